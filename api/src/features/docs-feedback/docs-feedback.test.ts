import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../db/migrate';
import { buildServer } from '../../server';
import { expectValidResponse } from '../../test/openapi-response';
import { openPgliteDirectory } from '../../test/test-database';
import { startTestServer, TEST_CONFIG, type TestServer } from '../../test/test-server';

const SUBMIT = '/api/docs/feedback/submit';
const REPORT = '/api/docs/feedback/report';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const VALID = { article: 'create-a-payout', lang: 'en_us', voter: randomUUID(), helpful: false, comment: 'Where do I reset the payment password?' };

describe('help article feedback (issue 16)', () => {
  it('stores an answer and counts it in the report, per article and per page language', async () => {
    const stored = await server.post(SUBMIT, VALID);
    expect(stored.status).toBe(200);
    expectValidResponse('submitArticleFeedback', 200, stored.body);
    expect(stored.body.data).toMatchObject({ article: 'create-a-payout', lang: 'en_us', helpful: false });
    await server.post(SUBMIT, { article: 'create-a-payout', lang: 'zh_hk', voter: randomUUID(), helpful: true });
    await server.post(SUBMIT, { article: 'convert-currency', lang: 'zh_cn', voter: randomUUID(), helpful: true, comment: '   ' });

    const report = await server.get(REPORT);
    expect(report.status).toBe(200);
    expectValidResponse('getArticleFeedbackReport', 200, report.body);
    expect(report.body.data.articles).toEqual([
      {
        article: 'create-a-payout',
        helpful: 1,
        notHelpful: 1,
        comments: 1,
        byLang: { en_us: { helpful: 0, notHelpful: 1, comments: 1 }, zh_hk: { helpful: 1, notHelpful: 0, comments: 0 } },
      },
      // A blank comment is no comment.
      { article: 'convert-currency', helpful: 1, notHelpful: 0, comments: 0, byLang: { zh_cn: { helpful: 1, notHelpful: 0, comments: 0 } } },
    ]);
  });

  it('keeps one answer per browser: a second vote replaces the first, per article and page language', async () => {
    const voter = randomUUID();
    const counts = async (article: string) => ((await server.get(REPORT)).body.data.articles as { article: string }[]).find((a) => a.article === article);
    const first = await server.post(SUBMIT, { article: 'kyc-onboarding', lang: 'en_us', voter, helpful: false, comment: 'Step 3 was unclear' });
    expect(first.status).toBe(200);
    // The reader changes their mind: it counts once, as the later answer, and the earlier comment goes with it.
    const second = await server.post(SUBMIT, { article: 'kyc-onboarding', lang: 'en_us', voter, helpful: true });
    expect(second.status).toBe(200);
    expectValidResponse('submitArticleFeedback', 200, second.body);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await counts('kyc-onboarding')).toEqual({ article: 'kyc-onboarding', helpful: 1, notHelpful: 0, comments: 0, byLang: { en_us: { helpful: 1, notHelpful: 0, comments: 0 } } });
    // The same browser on another page language, and another browser, are answers of their own.
    await server.post(SUBMIT, { article: 'kyc-onboarding', lang: 'zh_cn', voter, helpful: false });
    await server.post(SUBMIT, { article: 'kyc-onboarding', lang: 'en_us', voter: randomUUID(), helpful: false });
    expect(await counts('kyc-onboarding')).toMatchObject({ helpful: 1, notHelpful: 2, byLang: { en_us: { helpful: 1, notHelpful: 1 }, zh_cn: { helpful: 0, notHelpful: 1 } } });
    const rows = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM article_feedback WHERE article = 'kyc-onboarding'");
    expect(rows[0]?.n).toBe(3);
  });

  it('never sends a comment back, and takes markup as plain text', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const stored = await server.post(SUBMIT, { ...VALID, voter: randomUUID(), comment: markup });
    expect(stored.status).toBe(200);
    expect(stored.text).not.toContain('onerror');
    expect((await server.get(REPORT)).text).not.toContain('onerror');
    const rows = await server.db.query<{ comment: string }>('SELECT comment FROM article_feedback WHERE id = $1', [stored.body.data.id]);
    expect(rows[0]?.comment).toBe(markup);
  });

  // field, body
  const bad: [string, Record<string, unknown>][] = [
    ['article', { ...VALID, article: undefined }],
    ['article', { ...VALID, article: '../etc/passwd' }],
    ['article', { ...VALID, article: 'a'.repeat(101) }],
    ['lang', { ...VALID, lang: 'fr' }],
    ['voter', { ...VALID, voter: undefined }],
    ['voter', { ...VALID, voter: 'not-a-uuid' }],
    ['voter', { ...VALID, voter: 'urn:uuid:3f2b8c1e-6d4a-4e8f-9b7c-2a1d5e6f7a8b' }],
    ['voter', { ...VALID, voter: 'reader@example.com' }],
    ['helpful', { ...VALID, helpful: 'yes' }],
    ['helpful', { article: 'create-a-payout', lang: 'en_us', voter: randomUUID() }],
    ['comment', { ...VALID, comment: 'x'.repeat(501) }],
    ['comment', { ...VALID, comment: 42 }],
  ];
  it.each(bad)('answers 400 naming %s for a bad body, and stores nothing', async (field, body) => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_feedback');
    const response = await server.post(SUBMIT, body, { lang: 'zh-CN' });
    expect(response.status).toBe(400);
    expectValidResponse('submitArticleFeedback', 400, response.body);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(response.text).not.toMatch(/passwd|reader@example/);
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_feedback');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers 400 for a body that is not JSON, and ignores unknown fields as every operation does', async () => {
    expect((await server.post(SUBMIT, '{"article":')).body.code).toBe('MALFORMED_JSON');
    const extra = await server.post(SUBMIT, { ...VALID, score: 5 });
    expect(extra.status).toBe(200);
    expect(JSON.stringify(extra.body)).not.toContain('score');
  });

  it('is a write call: rate limited with the others', async () => {
    const strict = await startTestServer({ config: { rateLimit: { max: 1, windowMs: 60_000 } } });
    try {
      const ip = { 'x-forwarded-for': '198.51.100.16' };
      expect((await strict.post(SUBMIT, VALID, { headers: ip })).status).toBe(200);
      expect((await strict.post(SUBMIT, VALID, { headers: ip })).status).toBe(429);
      expect((await strict.get(REPORT, { headers: ip })).status).toBe(200);
    } finally {
      await strict.close();
    }
  }, 60_000);
});

describe('help article feedback survives a restart (PGlite on disk)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-api-feedback-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = async () => {
    const db = await openPgliteDirectory(dataDir);
    await migrate(db);
    const app = await buildServer({ logger: false, config: TEST_CONFIG, db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return {
      origin,
      stop: async () => {
        await app.close();
        await db.close();
      },
    };
  };

  it('keeps every stored answer', async () => {
    const first = await start();
    for (const helpful of [true, true, false]) {
      const response = await fetch(`${first.origin}${SUBMIT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ article: 'role-management', lang: 'zh_cn', voter: randomUUID(), helpful }),
      });
      expect(response.status).toBe(200);
    }
    await first.stop();

    const second = await start();
    try {
      const report = (await (await fetch(`${second.origin}${REPORT}`)).json()) as { data: { articles: unknown[] } };
      expect(report.data.articles).toEqual([{ article: 'role-management', helpful: 2, notHelpful: 1, comments: 0, byLang: { zh_cn: { helpful: 2, notHelpful: 1, comments: 0 } } }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
