import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';
import { findLead } from './lead-service';
import { REGION_NAMES_EN, regions } from './regions';

const BASE = '/api/official';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('official lookup lists', () => {
  it('lists the job titles in each language', async () => {
    const en = await server.get(`${BASE}/potentialCust/listAllPositionEnum`);
    expect(en.status).toBe(200);
    expectValidResponse('listPositions', 200, en.body);
    expect(en.body.data.map((o: { dictKey: string }) => o.dictKey)).toEqual([
      'SALES_MANAGER',
      'MARKETING',
      'CUSTOMER_SERVICE_MANAGER',
      'GENERAL_MANAGER',
      'IT_MANAGER',
      'OPERATIONS_MANAGER',
      'OTHERS',
      'PERSONAL_INTEREST',
    ]);
    expect(en.body.data[0]).toEqual({ dictParam: 'JOB_TITLE', dictKey: 'SALES_MANAGER', displayName: 'Sales manager' });
    const cn = await server.get(`${BASE}/potentialCust/listAllPositionEnum`, { lang: 'zh-CN' });
    expect(cn.body.msg).toBe('成功');
    expect(cn.body.data[0].displayName).toBe('销售经理');
    const hk = await server.get(`${BASE}/potentialCust/listAllPositionEnum`, { lang: 'zh-HK' });
    expect(hk.body.data[0].displayName).toBe('銷售經理');
  });

  it('lists the business types', async () => {
    const response = await server.get(`${BASE}/potentialCust/listAllBusinessTypeEnum`);
    expectValidResponse('listBusinessTypes', 200, response.body);
    expect(response.body.data.map((o: { dictKey: string }) => o.dictKey)).toEqual([
      'E_COMMERCE',
      'SOLE_TRADE',
      'CUSTOMER_SERVICE_MANAGER',
      'PRIVATE_COMPANY',
      'PUBLIC_COMPANY',
      'OTHERS',
    ]);
  });

  it('answers the product tree with children that name their parent', async () => {
    const response = await server.get(`${BASE}/potentialCust/listAllProductEnum`);
    expectValidResponse('listProducts', 200, response.body);
    const tree = response.body.data as { dictKey: string; children: { dictKey: string; parentDictKey: string }[] }[];
    expect(tree.map((p) => p.dictKey)).toEqual(['PAYMENT_FX', 'DIGITAL_TRADE', 'DIGITAL_FINANCE', 'INTERNATIONAL_TRADE', 'OTA_FINANCE']);
    expect(tree[4]).toEqual({ dictParam: 'PRODUCT', dictKey: 'OTA_FINANCE', displayName: 'OTA Finance', children: [] });
    expect(tree[1]?.children.map((c) => [c.dictKey, c.parentDictKey])).toEqual([
      ['DOC_EX', 'DIGITAL_TRADE'],
      ['DOC_GEN', 'DIGITAL_TRADE'],
      ['DOC_CHECK', 'DIGITAL_TRADE'],
    ]);
    expect(tree[2]?.children.map((c) => c.dictKey)).toEqual(['GO_EARLY', 'IDD', 'DIGIPO']);
    expect(tree[0]?.children).toEqual([]);
  });

  it('answers the later variant with primary and secondary type strings', async () => {
    const response = await server.get(`${BASE}/potentialCust/listProductTypeEnum`, { lang: 'zh-CN' });
    expectValidResponse('listProductTypes', 200, response.body);
    expect(response.body.data[2]).toEqual({
      primaryType: 'DIGITAL_FINANCE',
      primaryTypeName: '数字金融',
      secondaryTypes: [
        { secondaryType: 'GO_EARLY', secondaryTypeName: '从订单到承兑的全程融资' },
        { secondaryType: 'IDD', secondaryTypeName: '动态折扣' },
        { secondaryType: 'DIGIPO', secondaryTypeName: '区块链多级供应商融资' },
      ],
    });
  });

  it('lists enterprise types', async () => {
    const response = await server.get(`${BASE}/potentialCust/listEnterpriseTypeEnum`, { lang: 'zh-CN' });
    expectValidResponse('listEnterpriseTypes', 200, response.body);
    expect(response.body.data[0]).toEqual({ dictParam: 'ENTERPRISE_TYPE', dictKey: 'STATE_OWNED', displayName: '国有企业' });
    expect(response.body.data.length).toBeGreaterThanOrEqual(8);
  });

  it('lists the export-refund business types with Chinese labels, even for English', async () => {
    const en = await server.get(`${BASE}/potentialCust/listNewBusinessTypeEnum`);
    expectValidResponse('listExportRefundBusinessTypes', 200, en.body);
    expect(en.body.data[0]).toEqual({ dictParam: 'EXPORT_REFUND_BUSINESS_TYPE', dictKey: 'PRODUCTION', displayName: '生产型企业' });
    const hk = await server.get(`${BASE}/potentialCust/listNewBusinessTypeEnum`, { lang: 'zh-HK' });
    expect(hk.body.data[0].displayName).toBe('生產型企業');
  });

  it('maps region codes: 34 province-level divisions with GB/T 2260 codes', async () => {
    const en = await server.post(`${BASE}/regionCodeMapping/list`);
    expect(en.status).toBe(200);
    expectValidResponse('listRegionCodeMapping', 200, en.body);
    expect(en.body.data).toHaveLength(34);
    expect(en.body.data).toContainEqual({ dictParam: 'REGION', dictKey: '440000', displayName: 'Guangdong' });
    const cn = await server.post(`${BASE}/regionCodeMapping/list`, {}, { lang: 'zh-CN' });
    expect(cn.body.data).toContainEqual({ dictParam: 'REGION', dictKey: '440000', displayName: '广东省' });
    const hk = await server.post(`${BASE}/regionCodeMapping/list`, undefined, { lang: 'zh-HK' });
    expect(hk.body.data).toContainEqual({ dictParam: 'REGION', dictKey: '440000', displayName: '廣東省' });
  });

  it('has an English name for every region code the package lists', () => {
    for (const region of regions()) expect(REGION_NAMES_EN[region.code]).toBeDefined();
    expect(Object.keys(REGION_NAMES_EN)).toHaveLength(regions().length);
  });
});

