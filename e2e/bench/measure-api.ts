import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  acknowledged: number;
  stored?: number;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
export const API_CONNECTIONS = 10;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the api did not answer at ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function lead(i: number) {
  return {
    firstName: 'Load',
    lastName: `Test${i}`,
    jobTitle: 'GENERAL_MANAGER',
    businessEmail: `load${i}@example.com`,
    areaCode: '+852',
    areaName: 'Hong Kong',
    contactNo: String(90000000 + i),
    interestedProduct: ['PAYMENT_FX'],
    companyName: `Load Test Co ${i}`,
    businessType: 'E_COMMERCE',
    country: 'Hong Kong',
  };
}

/**
 * Throughput of the api on its embedded database: a private api process on a fresh PGlite
 * directory, 20 s of lead inserts and 20 s of rate-history reads with autocannon, then the
 * stored row count compared with the inserts the api acknowledged.
 */
export async function measureApi(durationSeconds: number): Promise<LoadFigures[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const port = 3199;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['--filter', '@site/api', 'start'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'error' },
  });
  const figures: LoadFigures[] = [];
  try {
    await waitForHealth(`${base}/api/health`, 120_000);
    let counter = 0;
    const insert = await autocannon({
      url: `${base}/api/official/potentialCust/insert`,
      connections: API_CONNECTIONS,
      duration: durationSeconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(lead((counter += 1))) }),
        },
      ],
    });
    figures.push({
      name: 'lead insert',
      requestsPerSecond: insert.requests.average,
      p50Ms: insert.latency.p50,
      p99Ms: insert.latency.p99,
      errors: insert.errors + insert.timeouts,
      non2xx: insert.non2xx,
      acknowledged: insert['2xx'],
    });

    const now = Date.now();
    const day = 86_400_000;
    const rates = await autocannon({
      url: `${base}/api/rate/hisExchangeRate/getHisRateData`,
      connections: API_CONNECTIONS,
      duration: durationSeconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        current: 1,
        size: 100,
        queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY', startTime: new Date(now - 30 * day).toISOString().slice(0, 10), endTime: new Date(now).toISOString().slice(0, 10) },
      }),
    });
    figures.push({
      name: 'rate history',
      requestsPerSecond: rates.requests.average,
      p50Ms: rates.latency.p50,
      p99Ms: rates.latency.p99,
      errors: rates.errors + rates.timeouts,
      non2xx: rates.non2xx,
      acknowledged: rates['2xx'],
    });
  } finally {
    await stop(child);
  }

  // Every acknowledged insert must be in the database once the api is gone.
  const db = new PGlite(dataDir);
  const { rows } = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM potential_customer');
  await db.close();
  const inserts = figures.find((figure) => figure.name === 'lead insert');
  if (inserts) inserts.stored = Number(rows[0]?.count ?? Number.NaN);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return figures;
}
