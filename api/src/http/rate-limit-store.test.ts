import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildServer } from '../server';
import { inject } from '../test/inject';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * The per-client budgets are counted in the database (issue 35): instances on one database share them. Runs on
 * PGlite and, under `test:pg`, on PostgreSQL with each instance on a pool of its own.
 */
const BUDGET = 4;
const WINDOW_MS = 600_000;
let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let secondDb: Database;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  secondDb = await database.another();
  const config = { rateLimit: { max: BUDGET, windowMs: WINDOW_MS }, reportRateLimitMax: BUDGET };
  first = await buildServer({ db: database.db, logger: false, config });
  second = await buildServer({ db: secondDb, logger: false, config });
}, 90_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.dispose();
});

interface Answer {
  status: number;
  retryAfter: number | undefined;
}

/** A lead insert on `app` from the client at `remoteAddress`. */
async function insert(app: FastifyInstance, remoteAddress: string): Promise<Answer> {
  serial += 1;
  const body = { firstName: 'Mei', lastName: `Chan${serial}`, businessEmail: `mei${serial}@example.com`, companyName: 'Harbour Trading', businessType: 'PRIVATE_COMPANY' };
  const response = await inject(app, { method: 'POST', url: '/api/official/potentialCust/insert', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, retryAfter: retryAfter === undefined ? undefined : Number(retryAfter) };
}

describe('two api instances on one database', () => {
  it('share one budget: the second refuses once the first has used it', async () => {
    const onFirst = [];
    for (let i = 0; i < BUDGET; i += 1) onFirst.push((await insert(first, '198.51.100.10')).status);
    const onSecond = await insert(second, '198.51.100.10');
    expect(onFirst).toEqual([200, 200, 200, 200]);
    expect(onSecond.status).toBe(429);
    expect(onSecond.retryAfter).toBeGreaterThan(0);
    expect(onSecond.retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // Another client still has its whole budget on either instance.
    expect((await insert(second, '198.51.100.11')).status).toBe(200);
  });

  it('count a client alternating between them once: the budget, not twice the budget', async () => {
    const statuses = [];
    for (let i = 0; i < 2 * BUDGET; i += 1) statuses.push((await insert(i % 2 === 0 ? first : second, '198.51.100.12')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it('count calls arriving at the same moment on both exactly once each', async () => {
    const answers = await Promise.all(Array.from({ length: 3 * BUDGET }, (_, i) => insert(i % 2 === 0 ? first : second, '198.51.100.13')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(BUDGET);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(2 * BUDGET);
  });

  it('refill a budget for both once its window has ended', async () => {
    for (let i = 0; i < BUDGET; i += 1) await insert(first, '198.51.100.14');
    expect((await insert(second, '198.51.100.14')).status).toBe(429);
    // The window ends (by the database's clock, which both instances read).
    await database.db.query("UPDATE rate_limit SET expires_at = now() - interval '1 second' WHERE key = '198.51.100.14'");
    expect((await insert(second, '198.51.100.14')).status).toBe(200);
    expect((await insert(first, '198.51.100.14')).status).toBe(200);
  });
});

describe('the store', () => {
  const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), windowMs, BUDGET));

  it('counts one per call and tells the time left in the window', async () => {
    const Store = databaseRateLimitStore(database.db);
    const store = new Store({});
    const counts = [await incr(store, 'test:count', 60_000), await incr(store, 'test:count', 60_000), await incr(store, 'test:count', 60_000)];
    expect(counts.map((count) => count.current)).toEqual([1, 2, 3]);
    for (const count of counts) expect(count.ttl).toBeGreaterThan(50_000);
    expect(counts[0]?.ttl).toBeLessThanOrEqual(60_000);
  });

  it('deletes the rows whose window has ended, and only those', async () => {
    const Store = databaseRateLimitStore(database.db, { cleanupEveryMs: 0 });
    const store = new Store({});
    await incr(store, 'cleanup:ended', 60_000);
    await incr(store, 'cleanup:live', 60_000);
    await database.db.query("UPDATE rate_limit SET expires_at = now() - interval '1 second' WHERE key = 'cleanup:ended'");
    await incr(store, 'cleanup:other', 60_000);
    const keys = await database.db.query<{ key: string }>("SELECT key FROM rate_limit WHERE key LIKE 'cleanup:%' ORDER BY key");
    expect(keys.map((row) => row.key)).toEqual(['cleanup:live', 'cleanup:other']);
  });

  it('reports a database failure to the limiter instead of letting the call through', async () => {
    const broken = { query: () => Promise.reject(new Error('connection lost')), exec: () => Promise.resolve() };
    const Store = databaseRateLimitStore(broken);
    await expect(incr(new Store({}), 'test:broken', 60_000)).rejects.toThrow('connection lost');
  });
});
