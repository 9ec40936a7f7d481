import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/env';
import { buildServer } from '../server';
import { inject } from '../test/inject';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * Whose word is taken for the client's address, which the per-client write budget keys on (issue 35): a proxy
 * of TRUST_PROXY (by default loopback, where the shell's server and nginx connect from) is believed, any other
 * peer is not, whatever X-Forwarded-For it sends.
 */
const BUDGET = 30;
const INSERT = '/api/official/potentialCust/insert';
let database: TestDatabase;
let app: FastifyInstance;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  // The documented defaults (config/env.ts), the trusted proxies and the budget of 30 a minute among them.
  app = await buildServer({ db: database.db, logger: false, config: { ...loadConfig({}), rateLimit: { max: BUDGET, windowMs: 600_000 } } });
}, 90_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** A lead insert from the peer `remoteAddress`, with the X-Forwarded-For it chooses to send. */
async function insertFrom(remoteAddress: string, forwardedFor?: string): Promise<number> {
  serial += 1;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  const body = { firstName: 'Mei', lastName: `Chan${serial}`, businessEmail: `mei${serial}@example.com`, companyName: 'Harbour Trading', businessType: 'PRIVATE_COMPANY' };
  const response = await inject(app, { method: 'POST', url: INSERT, remoteAddress, headers, payload: JSON.stringify(body) });
  if (response.statusCode === 429) expect(JSON.parse(response.body)).toMatchObject({ code: 'RATE_LIMITED' });
  return response.statusCode;
}

const statusesOf = async (count: number, send: (index: number) => Promise<number>) => {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push(await send(index));
  return statuses;
};
const allowedThenLimited = (allowed: number, limited: number) => [...Array<number>(allowed).fill(200), ...Array<number>(limited).fill(429)];

describe('a client that reaches the api directly', () => {
  it('gets one budget however many X-Forwarded-For values it makes up', async () => {
    const statuses = await statusesOf(35, (index) => insertFrom('203.0.113.50', `198.51.100.${index + 1}`));
    console.log(`untrusted peer, 35 writes with a new X-Forwarded-For each: ${statuses.filter((s) => s === 200).length} accepted, ${statuses.filter((s) => s === 429).length} limited`);
    expect(statuses).toEqual(allowedThenLimited(BUDGET, 5));
  });

  it("cannot spend another client's budget by naming its address", async () => {
    const victim = '198.51.100.77';
    expect(await statusesOf(BUDGET + 2, () => insertFrom('203.0.113.51', victim))).toEqual(allowedThenLimited(BUDGET, 2));
    // The victim, directly and through the shell's server, still has its whole budget.
    expect(await insertFrom(victim)).toBe(200);
    expect(await insertFrom('127.0.0.1', victim)).toBe(200);
  });
});

describe('a client behind a trusted proxy', () => {
  it('is the address the proxy wrote: each client its own budget, through one proxy', async () => {
    expect(await statusesOf(BUDGET + 1, () => insertFrom('127.0.0.1', '198.51.100.21'))).toEqual(allowedThenLimited(BUDGET, 1));
    // Another client through the same proxy (over IPv6 and as a mapped IPv4 address too) is not limited.
    expect(await insertFrom('127.0.0.1', '198.51.100.22')).toBe(200);
    expect(await insertFrom('::1', '198.51.100.23')).toBe(200);
    expect(await insertFrom('::ffff:127.0.0.1', '198.51.100.24')).toBe(200);
  });

  it('is not what the client wrote before the proxy’s own entry', async () => {
    const statuses = await statusesOf(BUDGET + 1, (index) => insertFrom('127.0.0.1', `203.0.113.${index + 1}, 198.51.100.31`));
    expect(statuses).toEqual(allowedThenLimited(BUDGET, 1));
  });
});

describe('TRUST_PROXY', () => {
  let behindBalancer: FastifyInstance;
  beforeAll(async () => {
    // Behind a balancer at 10.0.0.0/8 in front of a proxy on loopback: both are trusted, nothing else.
    behindBalancer = await buildServer({ db: database.db, logger: false, config: { ...loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }), rateLimit: { max: 2, windowMs: 600_000 } } });
  });
  afterAll(() => behindBalancer?.close());

  const from = async (remoteAddress: string, forwardedFor: string) =>
    (await inject(behindBalancer, { method: 'POST', url: '/api/docs/feedback/submit', remoteAddress, headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, payload: '{}' })).statusCode;

  it('walks past every proxy it lists to the first address it does not', async () => {
    // Validation fails (400) but the budget counts each call: the client is 198.51.100.40 on every path.
    expect([await from('127.0.0.1', '198.51.100.40, 10.1.2.3'), await from('10.9.9.9', '198.51.100.40'), await from('127.0.0.1', '203.0.113.9, 198.51.100.40, 10.1.2.3')]).toEqual([400, 400, 429]);
  });

  it('believes nothing from a peer it does not list, loopback included once it is not listed', async () => {
    const custom = await buildServer({ db: database.db, logger: false, config: { ...loadConfig({ TRUST_PROXY: '10.0.0.0/8' }), rateLimit: { max: 1, windowMs: 600_000 } } });
    try {
      const send = async (forwardedFor: string) =>
        (await inject(custom, { method: 'POST', url: '/api/docs/feedback/submit', remoteAddress: '127.0.0.1', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, payload: '{}' })).statusCode;
      expect([await send('198.51.100.41'), await send('198.51.100.42')]).toEqual([400, 429]);
    } finally {
      await custom.close();
    }
  });
});
