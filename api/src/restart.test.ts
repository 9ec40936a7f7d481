import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from './config/paths';
import { openPgliteDirectory } from './test/test-database';

/**
 * Acknowledged means stored (issue 3, point 6): the real api, started as `pnpm start` does, takes writes on an
 * on-disk PGlite, is killed with SIGKILL (no shutdown hook runs), restarts on the same folder, and every record
 * it answered code '200' for is there.
 */
const children: ChildProcess[] = [];
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-api-restart-'));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startApi(): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  };
  delete env.DATABASE_URL; // this test is about PGlite's folder surviving a kill
  // As `pnpm start` runs it: one node process with tsx's loader, so SIGKILL really kills the server (the tsx
  // CLI would run it in a child process that outlives a killed parent).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited early:\n${output}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`api did not come up:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

async function post(base: string, url: string, body: unknown): Promise<{ code: string; data: { id: string } } | undefined> {
  try {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; data: { id: string } };
  } catch {
    return undefined; // the process was killed under this request: not acknowledged
  }
}

it('keeps every acknowledged record across a SIGKILL and a restart', async () => {
  const first = await startApi();
  const acked = { leads: [] as string[], applications: [] as string[], flags: [] as string[] };
  const writes: Promise<void>[] = [];
  let ackCount = 0;
  let killed: Promise<unknown> | undefined;
  const ack = () => {
    ackCount += 1;
    // Kill while writes are still in flight: some are acknowledged, some never will be.
    if (ackCount === 45 && !killed) {
      first.child.kill('SIGKILL');
      killed = exited(first.child);
    }
  };
  for (let i = 0; i < 90; i += 1) {
    const kind = i % 3;
    if (kind === 0) {
      writes.push(
        post(first.base, '/api/official/potentialCust/insert', {
          firstName: `Lead${i}`,
          lastName: 'Restart',
          businessEmail: `lead${i}@example.com`,
          companyName: `Company ${i}`,
          businessType: 'OTHERS',
        }).then((body) => {
          if (body?.code === '200') {
            acked.leads.push(body.data.id);
            ack();
          }
        }),
      );
    } else if (kind === 1) {
      writes.push(
        post(first.base, '/api/export-refund/application/submit', {
          firstName: '王',
          lastName: `${i}`,
          businessEmail: `app${i}@example.cn`,
          contactNo: '13800138000',
          companyName: `企业${i}`,
          usci: '914403001922038216',
          businessType: 'TRADING',
        }).then((body) => {
          if (body?.code === '200') {
            acked.applications.push(body.data.id);
            ack();
          }
        }),
      );
    } else {
      const flag = randomUUID();
      writes.push(
        post(first.base, '/api/big-data/travelCustomerQuestionnaire/saveOrUpdate', {
          customerFlag: flag,
          step: 1,
          companyName: `Travel ${i}`,
          contactPerson: 'Li',
          businessEmail: `ota${i}@example.com`,
          areaCode: '+65',
          contactNo: '81234567',
          country: 'Singapore',
        }).then((body) => {
          if (body?.code === '200') {
            acked.flags.push(flag);
            ack();
          }
        }),
      );
    }
  }
  await Promise.all(writes);
  if (!killed) {
    first.child.kill('SIGKILL');
    killed = exited(first.child);
  }
  expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
  const total = acked.leads.length + acked.applications.length + acked.flags.length;
  expect(total).toBeGreaterThanOrEqual(45);

  // The restarted api recovers the folder and answers for every acknowledged questionnaire.
  const second = await startApi();
  for (const flag of acked.flags) {
    const response = await fetch(`${second.base}/api/big-data/travelCustomerQuestionnaire/queryByCustomerFlag`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerFlag: flag }),
    });
    expect(response.status).toBe(200);
  }
  // A new write works too, then a clean stop.
  expect((await post(second.base, '/api/official/potentialCust/insertNoEmail', { firstName: 'A', lastName: 'B', companyName: 'C', businessType: 'OTHERS' }))?.code).toBe('200');
  second.child.kill('SIGTERM');
  expect(await exited(second.child)).toEqual({ code: 0, signal: null });

  // And every acknowledged row is in the folder.
  const db = await openPgliteDirectory(dataDir);
  try {
    const count = async (table: string, ids: string[]) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]))[0]?.n;
    expect(await count('potential_customer', acked.leads)).toBe(acked.leads.length);
    expect(await count('export_refund_application', acked.applications)).toBe(acked.applications.length);
    const flags = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM travel_customer_questionnaire WHERE customer_flag = ANY($1::uuid[])',
      [acked.flags],
    );
    expect(flags[0]?.n).toBe(acked.flags.length);
  } finally {
    await db.close();
  }
}, 180_000);

it('on SIGTERM stops accepting, finishes the request in flight with its write, then exits 0', async () => {
  const api = await startApi();
  const { port } = new URL(api.base);
  const lead = JSON.stringify({ firstName: 'Term', lastName: 'Drain', businessEmail: 'term@example.com', companyName: 'Drain in flight', businessType: 'OTHERS' });
  // A request the api has begun (its headers are in) but whose body is still arriving when the signal comes.
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/official/potentialCust/insert', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(lead) } });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  request.write(lead.slice(0, 20));
  await new Promise((resolve) => setTimeout(resolve, 300));

  api.child.kill('SIGTERM');
  const stopped = exited(api.child);
  // New connections are refused at once (a balancer sends them to another instance)…
  const deadline = Date.now() + 10_000;
  let refused = false;
  while (!refused && Date.now() < deadline) {
    refused = await fetch(`${api.base}/healthz`).then(
      () => false,
      (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
    );
    if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(refused).toBe(true);
  expect(api.child.exitCode).toBeNull(); // …while it waits for the request in flight.

  request.end(lead.slice(20));
  const { status, body } = await answered;
  expect(status).toBe(200);
  const { code, data } = JSON.parse(body) as { code: string; data: { id: string } };
  expect(code).toBe('200');
  expect(await stopped).toEqual({ code: 0, signal: null });

  const db = await openPgliteDirectory(dataDir);
  try {
    const rows = await db.query<{ company_name: string }>('SELECT company_name FROM potential_customer WHERE id = $1', [data.id]);
    expect(rows).toEqual([{ company_name: 'Drain in flight' }]);
  } finally {
    await db.close();
  }
}, 120_000);
