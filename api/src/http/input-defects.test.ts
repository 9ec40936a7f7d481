import { operationsWithBodies } from '../test/operation-examples';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(async () => {
  await server?.close();
});

const writes = operationsWithBodies().filter((operation) => operation.rateLimited);

/** Every top-level text field of every write call's example body, with the call. */
const textFields = writes.flatMap((operation) =>
  Object.entries(operation.example)
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => [operation.operationId, field, operation] as const),
);

describe('control characters in text', () => {
  it('covers the text fields of every write call', () => {
    expect(new Set(textFields.map(([id]) => id)).size).toBe(writes.length);
  });

  it.each(textFields)('%s: a NUL in %s answers 400 naming the field', async (_id, field, operation) => {
    const response = await server.post(operation.path, { ...operation.example, [field]: `${String(operation.example[field])}\u0000x` });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field, msg: expect.stringMatching(/control characters/) });
  });

  it.each(['\u0001', '\u0008', '\u001b[31m', '\u007f'])('other control characters (%j) are refused too, in the visitor language', async (character) => {
    const lead = writes.find((operation) => operation.operationId === 'insertLead');
    const response = await server.post(lead?.path ?? '', { ...lead?.example, companyName: `Harbour${character}Trading` }, { lang: 'zh-CN' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'companyName', msg: '公司名称包含控制字符，请只使用文字、数字和标点' });
  });

  it('tabs and line breaks stay allowed', async () => {
    const lead = writes.find((operation) => operation.operationId === 'insertLead');
    const response = await server.post(lead?.path ?? '', { ...lead?.example, companyName: 'Harbour\tTrading\r\nLtd' });
    expect(response.status).toBe(200);
  });

  it('a control character in a list names the list', async () => {
    const lead = writes.find((operation) => operation.operationId === 'insertLead');
    const response = await server.post(lead?.path ?? '', { ...lead?.example, interestedProduct: ['PAYMENT_FX\u0000'] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'interestedProduct' });
  });
});

describe('values the schema allowed but the database refused', () => {
  it('a customer flag written as urn:uuid: answers 400 naming customerFlag', async () => {
    const response = await server.post('/api/big-data/travelCustomerQuestionnaire/saveOrUpdate', {
      customerFlag: 'urn:uuid:3f0c1c2e-6a59-4a43-9f8e-2b8f4f4f8a10',
      step: 1,
      companyName: 'Lotus Travel Ltd',
      contactPerson: 'Li Na',
      businessEmail: 'li.na@example.com',
      areaCode: '+65',
      contactNo: '81234567',
      country: 'Singapore',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'customerFlag' });
  });

  it('the same on the questionnaire query', async () => {
    const response = await server.post('/api/big-data/travelCustomerQuestionnaire/queryByCustomerFlag', { customerFlag: 'urn:uuid:3f0c1c2e-6a59-4a43-9f8e-2b8f4f4f8a10' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'customerFlag' });
  });

  it.each([
    ['startTime', '0000-01-01'],
    ['startTime', '0001-01-01'],
    ['startTime', '0099-12-31 10:00:00'],
    ['endTime', '0001-06-30'],
    ['startTime', '1899-12-31'],
  ])('rate history with %s %s answers 400 naming the field', async (field, value) => {
    const response = await server.post('/api/rate/hisExchangeRate/getHisRateData', {
      queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-11-01', endTime: '2024-11-29', [field]: value },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: `queryCondition.${field}` });
  });
});

describe('lone surrogates: half of a UTF-16 pair, which UTF-8 cannot hold', () => {
  /** `body` as JSON text with `"\ud800"` written in place of `marker`: JSON.stringify would not write it. */
  const withEscape = (body: unknown, marker: string, escape: string) => JSON.stringify(body).replace(marker, escape);
  const MARK = 'LONE-SURROGATE';

  it.each(textFields)('%s: a lone surrogate in %s answers 400 naming the field', async (_id, field, operation) => {
    const text = withEscape({ ...operation.example, [field]: `${String(operation.example[field])}${MARK}` }, MARK, '\\ud800');
    const response = await server.post(operation.path, text);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field, msg: expect.stringMatching(/broken character/) });
  });

  it.each([
    ['en', 'Company name contains a broken character (half of a UTF-16 surrogate pair) that cannot be stored as sent'],
    ['zh-CN', '公司名称包含残缺的字符（不成对的 UTF-16 代理项），无法按原样保存'],
    ['zh-HK', '公司名稱包含殘缺的字元（不成對的 UTF-16 代理項），無法按原樣儲存'],
  ])('says so in the visitor language (%s), for a high or a low half', async (lang, msg) => {
    const lead = writes.find((operation) => operation.operationId === 'insertLead');
    for (const escape of ['\\ud800', '\\udfff', 'x\\udc00\\ud83d']) {
      const response = await server.post(lead?.path ?? '', withEscape({ ...lead?.example, companyName: MARK }, MARK, escape), { lang });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', field: 'companyName', msg, data: null });
    }
  });

  it('in a nested field, a list or a key, names where it is', async () => {
    const lead = writes.find((operation) => operation.operationId === 'newInsertLead');
    const estimate = { product: 'PAYMENT_FINANCING', amount: 100000, currency: MARK, tenorDays: 90, annualRatePercent: 10, interest: 2465.75, total: 102465.75 };
    const nested = await server.post(lead?.path ?? '', withEscape({ ...lead?.example, estimate }, MARK, '\\ud800'));
    expect(nested.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'estimate.currency' });
    const list = await server.post(lead?.path ?? '', withEscape({ ...lead?.example, interestedProduct: ['PAYMENT_FX', MARK] }, MARK, '\\udbff'));
    expect(list.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'interestedProduct' });
    const key = await server.post(lead?.path ?? '', withEscape({ ...lead?.example, [MARK]: 'x' }, MARK, '\\ud800'));
    expect(key.body).toMatchObject({ code: 'VALIDATION_FAILED', field: '\ud800' });
  });

  it('a whole pair, written as two escapes, is one character and stored as sent', async () => {
    const lead = writes.find((operation) => operation.operationId === 'insertLead');
    const response = await server.post(lead?.path ?? '', withEscape({ ...lead?.example, companyName: `Harbour ${MARK}` }, MARK, '\\ud83d\\ude42'));
    expect(response.status).toBe(200);
    expect(response.body.data.companyName).toBe('Harbour 🙂');
    const [row] = await server.db.query<{ company_name: string }>('SELECT company_name FROM potential_customer WHERE id = $1', [response.body.data.id]);
    expect(row?.company_name).toBe('Harbour 🙂');
  });
});
