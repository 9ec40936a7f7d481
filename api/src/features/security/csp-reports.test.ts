import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';

const PATH = '/api/security/csp-report';
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ logger: undefined, logStream: { write: (line) => lines.push(line) }, config: { reportRateLimitMax: 5 } });
}, 180_000);
afterAll(() => server?.close());
beforeEach(() => {
  lines.length = 0;
});

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
// Each test sends from its own address (the api trusts the one hop in front of it), so budgets do not mix.
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
