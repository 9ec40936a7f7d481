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
