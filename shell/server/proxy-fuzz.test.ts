/**
 * @jest-environment node
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { describeFigures, fuzzOperations, runFuzz } from '@site/shared/testing/fuzz';
import { registerApiProxy } from './api-proxy';
import { createStaticServer } from './static-server';
import { spawnApi, type SpawnedApi } from './testing/spawn-api';

/**
 * The fuzz suite on the path a visitor's request takes (docs/security.md): the shell's proxy in front of the
 * real api. The same bodies as the api's own fuzz test (same seed); nothing may answer 5xx, and every refusal,
 * the proxy's own included, is `{ code, msg }`.
 */
const SEED = 20261123;
const PER_FAMILY = 1_000;
let api: SpawnedApi;
let site: FastifyInstance;
let base = '';

beforeAll(async () => {
  // Both budgets lifted: the suite is about what the bodies do, not about the limits (rate-limit.test.ts).
  api = await spawnApi({ RATE_LIMIT_MAX: '10000000', REPORT_RATE_LIMIT_MAX: '10000000' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-fuzz-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  site = await createStaticServer({ root, port: 0, configure: (app) => registerApiProxy(app, { upstream: api.origin }) });
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}, 150_000);

afterAll(async () => {
  await site?.close();
  await api?.stop();
});

test('answers every mutated body through the proxy without a 5xx, with { code, msg } naming the field', async () => {
  const document: unknown = parse(fs.readFileSync(path.resolve(__dirname, '../../api/openapi.yaml'), 'utf8'));
  const figures = await runFuzz({
    operations: fuzzOperations(document),
    perFamily: PER_FAMILY,
    seed: SEED,
    send: async (operation, request) => {
      const headers: Record<string, string> = {};
      if (request.contentType !== undefined) headers['content-type'] = request.contentType;
      const response = await fetch(`${base}${operation.path}`, { method: operation.method, headers, body: typeof request.body === 'string' ? request.body : Buffer.from(request.body) });
      return { status: response.status, text: await response.text() };
    },
  });
  console.log(describeFigures("through the shell's proxy", figures));
  expect(figures.failures).toEqual([]);
  expect(figures.serverErrors).toBe(0);
  for (const entry of Object.values(figures.byFamily)) expect(entry.tried).toBeGreaterThanOrEqual(PER_FAMILY);
  // Every family reaches the api's validation, the reports' too: some bodies stored, many refused naming the field.
  for (const [family, entry] of Object.entries(figures.byFamily)) {
    expect({ family, stored: (entry.statuses['200'] ?? 0) > 0, refused: (entry.statuses['400'] ?? 0) > entry.tried / 10 }).toEqual({ family, stored: true, refused: true });
  }
}, 240_000);
