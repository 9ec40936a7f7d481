import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';
import { findEnquiry } from './enquiry-service';

const URL = '/api/trade-finance/collect/save';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const VALID = {
  companyName: 'Shenzhen Export Co',
  usci: '914403001922038216',
  contactPerson: 'Zhang Wei',
  contactNo: '13800138000',
  businessEmail: 'zhang.wei@example.cn',
  mainBusiness: 'Consumer electronics export',
  quarterlyFxAmountCny: 12_000_000.5,
  city: 'Shenzhen',
  establishmentYears: 6,
  businessType: 'PRIVATE_COMPANY',
};
type Field = keyof typeof VALID;
const without = (field: Field): Record<string, unknown> => {
  const { [field]: _omitted, ...rest } = VALID;
  return rest;
};
const withValue = (field: Field, value: unknown) => ({ ...VALID, [field]: value });

describe('trade-finance collect/save', () => {
  it('stores the International Trade enquiry, every field, before answering 200', async () => {
    const response = await server.post(URL, VALID);
    expect(response.status).toBe(200);
    expectValidResponse('saveTradeFinanceEnquiry', 200, response.body);
    expect(response.body.data).toMatchObject({ ...VALID, createBy: 'public-site' });
    expect(await findEnquiry(server.db, response.body.data.id)).toEqual(response.body.data);
  });

  it('accepts a lower-case unified social credit code and stores it as typed', async () => {
    const response = await server.post(URL, withValue('usci', '9144030071526726xg'));
    expect(response.status).toBe(200);
    expect(response.body.data.usci).toBe('9144030071526726xg');
  });

  // field, message in English, in Simplified Chinese, body
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['companyName', 'Company name is required', '请输入公司名称', without('companyName')],
    ['companyName', 'Company name must be 1 to 200 characters long', '公司名称长度在 1 到 200 个字符', withValue('companyName', 'x'.repeat(201))],
    ['usci', 'Unified social credit code is required', '请输入统一社会信用代码', without('usci')],
    ['usci', 'Unified social credit code is not a valid unified social credit code: 18 digits or capital letters, the last of which must match the check character on the business licence', '统一社会信用代码无效：应为 18 位数字或大写字母，且末位校验码须与营业执照一致', withValue('usci', '914403001922038217')],
    ['usci', 'Unified social credit code is not a valid unified social credit code: 18 digits or capital letters, the last of which must match the check character on the business licence', '统一社会信用代码无效：应为 18 位数字或大写字母，且末位校验码须与营业执照一致', withValue('usci', '12345')],
    ['contactPerson', 'Contact person is required', '请输入联系人', withValue('contactPerson', ' ')],
    ['contactPerson', 'Contact person must be 1 to 50 characters long', '联系人长度在 1 到 50 个字符', withValue('contactPerson', 'x'.repeat(51))],
    ['contactNo', 'Contact number is required', '请输入联系电话', without('contactNo')],
    ['contactNo', 'Mobile phone number format error: contact number must contain digits only', '手机号码格式错误：联系电话只能包含数字', withValue('contactNo', '+86 138')],
    ['contactNo', 'Contact number must be at most 20 characters long', '联系电话长度不能超过 20 个字符', withValue('contactNo', '9'.repeat(21))],
    ['businessEmail', 'Business email is required', '请输入企业邮箱', without('businessEmail')],
    ['businessEmail', 'Email format error: business email must look like name@example.com', '邮箱格式错误：企业邮箱应形如 name@example.com', withValue('businessEmail', 'zhang.wei')],
    ['businessEmail', 'Business email must be at most 255 characters long', '企业邮箱长度不能超过 255 个字符', withValue('businessEmail', `${'x'.repeat(250)}@a.com`)],
    ['mainBusiness', 'Main business is required', '请输入主营业务', without('mainBusiness')],
    ['mainBusiness', 'Main business must be 1 to 500 characters long', '主营业务长度在 1 到 500 个字符', withValue('mainBusiness', 'x'.repeat(501))],
    ['quarterlyFxAmountCny', 'Estimated quarterly FX amount (CNY) is required', '请输入预计季度外汇交易金额（人民币）', without('quarterlyFxAmountCny')],
    ['quarterlyFxAmountCny', 'Estimated quarterly FX amount (CNY) must be a number', '预计季度外汇交易金额（人民币）应为数字', withValue('quarterlyFxAmountCny', '1000')],
    ['quarterlyFxAmountCny', 'Estimated quarterly FX amount (CNY) must be at least 0', '预计季度外汇交易金额（人民币）不能小于 0', withValue('quarterlyFxAmountCny', -1)],
    ['quarterlyFxAmountCny', 'Estimated quarterly FX amount (CNY) must be at most 1000000000000', '预计季度外汇交易金额（人民币）不能大于 1000000000000', withValue('quarterlyFxAmountCny', 1e13)],
    ['city', 'City is required', '请输入城市', withValue('city', '')],
    ['city', 'City must be 1 to 100 characters long', '城市长度在 1 到 100 个字符', withValue('city', 'x'.repeat(101))],
    ['establishmentYears', 'Years since establishment is required', '请输入成立年限', without('establishmentYears')],
    ['establishmentYears', 'Years since establishment must be a whole number', '成立年限必须是整数', withValue('establishmentYears', 2.5)],
    ['establishmentYears', 'Years since establishment must be at least 0', '成立年限不能小于 0', withValue('establishmentYears', -1)],
    ['establishmentYears', 'Years since establishment must be at most 200', '成立年限不能大于 200', withValue('establishmentYears', 201)],
    ['businessType', 'Business type is required: please select one', '请选择业务类型', without('businessType')],
    ['businessType', 'Business type must be one of the listed options', '业务类型不在可选范围内，请从列表中选择', withValue('businessType', 'PRODUCTION')],
  ];

  it.each(cases)('rejects a bad %s: "%s" (and in zh-CN)', async (field, en, zh, body) => {
    for (const [lang, msg] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      const response = await server.post(URL, body, { lang });
      expect(response.status).toBe(400);
      expectValidResponse('saveTradeFinanceEnquiry', 400, response.body);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg, data: null, field });
    }
  });

  it('stores nothing for a rejected enquiry', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM trade_finance_enquiry'))[0]?.n;
    const before = await count();
    await server.post(URL, withValue('usci', '914403001922038217'));
    expect(await count()).toBe(before);
  });
});
