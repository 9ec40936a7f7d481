import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';
import { findApplication } from './application-service';

const URL = '/api/export-refund/application/submit';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const VALID = {
  firstName: '王',
  lastName: '小明',
  businessEmail: 'wang@example.cn',
  contactNo: '13800138000',
  companyName: '深圳市出口贸易有限公司',
  usci: '91330100716105852F',
  businessType: 'PRODUCTION',
  channelId: 'wechat-2026',
};
type Field = keyof typeof VALID;
const without = (field: Field): Record<string, unknown> => {
  const { [field]: _omitted, ...rest } = VALID;
  return rest;
};
const withValue = (field: Field, value: unknown) => ({ ...VALID, [field]: value });

describe('export-refund application/submit', () => {
  it('stores the application with its channelId before answering 200', async () => {
    const response = await server.post(URL, VALID, { lang: 'zh-CN' });
    expect(response.status).toBe(200);
    expectValidResponse('submitExportRefundApplication', 200, response.body);
    expect(response.body).toMatchObject({ code: '200', msg: '成功', data: { ...VALID, createBy: 'public-site' } });
    expect(await findApplication(server.db, response.body.data.id)).toEqual(response.body.data);
  });

  it('takes channelId as optional', async () => {
    const response = await server.post(URL, without('channelId'));
    expect(response.status).toBe(200);
    expect(response.body.data.channelId).toBeNull();
  });

  it('counts name length in characters, not bytes: five Chinese characters fit', async () => {
    const response = await server.post(URL, { ...VALID, firstName: '欧阳', lastName: '一二三四五' });
    expect(response.status).toBe(200);
  });

  // The Chinese messages are the micro-site form's own, prefixed by the field where that text does not name it.
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['firstName', 'Surname is required', '请输入姓', without('firstName')],
    ['firstName', 'Surname is required', '请输入姓', withValue('firstName', '')],
    ['firstName', 'Surname must be 1 to 5 characters long', '姓长度在 1 到 5 个字符', withValue('firstName', '诸葛亮亮亮亮')],
    ['lastName', 'Given name is required', '请输入名', without('lastName')],
    ['lastName', 'Given name must be 1 to 5 characters long', '名长度在 1 到 5 个字符', withValue('lastName', 'abcdef')],
    ['businessEmail', 'Business email is required', '请输入企业邮箱', without('businessEmail')],
    ['businessEmail', 'Email format error: business email must look like name@example.com', '邮箱格式错误：企业邮箱应形如 name@example.com', withValue('businessEmail', 'wang@')],
    ['contactNo', 'Contact number is required', '请输入联系电话', without('contactNo')],
    ['contactNo', 'Mobile phone number format error: contact number must contain digits only', '手机号码格式错误：联系电话只能包含数字', withValue('contactNo', '138-0013')],
    ['companyName', 'Company name is required', '请输入企业名称', without('companyName')],
    ['usci', 'Unified social credit code is required', '请输入企业统一社会信用代码', without('usci')],
    ['usci', 'Unified social credit code is not a valid unified social credit code: 18 digits or capital letters, the last of which must match the check character on the business licence', '企业统一社会信用代码无效：应为 18 位数字或大写字母，且末位校验码须与营业执照一致', withValue('usci', '91330100716105852G')],
    ['businessType', 'Enterprise type is required: please select one', '请选择企业类型', without('businessType')],
    ['businessType', 'Enterprise type must be one of the listed options', '企业类型不在可选范围内，请从列表中选择', withValue('businessType', 'E_COMMERCE')],
    ['channelId', 'Channel ID must be at most 64 characters long', '渠道标识长度不能超过 64 个字符', withValue('channelId', 'c'.repeat(65))],
  ];

  it.each(cases)('rejects a bad %s: "%s" (and in zh-CN)', async (field, en, zh, body) => {
    for (const [lang, msg] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      const response = await server.post(URL, body, { lang });
      expect(response.status).toBe(400);
      expectValidResponse('submitExportRefundApplication', 400, response.body);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg, data: null, field });
    }
  });

  it('answers zh-HK in Traditional Chinese', async () => {
    const response = await server.post(URL, without('businessType'), { lang: 'zh-HK' });
    expect(response.body.msg).toBe('請選擇企業類型');
  });
});
