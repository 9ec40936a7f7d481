import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';
import { storeViolations } from './csp-reports';

const PATH = '/api/security/csp-report';
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ logger: undefined, logStream: { write: (line) => lines.push(line) }, config: { reportRateLimitMax: 5 } });
}, 180_000);
afterAll(() => server?.close());
beforeEach(async () => {
  lines.length = 0;
  await server.db.query('DELETE FROM csp_report');
});

interface StoredRow {
  directive: string;
  blocked: string;
  page_path: string;
  source_origin: string | null;
  disposition: string;
  fresh: boolean;
}
/** The stored reports, oldest first, every column but the id. */
const stored = () =>
  server.db.query<StoredRow>(
    `SELECT directive, blocked, page_path, source_origin, disposition, received_at > now() - interval '1 minute' AS fresh
     FROM csp_report ORDER BY id`,
  );

const REPORTS = 'application/reports+json';
const LEGACY = 'application/csp-report';
const violation = (overrides: Record<string, unknown> = {}) => ({
  type: 'csp-violation',
  age: 3,
  url: 'https://www.example.com/en_us/docs/create-a-payout?q=secret',
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: 'https://www.example.com/en_us/docs/create-a-payout?q=secret#top',
    blockedURL: 'https://evil.example/steal.js?token=abc',
    effectiveDirective: 'script-src-elem',
    originalPolicy: "default-src 'self'",
    sample: '<script>alert(1)</script>',
    disposition: 'enforce',
    statusCode: 200,
    ...overrides,
  },
});
const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; csp?: unknown }).filter((entry) => entry.msg === 'content security policy violation');
// Each test sends as its own client (the test connects from loopback, a trusted proxy, so X-Forwarded-For is believed), so budgets do not mix.
let client = 0;
const from = (contentType: string) => ({ headers: { 'content-type': contentType, 'x-forwarded-for': `203.0.113.${(client += 1)}` } });

