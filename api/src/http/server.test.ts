import { readFileSync } from 'node:fs';
import { OPENAPI_PATH } from '../config/paths';
import { expectValidResponse } from '../test/openapi-response';
import { startTestServer, type TestServer } from '../test/test-server';

const LEAD = {
  firstName: 'Zhaoyun',
  lastName: 'Secretsurname',
  businessEmail: 'zhaoyun.private@example.com',
  contactNo: '98765432101',
  companyName: 'Changban Bridge Trading',
  businessType: 'E_COMMERCE',
};
const INSERT = '/api/official/potentialCust/insert';

let server: TestServer;
/** A second server with a small write budget and a captured log; its database is closed at the end. */
let strict: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  strict = await startTestServer({
    config: { rateLimit: { max: 3, windowMs: 60_000 }, logLevel: 'info' },
    logger: undefined,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
}, 90_000);
afterAll(async () => {
  await server?.close();
  await strict?.app.close();
});

describe('every failure answers the same body shape with the right status', () => {
  it('answers 404 for an unknown route, in the request language', async () => {
    for (const response of [
      await server.get('/api/official/nothing'),
      await server.post('/api/nowhere', {}),
      await server.get(INSERT), // a POST-only path
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', msg: 'The requested API does not exist', data: null });
    }
    expect((await server.get('/nope', { lang: 'zh-CN' })).body.msg).toBe('请求的接口不存在');
    expect((await server.get('/nope', { lang: 'zh-HK' })).body.msg).toBe('請求的介面不存在');
  });

  it('answers 400 MALFORMED_JSON for a body that is not JSON', async () => {
    for (const text of ['{"firstName": "Mei",', "{'a': 1}", 'undefined']) {
      const response = await server.post(INSERT, text, { headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      expectValidResponse('insertLead', 400, response.body);
      expect(response.body).toEqual({ code: 'MALFORMED_JSON', msg: 'The request body is not valid JSON', data: null });
    }
    const zh = await server.post(INSERT, '{', { lang: 'zh-CN', headers: { 'content-type': 'application/json' } });
    expect(zh.body.msg).toBe('请求体不是有效的 JSON');
  });

  it('refuses prototype-poisoning JSON as malformed', async () => {
    const response = await server.post(INSERT, '{"__proto__": {"isAdmin": true}}', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('MALFORMED_JSON');
  });

  it('reads an empty JSON body as no body: fine for the list calls, 400 where a body is needed', async () => {
    const list = await server.post('/api/kyc/country/list', '', { headers: { 'content-type': 'application/json' } });
    expect(list.status).toBe(200);
    const insert = await server.post(INSERT, '', { headers: { 'content-type': 'application/json' } });
    expect(insert.status).toBe(400);
    expect(insert.body).toEqual({ code: 'VALIDATION_FAILED', msg: 'The request body must be a JSON object', data: null });
  });

  it('answers 413 for a body over 64 KB', async () => {
    const response = await server.post(INSERT, { ...LEAD, companyName: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expectValidResponse('insertLead', 413, response.body);
    expect(response.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', msg: 'The request body is larger than 64 KB', data: null });
  });

  it('answers 415 for a body that is not sent as JSON', async () => {
    const response = await server.post(INSERT, 'firstName=Mei', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      lang: 'zh-CN',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', msg: '请以 application/json 格式发送请求体', data: null });
  });

  it('marks every answer nosniff, with a policy that lets it run or frame nothing when opened as a page', async () => {
    for (const response of [
      await server.get('/nope'),
      await server.post(INSERT, '{', { headers: { 'content-type': 'application/json' } }),
      await server.get('/api/health'),
      await server.get('/api/openapi.yaml'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const csp = (response.headers['content-security-policy'] ?? '').split(';').map((directive) => directive.trim());
      expect(csp).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"]));
      expect(csp.join(';')).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('per-IP rate limit on write calls', () => {
  it('answers 429 past the budget, shared by every write call, with Retry-After', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.7' };
    expect((await strict.post(INSERT, LEAD, { headers: ip })).status).toBe(200);
    expect((await strict.post('/api/trade-finance/collect/save', {}, { headers: ip })).status).toBe(400); // counted too
    expect((await strict.post('/api/official/potentialCust/newInsert', LEAD, { headers: ip })).status).toBe(200);
    const limited = await strict.post(INSERT, LEAD, { headers: ip, lang: 'zh-CN' });
    expect(limited.status).toBe(429);
    expectValidResponse('insertLead', 429, limited.body);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await strict.post('/api/export-refund/application/submit', {}, { headers: ip })).status).toBe(429);
  });

  it('keeps reads unlimited and gives each client address its own budget', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 5; i += 1) {
      expect((await strict.post('/api/kyc/country/list', {}, { headers: ip })).status).toBe(200);
      expect((await strict.get('/api/official/potentialCust/listAllPositionEnum', { headers: ip })).status).toBe(200);
    }
    const other = await strict.post(INSERT, LEAD, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(other.status).toBe(200);
  });
});

describe('CORS: only the configured site origins', () => {
  it('allows a site origin, with a preflight', async () => {
    const preflight = await fetch(`${server.origin}${INSERT}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,accept-language',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const simple = await server.get('/api/official/potentialCust/listAllPositionEnum', {
      headers: { origin: 'http://localhost:3005' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('http://localhost:3005');
  });

  it('does not allow any other origin', async () => {
    const response = await server.get('/api/official/potentialCust/listAllPositionEnum', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('meta', () => {
  it('serves openapi.yaml for the developer-tools page', async () => {
    const response = await server.get('/api/openapi.yaml', { headers: { origin: 'http://localhost:3002' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(response.text).toBe(readFileSync(OPENAPI_PATH, 'utf8'));
  });

  it('answers health', async () => {
    const response = await server.get('/api/health');
    expectValidResponse('getHealth', 200, response.body);
    expect(response.body.data).toEqual({ status: 'ok', database: server.db.kind });
  });
});

describe('no personal data in logs, no internals in answers', () => {
  it('logs requests without bodies, query strings or client addresses', async () => {
    logLines.length = 0;
    await strict.post(`${INSERT}?channelId=secret-channel`, LEAD, { headers: { 'x-forwarded-for': '192.0.2.44' } });
    const log = logLines.join('');
    expect(log).toContain('/api/official/potentialCust/insert');
    for (const personal of [...Object.values(LEAD), 'secret-channel', '192.0.2.44', '127.0.0.1']) {
      expect(log).not.toContain(personal);
    }
  });

  it('answers 500 with a generic message when the database fails, and never code 200', async () => {
    await strict.db.close();
    logLines.length = 0;
    const response = await strict.post(INSERT, LEAD, { headers: { 'x-forwarded-for': '192.0.2.45' }, lang: 'en' });
    expect(response.status).toBe(500);
    expectValidResponse('insertLead', 500, response.body);
    expect(response.body).toEqual({
      code: 'INTERNAL_ERROR',
      msg: 'Something went wrong on our side; please try again later',
      data: null,
    });
    expect(response.text).not.toMatch(/INSERT|potential_customer|at .*\.ts|stack/i);
    const log = logLines.join('');
    expect(log).toContain('request failed');
    for (const personal of Object.values(LEAD)) expect(log).not.toContain(personal);
  });
});
