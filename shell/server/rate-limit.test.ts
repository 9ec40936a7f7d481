/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerApiProxy } from './api-proxy';
import { createStaticServer } from './static-server';
import { spawnApi, type SpawnedApi } from './testing/spawn-api';

/**
 * The per-client write limit on the path a visitor's request takes: the shell's proxy, then the real api
 * (its default trust of exactly one hop). Two clients are two loopback addresses (127.0.0.1 and 127.0.0.2).
 */
const BUDGET = 4;
let api: SpawnedApi;
let site: FastifyInstance;
let port = 0;

beforeAll(async () => {
  api = await spawnApi({ RATE_LIMIT_MAX: String(BUDGET), RATE_LIMIT_WINDOW_MS: '600000' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  site = await createStaticServer({ root, port: 0, configure: (app) => registerApiProxy(app, { upstream: api.origin }) });
  port = (site.server.address() as AddressInfo).port;
}, 150_000);

afterAll(async () => {
  await site?.close();
  await api?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { code?: string; msg?: string };
}

let serial = 0;
/** A lead insert from `localAddress`, with whatever extra headers a client chooses to send. */
function insertFrom(localAddress: string, headers: Record<string, string> = {}): Promise<Answer> {
  serial += 1;
  const body = JSON.stringify({ firstName: 'Mei', lastName: `Chan${serial}`, businessEmail: `mei${serial}@example.com`, companyName: 'Harbour Trading Ltd', businessType: 'PRIVATE_COMPANY' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/api/official/potentialCust/insert', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers }, agent: false },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, body: JSON.parse(text) as Answer['body'] });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

test('a made-up X-Forwarded-For gets no fresh budget, and one client cannot use up another one', async () => {
  const spoofed: Answer[] = [];
  for (let i = 0; i < BUDGET + 3; i += 1) {
    spoofed.push(await insertFrom('127.0.0.1', { 'x-forwarded-for': randomAddress(), 'x-real-ip': randomAddress(), forwarded: `for=${randomAddress()}` }));
  }
  const statuses = spoofed.map((answer) => answer.status);
  console.log(`rate limit through the shell's proxy: ${spoofed.length} writes with a new X-Forwarded-For each -> ${statuses.filter((s) => s === 200).length} accepted, ${statuses.filter((s) => s === 429).length} limited`);
  expect(statuses).toEqual([...Array<number>(BUDGET).fill(200), 429, 429, 429]);
  const limited = spoofed[BUDGET];
  expect(limited?.body).toMatchObject({ code: 'RATE_LIMITED', msg: expect.stringMatching(/try again in \d+ seconds/) });
  expect(Number(limited?.retryAfter)).toBeGreaterThan(0);

  // The other client still has its whole budget, and then is limited in turn.
  const other: number[] = [];
  for (let i = 0; i < BUDGET + 1; i += 1) other.push((await insertFrom('127.0.0.2')).status);
  expect(other).toEqual([...Array<number>(BUDGET).fill(200), 429]);
}, 60_000);