describe('Content Security Policy reports', () => {
  it('accepts a Reporting API delivery, counts its CSP violations and logs only directive, origin and path', async () => {
    const other = { type: 'deprecation', url: 'https://www.example.com/', body: {} };
    const response = await server.post(PATH, [violation(), violation({ blockedURL: 'inline', effectiveDirective: 'style-src-attr' }), other], from(REPORTS));
    expect(response.status).toBe(200);
    expectValidResponse('reportCspViolation', 200, response.body);
    expect(response.body.data).toEqual({ accepted: 2 });
    expect(logged().map((entry) => entry.csp)).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example', page: '/en_us/docs/create-a-payout', disposition: 'enforce' },
      { directive: 'style-src-attr', blocked: 'inline', page: '/en_us/docs/create-a-payout', disposition: 'enforce' },
    ]);
    // Nothing the report carried beyond that is kept or sent back: no sample, query string or token.
    for (const text of [...lines, response.text]) expect(text).not.toMatch(/alert|secret|token|steal/);
  });

  it("stores each violation as directive, blocked origin, page path and the script's origin, and nothing else", async () => {
    const delivery = [violation({ sourceFile: 'https://cdn.example/lib/app.js?token=abc' }), violation({ blockedURL: 'inline', effectiveDirective: 'style-src-attr', disposition: 'report' })];
    expect((await server.post(PATH, delivery, from(REPORTS))).status).toBe(200);
    const legacy = { 'csp-report': { 'document-uri': 'https://www.example.com/zh_hk/about?secret=1', 'blocked-uri': 'data:image/png;base64,AAAA', 'violated-directive': 'img-src', 'script-sample': 'alert(1)' } };
    expect((await server.post(PATH, legacy, from(LEGACY))).status).toBe(200);
    const rows = await stored();
    expect(rows).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example', page_path: '/en_us/docs/create-a-payout', source_origin: 'https://cdn.example', disposition: 'enforce', fresh: true },
      { directive: 'style-src-attr', blocked: 'inline', page_path: '/en_us/docs/create-a-payout', source_origin: null, disposition: 'report', fresh: true },
      { directive: 'img-src', blocked: 'data:', page_path: '/zh_hk/about', source_origin: null, disposition: 'enforce', fresh: true },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/alert|secret|token|steal|lib|AAAA/);
  });

  it('keeps only the newest reports, and none older than the retention, whatever a page sends', async () => {
    const summary = (page: string) => ({ directive: 'script-src', blocked: 'eval', page, disposition: 'enforce' as const });
    for (const page of ['/1', '/2', '/3', '/4', '/5']) await storeViolations(server.db, [summary(page)], { keep: 3, days: 30 });
    expect((await stored()).map((row) => row.page_path)).toEqual(['/3', '/4', '/5']);
    // A report from 31 days ago goes with the next insert, however few rows there are.
    await server.db.query("UPDATE csp_report SET received_at = now() - interval '31 days' WHERE page_path = '/4'");
    await storeViolations(server.db, [summary('/6')], { keep: 3, days: 30 });
    expect((await stored()).map((row) => row.page_path)).toEqual(['/5', '/6']);
  });

  it('accepts a report-uri report of older browsers', async () => {
    const body = { 'csp-report': { 'document-uri': 'https://www.example.com/zh_cn/', 'blocked-uri': 'eval', 'violated-directive': "script-src 'self'" } };
    const response = await server.post(PATH, body, from(LEGACY));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ accepted: 1 });
    expect(logged().map((entry) => entry.csp)).toEqual([{ directive: 'script-src', blocked: 'eval', page: '/zh_cn/', disposition: 'enforce' }]);
  });

  it.each([
    ['an empty delivery', REPORTS, []],
    ['a report without a body', REPORTS, [{ type: 'csp-violation' }]],
    ['a directive of 1,000 characters', REPORTS, [violation({ effectiveDirective: 'x'.repeat(1000) })]],
    ['a number for a URL', REPORTS, [violation({ documentURL: 42 })]],
    ['an object where a list is expected', REPORTS, violation()],
    ['a legacy report without its page', LEGACY, { 'csp-report': { 'blocked-uri': 'inline' } }],
    ['a list where a legacy report is expected', LEGACY, [violation()]],
  ])('refuses %s with 400 and logs nothing', async (_name, contentType, body) => {
    const response = await server.post(PATH, body, from(contentType));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', data: null });
    expect(typeof response.body.msg).toBe('string');
    expect(logged()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['en', 'The request body must be a list of 1 to 20 reports, each a JSON object'],
    ['zh-CN', '请求体必须是包含 1 到 20 份报告的列表，每份报告为 JSON 对象'],
    ['zh-HK', '請求內容必須是包含 1 至 20 份報告的列表，每份報告為 JSON 物件'],
  ])('tells a delivery that is not a list of reports what it must be (%s), not "a JSON object"', async (lang, msg) => {
    for (const body of [violation(), [], Array.from({ length: 21 }, () => violation()), [42], 'csp']) {
      const options = from(REPORTS);
      const response = await server.post(PATH, JSON.stringify(body), { ...options, lang });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg, data: null });
    }
    // A list sent as a legacy report is told that one is a JSON object, which it is.
    const legacy = await server.post(PATH, [violation()], { ...from(LEGACY), lang });
    expect(legacy.body.msg).toMatch(/JSON (object|对象|物件)$/);
    expect(legacy.body.msg).not.toMatch(/list|列表/);
  });

  it('refuses a body that is not JSON, another media type, and more than 16 KB', async () => {
    expect((await server.post(PATH, '{"csp-report": ', from(LEGACY))).body.code).toBe('MALFORMED_JSON');
    const text = await server.post(PATH, 'csp', from('text/plain'));
    expect(text.status).toBe(415);
    expect(text.body.code).toBeTruthy();
    const huge = await server.post(PATH, Array.from({ length: 20 }, () => violation({ originalPolicy: 'x'.repeat(4000) })), from(REPORTS));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(logged()).toEqual([]);
  });

  it('keeps the report media types to this operation: the lead form still answers 415 to them', async () => {
    const response = await server.post('/api/official/potentialCust/insert', { 'csp-report': {} }, from(LEGACY));
    expect(response.status).toBe(415);
  });

  it('limits reports per client on a budget of their own, with 429 and Retry-After', async () => {
    const options = from(LEGACY);
    const body = { 'csp-report': { 'document-uri': 'https://www.example.com/en_us' } };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await server.post(PATH, body, options)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await server.post(PATH, body, options);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body.code).toBe('RATE_LIMITED');
    // Another client still has its budget, and the same client's form submissions are untouched (the lead
    // form's own checks answer, not the limit).
    expect((await server.post(PATH, body, from(LEGACY))).status).toBe(200);
    const lead = await server.post('/api/official/potentialCust/insert', {}, { headers: { ...options.headers, 'content-type': 'application/json' } });
    expect(lead.status).toBe(400);
    expect(lead.body.code).toBe('VALIDATION_FAILED');
  });
});