const VALID_LEAD = {
  firstName: 'Mei',
  lastName: 'Chan',
  jobTitle: 'GENERAL_MANAGER',
  businessEmail: 'mei.chan@example.com',
  areaCode: '+852',
  areaName: 'Hong Kong +852',
  contactNo: '91234567',
  interestedProduct: ['PAYMENT_FX', 'DOC_CHECK'],
  companyName: 'Harbour Trading Ltd',
  businessType: 'PRIVATE_COMPANY',
  country: 'Hong Kong',
};

const without = (field: keyof typeof VALID_LEAD): Record<string, unknown> => {
  const { [field]: _omitted, ...rest } = VALID_LEAD;
  return rest;
};
const withValue = (field: string, value: unknown) => ({ ...VALID_LEAD, [field]: value });

describe('lead submit', () => {
  it.each([
    ['insert', 'insertLead'],
    ['insertNoEmail', 'insertLeadNoEmail'],
    ['newInsert', 'newInsertLead'],
  ])('%s stores the lead before answering 200, with bookkeeping', async (path, operationId) => {
    const response = await server.post(`${BASE}/potentialCust/${path}`, VALID_LEAD);
    expect(response.status).toBe(200);
    expectValidResponse(operationId, 200, response.body);
    expect(response.body).toMatchObject({ code: '200', msg: 'success' });
    const lead = response.body.data;
    expect(lead).toMatchObject({ ...VALID_LEAD, submittedVia: path, createBy: 'public-site', updateBy: 'public-site' });
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(lead.createTime)).not.toBeNaN();
    // Committed: a fresh read from the database finds exactly what was acknowledged.
    expect(await findLead(server.db, lead.id)).toEqual(lead);
  });

  it('stores only the required fields when the rest are left out', async () => {
    const response = await server.post(`${BASE}/potentialCust/insert`, {
      firstName: 'A',
      lastName: 'B',
      businessEmail: 'a@b.co',
      companyName: 'C',
      businessType: 'OTHERS',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ jobTitle: null, areaCode: null, contactNo: null, interestedProduct: [], country: null, estimate: null });
  });

  it('insertNoEmail does not require an email', async () => {
    const response = await server.post(`${BASE}/potentialCust/insertNoEmail`, without('businessEmail'));
    expect(response.status).toBe(200);
    expect(response.body.data.businessEmail).toBeNull();
  });

  it('insertNoEmail still checks an email that is given', async () => {
    const response = await server.post(`${BASE}/potentialCust/insertNoEmail`, withValue('businessEmail', 'nope'));
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('businessEmail');
  });

  it('stores strings exactly as given and answers them only as JSON', async () => {
    const name = '<script>alert("x")</script> & Co. 深圳';
    const response = await server.post(`${BASE}/potentialCust/insert`, withValue('companyName', name));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await findLead(server.db, response.body.data.id))?.companyName).toBe(name);
  });

  it('ignores unknown properties', async () => {
    const response = await server.post(`${BASE}/potentialCust/insert`, { ...VALID_LEAD, isAdmin: true });
    expect(response.status).toBe(200);
    expect(response.body.data).not.toHaveProperty('isAdmin');
  });

  const long = (n: number) => 'x'.repeat(n);
  const longEmail = `${long(250)}@example.com`;

  // field, rule message in English, in Simplified Chinese, body
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['firstName', 'First name is required', '请输入名字', without('firstName')],
    ['firstName', 'First name is required', '请输入名字', withValue('firstName', '')],
    ['firstName', 'First name is required', '请输入名字', withValue('firstName', '   ')],
    ['firstName', 'First name must be 1 to 50 characters long', '名字长度在 1 到 50 个字符', withValue('firstName', long(51))],
    ['firstName', 'First name must be text', '名字应为文本', withValue('firstName', 42)],
    ['lastName', 'Last name is required', '请输入姓氏', without('lastName')],
    ['lastName', 'Last name must be 1 to 50 characters long', '姓氏长度在 1 到 50 个字符', withValue('lastName', long(51))],
    ['jobTitle', 'Job title must be one of the listed options', '职位不在可选范围内，请从列表中选择', withValue('jobTitle', 'CEO')],
    ['businessEmail', 'Business email is required', '请输入企业邮箱', without('businessEmail')],
    ['businessEmail', 'Email format error: business email must look like name@example.com', '邮箱格式错误：企业邮箱应形如 name@example.com', withValue('businessEmail', 'mei@')],
    ['businessEmail', 'Email format error: business email must look like name@example.com', '邮箱格式错误：企业邮箱应形如 name@example.com', withValue('businessEmail', 'mei chan@example.com')],
    ['businessEmail', 'Email format error: business email must look like name@example.com', '邮箱格式错误：企业邮箱应形如 name@example.com', withValue('businessEmail', 'mei@example')],
    ['businessEmail', 'Business email must be at most 255 characters long', '企业邮箱长度不能超过 255 个字符', withValue('businessEmail', longEmail)],
    ['areaCode', 'Area code must be an international dial code such as +86', '区号应为国际区号，例如 +86', withValue('areaCode', '86a')],
    ['areaName', 'Area name must be at most 100 characters long', '地区名称长度不能超过 100 个字符', withValue('areaName', long(101))],
    ['contactNo', 'Mobile phone number format error: contact number must contain digits only', '手机号码格式错误：联系电话只能包含数字', withValue('contactNo', '9123-4567')],
    ['contactNo', 'Mobile phone number format error: contact number must contain digits only', '手机号码格式错误：联系电话只能包含数字', withValue('contactNo', '')],
    ['contactNo', 'Contact number must be at most 20 characters long', '联系电话长度不能超过 20 个字符', withValue('contactNo', '1'.repeat(21))],
    ['contactNo', 'Contact number must be text', '联系电话应为文本', withValue('contactNo', 91234567)],
    ['interestedProduct', 'Interested product must be one of the listed options', '感兴趣的产品不在可选范围内，请从列表中选择', withValue('interestedProduct', ['SPACESHIPS'])],
    ['interestedProduct', 'Interested product must not list the same option twice', '感兴趣的产品不能包含重复的选项', withValue('interestedProduct', ['IDD', 'IDD'])],
    ['interestedProduct', 'Interested product must be a list', '感兴趣的产品应为列表', withValue('interestedProduct', 'IDD')],
    ['companyName', 'Company name is required', '请输入公司名称', without('companyName')],
    ['companyName', 'Company name must be 1 to 200 characters long', '公司名称长度在 1 到 200 个字符', withValue('companyName', long(201))],
    ['businessType', 'Business type is required: please select one', '请选择业务类型', without('businessType')],
    ['businessType', 'Business type must be one of the listed options', '业务类型不在可选范围内，请从列表中选择', withValue('businessType', 'PIRATE')],
    ['country', 'Country must be at most 100 characters long', '国家/地区长度不能超过 100 个字符', withValue('country', long(101))],
  ];

  it.each(cases)('rejects a bad %s: "%s" (and in zh-CN)', async (field, en, zh, body) => {
    for (const [lang, msg] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      const response = await server.post(`${BASE}/potentialCust/insert`, body, { lang });
      expect(response.status).toBe(400);
      expectValidResponse('insertLead', 400, response.body);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg, data: null, field });
    }
  });

  it('answers in Traditional Chinese for zh-HK', async () => {
    const response = await server.post(`${BASE}/potentialCust/insert`, without('companyName'), { lang: 'zh-HK' });
    expect(response.body.msg).toBe('請輸入公司名稱');
    const email = await server.post(`${BASE}/potentialCust/insert`, withValue('businessEmail', 'x'), { lang: 'zh-HK' });
    expect(email.body.msg).toBe('電郵格式錯誤：企業電郵應形如 name@example.com');
  });

  it('reports the first bad field in form order', async () => {
    const response = await server.post(`${BASE}/potentialCust/insert`, { ...without('firstName'), businessEmail: 'x', contactNo: 'y' });
    expect(response.body.field).toBe('firstName');
  });

  it('rejects a body that is not an object', async () => {
    for (const body of [[VALID_LEAD], 'lead', 42]) {
      const response = await server.post(`${BASE}/potentialCust/insert`, JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg: 'The request body must be a JSON object', data: null });
    }
  });

  it('writes nothing when the input is bad', async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM potential_customer');
    await server.post(`${BASE}/potentialCust/insert`, withValue('businessEmail', 'bad'));
    await server.post(`${BASE}/potentialCust/newInsert`, without('lastName'));
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM potential_customer');
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('a shared financing-cost estimate (issue 19)', () => {
  const ESTIMATE = { product: 'OTA_FINANCE', amount: 200_000, currency: 'USD', tenorDays: 60, annualRatePercent: 10.5, interest: 3452.05, total: 203_452.05 };
  const withEstimate = (change: Record<string, unknown> = {}) => ({ ...VALID_LEAD, interestedProduct: ['OTA_FINANCE'], estimate: { ...ESTIMATE, ...change } });
  const withoutFigure = (figure: keyof typeof ESTIMATE) => {
    const { [figure]: _omitted, ...rest } = ESTIMATE;
    return { ...VALID_LEAD, estimate: rest };
  };

  it('is stored with the lead and answered back, figure for figure', async () => {
    const response = await server.post(`${BASE}/potentialCust/newInsert`, withEstimate());
    expect(response.status).toBe(200);
    expectValidResponse('newInsertLead', 200, response.body);
    expect(response.body.data).toMatchObject({ interestedProduct: ['OTA_FINANCE'], estimate: ESTIMATE });
    expect((await findLead(server.db, response.body.data.id))?.estimate).toEqual(ESTIMATE);
    const [row] = await server.db.query<Record<string, unknown>>(
      'SELECT estimate_amount::text AS amount, estimate_interest::text AS interest, estimate_annual_rate_percent::text AS rate FROM potential_customer WHERE id = $1',
      [response.body.data.id],
    );
    // Money is kept as decimal to the cent, not as binary floating point.
    expect(row).toEqual({ amount: '200000.00', interest: '3452.05', rate: '10.50' });
  });

  it.each([
    ['PAYMENT_FINANCING', { amount: 5_000_000, tenorDays: 365, annualRatePercent: 12, interest: 600_000, total: 5_600_000 }],
    ['PAYMENT_FINANCING', { amount: 1, tenorDays: 1, annualRatePercent: 8, interest: 0, total: 1 }],
    ['MARKETPLACE_FINANCING', { amount: 1_000_000, tenorDays: 30, annualRatePercent: 8.25, interest: 6780.82, total: 1_006_780.82 }],
    ['OTA_FINANCE', { amount: 50_000_000, tenorDays: 120, annualRatePercent: 30, interest: 4_931_506.85, total: 54_931_506.85 }],
    ['OTA_FINANCE', { amount: 100.1, tenorDays: 1, annualRatePercent: 10, interest: 0.03, total: 100.13 }],
  ])('accepts %s at the published edges: %p', async (product, figures) => {
    const response = await server.post(`${BASE}/potentialCust/newInsert`, withEstimate({ product, ...figures }));
    expect(response.status).toBe(200);
    expect(response.body.data.estimate).toEqual({ ...ESTIMATE, product, ...figures });
  });

  it('is optional, and a lead without one stores none', async () => {
    const response = await server.post(`${BASE}/potentialCust/newInsert`, VALID_LEAD);
    expect(response.body.data.estimate).toBeNull();
  });

  // field, message in English, in Simplified Chinese, body
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['estimate', 'Estimate must be an object', '融资估算应为对象', withValue('estimate', 'USD 200,000 for 60 days')],
    ['estimate.product', 'Estimate product is required: please select one', '请选择估算的融资产品', withoutFigure('product')],
    ['estimate.product', 'Estimate product must be one of the listed options', '估算的融资产品不在可选范围内，请从列表中选择', withEstimate({ product: 'MORTGAGE' })],
    ['estimate.amount', 'Estimate amount is required', '请输入估算金额', withoutFigure('amount')],
    ['estimate.amount', 'Estimate amount must be a number', '估算金额应为数字', withEstimate({ amount: '200000' })],
    ['estimate.amount', 'Estimate amount must be at least 1', '估算金额不能小于 1', withEstimate({ amount: 0.99, interest: 0, total: 0.99 })],
    ['estimate.amount', 'Estimate amount must be at most 50000000', '估算金额不能大于 50000000', withEstimate({ amount: 50_000_000.01 })],
    ['estimate.amount', 'Estimate amount must be at most 5000000', '估算金额不能大于 5000000', withEstimate({ product: 'PAYMENT_FINANCING', amount: 5_000_000.01, annualRatePercent: 10 })],
    ['estimate.amount', 'Estimate amount must be at most 1000000', '估算金额不能大于 1000000', withEstimate({ product: 'MARKETPLACE_FINANCING', amount: 1_000_001, annualRatePercent: 10 })],
    ['estimate.amount', 'Estimate amount must have at most 2 decimal places', '估算金额最多保留 2 位小数', withEstimate({ amount: 200_000.005 })],
    ['estimate.currency', 'Estimate currency must be one of the listed options', '估算币种不在可选范围内，请从列表中选择', withEstimate({ currency: 'HKD' })],
    ['estimate.tenorDays', 'Estimate tenor (days) must be a whole number', '估算期限（天）必须是整数', withEstimate({ tenorDays: 60.5 })],
    ['estimate.tenorDays', 'Estimate tenor (days) must be at least 1', '估算期限（天）不能小于 1', withEstimate({ tenorDays: 0 })],
    ['estimate.tenorDays', 'Estimate tenor (days) must be at most 120', '估算期限（天）不能大于 120', withEstimate({ tenorDays: 121 })],
    ['estimate.tenorDays', 'Estimate tenor (days) must be at most 365', '估算期限（天）不能大于 365', withEstimate({ product: 'PAYMENT_FINANCING', amount: 1000, annualRatePercent: 10, tenorDays: 366 })],
    ['estimate.annualRatePercent', 'Estimate annual rate (%) must be at least 10', '估算年利率（%）不能小于 10', withEstimate({ annualRatePercent: 9.99 })],
    ['estimate.annualRatePercent', 'Estimate annual rate (%) must be at most 30', '估算年利率（%）不能大于 30', withEstimate({ annualRatePercent: 30.01 })],
    ['estimate.annualRatePercent', 'Estimate annual rate (%) must be at least 8', '估算年利率（%）不能小于 8', withEstimate({ product: 'PAYMENT_FINANCING', annualRatePercent: 7.99 })],
    ['estimate.annualRatePercent', 'Estimate annual rate (%) must be at most 12', '估算年利率（%）不能大于 12', withEstimate({ product: 'MARKETPLACE_FINANCING', annualRatePercent: 12.01 })],
    ['estimate.annualRatePercent', 'Estimate annual rate (%) must have at most 2 decimal places', '估算年利率（%）最多保留 2 位小数', withEstimate({ annualRatePercent: 10.125 })],
    ['estimate.interest', 'Estimate interest must be at least 0', '估算利息不能小于 0', withEstimate({ interest: -1 })],
    [
      'estimate.interest',
      'Estimate interest does not match the other figures: interest = amount × annual rate × days ÷ 365, rounded to the cent; total = amount + interest',
      '估算利息与其他数字不符：利息 = 金额 × 年利率 × 天数 ÷ 365，四舍五入到分；还款总额 = 金额 + 利息',
      withEstimate({ interest: 3452.06, total: 203_452.06 }),
    ],
    [
      'estimate.total',
      'Estimate total repayment does not match the other figures: interest = amount × annual rate × days ÷ 365, rounded to the cent; total = amount + interest',
      '估算还款总额与其他数字不符：利息 = 金额 × 年利率 × 天数 ÷ 365，四舍五入到分；还款总额 = 金额 + 利息',
      withEstimate({ total: 203_452.04 }),
    ],
    ['estimate.total', 'Estimate total repayment is required', '请输入估算还款总额', withoutFigure('total')],
  ];

  it.each(cases)('rejects a bad %s: "%s" (and in zh-CN)', async (field, en, zh, body) => {
    for (const [lang, msg] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      const response = await server.post(`${BASE}/potentialCust/newInsert`, body, { lang });
      expect(response.status).toBe(400);
      expectValidResponse('newInsertLead', 400, response.body);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg, data: null, field });
    }
  });

  it('names the figure in Traditional Chinese for zh-HK', async () => {
    const response = await server.post(`${BASE}/potentialCust/newInsert`, withEstimate({ tenorDays: 121 }), { lang: 'zh-HK' });
    expect(response.body).toMatchObject({ field: 'estimate.tenorDays', msg: '估算期限（日）不能大於 120' });
  });

  it('ignores unknown properties inside it, as everywhere, and stores only the known figures', async () => {
    const response = await server.post(`${BASE}/potentialCust/newInsert`, withEstimate({ note: '<b>call me</b>', fee: 99 }));
    expect(response.status).toBe(200);
    expect(response.body.data.estimate).toEqual(ESTIMATE);
    expect(response.text).not.toContain('call me');
  });

  it('never echoes what was sent in its place as markup', async () => {
    for (const payload of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>']) {
      for (const body of [withValue('estimate', payload), withEstimate({ product: payload }), withEstimate({ currency: payload }), withEstimate({ amount: payload })]) {
        const response = await server.post(`${BASE}/potentialCust/newInsert`, body);
        expect(response.status).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.text).not.toContain('<');
        expect(response.text).not.toContain('onerror');
      }
    }
  });

  it('writes nothing when the estimate is refused', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM potential_customer'))[0]?.n;
    const before = await count();
    await server.post(`${BASE}/potentialCust/newInsert`, withEstimate({ total: 1 }));
    await server.post(`${BASE}/potentialCust/newInsert`, withEstimate({ tenorDays: 121 }));
    expect(await count()).toBe(before);
  });

  it('is refused by the table too when its figures are half there', async () => {
    await expect(
      server.db.query(
        `INSERT INTO potential_customer (submitted_via, first_name, last_name, company_name, business_type, create_by, update_by, estimate_product)
         VALUES ('newInsert', 'A', 'B', 'C', 'OTHERS', 'test', 'test', 'OTA_FINANCE')`,
      ),
    ).rejects.toThrow(/potential_customer_estimate_whole/);
  });
});
