import { randomUUID } from 'node:crypto';
import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';

const BASE = '/api/big-data/travelCustomerQuestionnaire';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const step1 = (customerFlag: string) => ({
  customerFlag,
  step: 1,
  companyName: 'Lotus Travel Ltd',
  contactPerson: 'Li Na',
  businessEmail: 'li.na@example.com',
  areaCode: '+65',
  contactNo: '81234567',
  country: 'Singapore',
});
const step2 = (customerFlag: string) => ({
  customerFlag,
  step: 2,
  platforms: ['BOOKING_COM', 'AGODA', 'OTHER'],
  otherPlatform: 'Klook',
  annualBookingVolume: 'FROM_5M_TO_20M',
  yearsOperating: 4,
});

describe('OTA questionnaire', () => {
  it('saves step 1 under the customer flag, without a limit yet', async () => {
    const flag = randomUUID();
    const response = await server.post(`${BASE}/saveOrUpdate`, step1(flag));
    expect(response.status).toBe(200);
    expectValidResponse('saveOrUpdateQuestionnaire', 200, response.body);
    expect(response.body.data).toMatchObject({
      customerFlag: flag,
      companyName: 'Lotus Travel Ltd',
      step1Complete: true,
      step2Complete: false,
      platforms: [],
      indicativeLimitUsd: null,
    });
  });

  it('saves step 2 and answers the indicative limit; the query answers the same', async () => {
    const flag = randomUUID();
    await server.post(`${BASE}/saveOrUpdate`, step1(flag));
    const saved = await server.post(`${BASE}/saveOrUpdate`, step2(flag));
    expect(saved.status).toBe(200);
    expectValidResponse('saveOrUpdateQuestionnaire', 200, saved.body);
    // FROM_5M_TO_20M: 12.5 M / 6 = 2,083,333; 4 years x 1.0; 3 platforms x 1.2 -> 2,500,000
    expect(saved.body.data).toMatchObject({
      step1Complete: true,
      step2Complete: true,
      platforms: ['BOOKING_COM', 'AGODA', 'OTHER'],
      otherPlatform: 'Klook',
      annualBookingVolume: 'FROM_5M_TO_20M',
      yearsOperating: 4,
      indicativeLimitUsd: 2_500_000,
      companyName: 'Lotus Travel Ltd',
    });
    const queried = await server.post(`${BASE}/queryByCustomerFlag`, { customerFlag: flag });
    expect(queried.status).toBe(200);
    expectValidResponse('queryQuestionnaire', 200, queried.body);
    expect(queried.body.data).toEqual(saved.body.data);
  });

  it('updates idempotently by customer flag: one row, the latest answers, the other step kept', async () => {
    const flag = randomUUID();
    const first = await server.post(`${BASE}/saveOrUpdate`, step1(flag));
    await server.post(`${BASE}/saveOrUpdate`, step2(flag));
    const again = await server.post(`${BASE}/saveOrUpdate`, step2(flag));
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.createTime).toBe(first.body.data.createTime);
    const changed = await server.post(`${BASE}/saveOrUpdate`, { ...step1(flag), companyName: 'Lotus Holidays' });
    expect(changed.body.data).toMatchObject({ id: first.body.data.id, companyName: 'Lotus Holidays', indicativeLimitUsd: 2_500_000 });
    const bigger = await server.post(`${BASE}/saveOrUpdate`, {
      ...step2(flag),
      platforms: ['EXPEDIA'],
      annualBookingVolume: 'ABOVE_100M',
      yearsOperating: 20,
    });
    // ABOVE_100M: 25,000,000 x 1.4 x 1.0; OTHER dropped, so its text is dropped too.
    expect(bigger.body.data).toMatchObject({ platforms: ['EXPEDIA'], otherPlatform: null, indicativeLimitUsd: 35_000_000 });
    const rows = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM travel_customer_questionnaire WHERE customer_flag = $1',
      [flag],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('caps the indicative limit at USD 50 million', async () => {
    const flag = randomUUID();
    await server.post(`${BASE}/saveOrUpdate`, step1(flag));
    const response = await server.post(`${BASE}/saveOrUpdate`, {
      ...step2(flag),
      platforms: ['BOOKING_COM', 'EXPEDIA', 'AGODA', 'TRIP_COM', 'AIRBNB', 'HOTELBEDS'],
      annualBookingVolume: 'ABOVE_100M',
      yearsOperating: 15,
    });
    expect(response.body.data.indicativeLimitUsd).toBe(50_000_000);
  });

  it('answers 409 for step 2 before step 1, and stores nothing', async () => {
    const flag = randomUUID();
    const response = await server.post(`${BASE}/saveOrUpdate`, step2(flag), { lang: 'zh-CN' });
    expect(response.status).toBe(409);
    expectValidResponse('saveOrUpdateQuestionnaire', 409, response.body);
    expect(response.body).toEqual({ code: 'QUESTIONNAIRE_STEP1_REQUIRED', msg: '请先完成问卷第 1 步，再填写第 2 步', data: null });
    const missing = await server.post(`${BASE}/queryByCustomerFlag`, { customerFlag: flag });
    expect(missing.status).toBe(404);
  });

  it('answers 404 for an unknown customer flag', async () => {
    const response = await server.post(`${BASE}/queryByCustomerFlag`, { customerFlag: randomUUID() });
    expect(response.status).toBe(404);
    expectValidResponse('queryQuestionnaire', 404, response.body);
    expect(response.body).toEqual({ code: 'QUESTIONNAIRE_NOT_FOUND', msg: 'No questionnaire was found for this customer flag', data: null });
  });

  const flag = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';
  const omit = (body: Record<string, unknown>, field: string): Record<string, unknown> =>
    Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
  // field, message in English, in Simplified Chinese, body
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['customerFlag', 'Customer flag is required', '请输入客户标识', omit(step1(flag), 'customerFlag')],
    ['customerFlag', 'Customer flag must be a UUID', '客户标识必须是 UUID', { ...step1(flag), customerFlag: 'visitor-1' }],
    ['step', 'Step is required: please select one', '请选择问卷步骤', omit(step1(flag), 'step')],
    ['step', 'Step must be one of the listed options', '问卷步骤不在可选范围内，请从列表中选择', { ...step1(flag), step: 3 }],
    ['companyName', 'Company name is required', '请输入公司名称', omit(step1(flag), 'companyName')],
    ['contactPerson', 'Contact person is required', '请输入联系人', omit(step1(flag), 'contactPerson')],
    ['businessEmail', 'Business email is required', '请输入企业邮箱', omit(step1(flag), 'businessEmail')],
    ['businessEmail', 'Email format error: business email must look like name@example.com', '邮箱格式错误：企业邮箱应形如 name@example.com', { ...step1(flag), businessEmail: 'li.na' }],
    ['areaCode', 'Area code is required', '请输入区号', omit(step1(flag), 'areaCode')],
    ['areaCode', 'Area code must be an international dial code such as +86', '区号应为国际区号，例如 +86', { ...step1(flag), areaCode: 'SG' }],
    ['contactNo', 'Contact number is required', '请输入联系电话', omit(step1(flag), 'contactNo')],
    ['contactNo', 'Mobile phone number format error: contact number must contain digits only', '手机号码格式错误：联系电话只能包含数字', { ...step1(flag), contactNo: '8123 4567' }],
    ['country', 'Country is required', '请输入国家/地区', omit(step1(flag), 'country')],
    ['platforms', 'Partnered travel platforms is required: please select one', '请选择合作旅游平台', omit(step2(flag), 'platforms')],
    ['platforms', 'Partnered travel platforms: select at least 1', '合作旅游平台至少选择 1 项', { ...step2(flag), platforms: [] }],
    ['platforms', 'Partnered travel platforms must be one of the listed options', '合作旅游平台不在可选范围内，请从列表中选择', { ...step2(flag), platforms: ['MYSPACE'] }],
    ['platforms', 'Partnered travel platforms must not list the same option twice', '合作旅游平台不能包含重复的选项', { ...step2(flag), platforms: ['AGODA', 'AGODA'] }],
    ['otherPlatform', 'Other platform is required', '请输入其他平台名称', omit(step2(flag), 'otherPlatform')],
    ['otherPlatform', 'Other platform must be 1 to 100 characters long', '其他平台名称长度在 1 到 100 个字符', { ...step2(flag), otherPlatform: 'k'.repeat(101) }],
    ['annualBookingVolume', 'Annual booking volume is required: please select one', '请选择年预订量', omit(step2(flag), 'annualBookingVolume')],
    ['annualBookingVolume', 'Annual booking volume must be one of the listed options', '年预订量不在可选范围内，请从列表中选择', { ...step2(flag), annualBookingVolume: 'LOTS' }],
    ['yearsOperating', 'Years operating is required', '请输入经营年限', omit(step2(flag), 'yearsOperating')],
    ['yearsOperating', 'Years operating must be a whole number', '经营年限必须是整数', { ...step2(flag), yearsOperating: 1.5 }],
    ['yearsOperating', 'Years operating must be at least 0', '经营年限不能小于 0', { ...step2(flag), yearsOperating: -2 }],
  ];

  it.each(cases)('rejects a bad %s: "%s" (and in zh-CN)', async (field, en, zh, body) => {
    for (const [lang, msg] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      const response = await server.post(`${BASE}/saveOrUpdate`, body, { lang });
      expect(response.status).toBe(400);
      expectValidResponse('saveOrUpdateQuestionnaire', 400, response.body);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg, data: null, field });
    }
  });

  it('does not ask for otherPlatform unless OTHER is ticked', async () => {
    const id = randomUUID();
    await server.post(`${BASE}/saveOrUpdate`, step1(id));
    const response = await server.post(`${BASE}/saveOrUpdate`, { ...omit(step2(id), 'otherPlatform'), platforms: ['AGODA'] });
    expect(response.status).toBe(200);
  });

  it('checks the query body too', async () => {
    const response = await server.post(`${BASE}/queryByCustomerFlag`, { customerFlag: 'x' }, { lang: 'zh-HK' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg: '客戶標識必須是 UUID', data: null, field: 'customerFlag' });
  });

  it('lists the travel platforms and booking volume bands', async () => {
    const platforms = await server.get(`${BASE}/listPlatformEnum`, { lang: 'zh-CN' });
    expectValidResponse('listTravelPlatforms', 200, platforms.body);
    expect(platforms.body.data.map((p: { dictKey: string }) => p.dictKey)).toContain('OTHER');
    expect(platforms.body.data).toContainEqual({ dictParam: 'TRAVEL_PLATFORM', dictKey: 'FLIGGY', displayName: '飞猪' });
    const bands = await server.get(`${BASE}/listBookingVolumeEnum`);
    expectValidResponse('listBookingVolumeBands', 200, bands.body);
    expect(bands.body.data.map((b: { dictKey: string }) => b.dictKey)).toEqual([
      'BELOW_1M',
      'FROM_1M_TO_5M',
      'FROM_5M_TO_20M',
      'FROM_20M_TO_50M',
      'FROM_50M_TO_100M',
      'ABOVE_100M',
    ]);
  });
});
