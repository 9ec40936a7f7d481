import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { API_ROOT } from './config/paths';
import { createDatabase, type Database } from './db/database';
import { openPgliteDirectory } from './test/test-database';

/**
 * Acknowledged means stored (docs/security.md): the real api, started as `npm start` starts it, takes writes
 * with bounded concurrency, is killed with SIGKILL mid-load (no shutdown hook runs), and restarts on the same
 * store; three rounds. Then every record it answered code '200' for is there and the store opens cleanly. On
 * PGlite always; on PostgreSQL too when DATABASE_URL is set (CI's api suite runs with it).
 */
const ROUNDS = 3;
const IN_FLIGHT = 8;
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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
}

/** The store under test: how the api is pointed at it, and how a test reads it afterwards. */
interface Store {
  name: string;
  env: NodeJS.ProcessEnv;
  open: () => Promise<Database>;
  dispose: () => Promise<void>;
}

function pgliteStore(): Store {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-api-restart-'));
  return {
    name: 'PGlite',
    env: { PGLITE_DIR: dataDir, DATABASE_URL: undefined },
    open: () => openPgliteDirectory(dataDir),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresStore(adminUrl: string): Promise<Store> {
  const name = `api_restart_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open: () => createDatabase({ kind: 'postgres', url: url.toString() }, { migrate: false }),
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function startApi(store: Store): Promise<Running> {
  const port = await freePort();
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', ...store.env };
  // A variable the store sets to undefined is left out (PGlite's store drops DATABASE_URL).
  const env = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  // As `npm start` runs it: one node process with tsx's loader, so SIGKILL really kills the server (the tsx
  // CLI would run it in a child process that outlives a killed parent).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited early (the store did not open cleanly?):\n${output}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { child, base };
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
    const response = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await response.json()) as { code: string; data: { id: string } };
  } catch {
    return undefined; // the process was killed under this request: not acknowledged
  }
}

interface Acked {
  leads: string[];
  applications: string[];
  flags: string[];
}

/** One write of kind `i % 3`, recorded in `acked` when the api answers code '200'. */
async function write(base: string, i: number, acked: Acked): Promise<boolean> {
  if (i % 3 === 0) {
    const body = await post(base, '/api/official/potentialCust/insert', { firstName: `Lead${i}`, lastName: 'Restart', businessEmail: `lead${i}@example.com`, companyName: `Company ${i}`, businessType: 'OTHERS' });
    if (body?.code === '200') acked.leads.push(body.data.id);
    return body?.code === '200';
  }
  if (i % 3 === 1) {
    const body = await post(base, '/api/export-refund/application/submit', { firstName: '王', lastName: `${i}`, businessEmail: `app${i}@example.cn`, contactNo: '13800138000', companyName: `企业${i}`, usci: '914403001922038216', businessType: 'TRADING' });
    if (body?.code === '200') acked.applications.push(body.data.id);
    return body?.code === '200';
  }
  const flag = randomUUID();
  const body = await post(base, '/api/big-data/travelCustomerQuestionnaire/saveOrUpdate', { customerFlag: flag, step: 1, companyName: `Travel ${i}`, contactPerson: 'Li', businessEmail: `ota${i}@example.com`, areaCode: '+65', contactNo: '81234567', country: 'Singapore' });
  if (body?.code === '200') acked.flags.push(flag);
  return body?.code === '200';
}

/** Writes with IN_FLIGHT at a time until `killAfter` are acknowledged, kills the api with SIGKILL there, waits for what was in flight. */
async function roundOfLoad(api: Running, acked: Acked, killAfter: number, offset: number): Promise<number> {
  let ackedThisRound = 0;
  let next = offset;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const i = next;
      next += 1;
      if (await write(api.base, i, acked)) {
        ackedThisRound += 1;
        if (ackedThisRound >= killAfter && !killed) {
          killed = true;
          api.child.kill('SIGKILL');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  expect(await exited(api.child)).toEqual({ code: null, signal: 'SIGKILL' });
  return next;
}

async function checkDurability(store: Store): Promise<void> {
  const acked: Acked = { leads: [], applications: [], flags: [] };
  let offset = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const api = await startApi(store);
    offset = await roundOfLoad(api, acked, 40 + 15 * round, offset);
  }

  // The restarted api opens the store, answers for every acknowledged questionnaire, takes a new write, stops cleanly.
  const last = await startApi(store);
  for (const flag of acked.flags) {
    const response = await fetch(`${last.base}/api/big-data/travelCustomerQuestionnaire/queryByCustomerFlag`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerFlag: flag }) });
    expect(response.status).toBe(200);
  }
  expect((await post(last.base, '/api/official/potentialCust/insertNoEmail', { firstName: 'A', lastName: 'B', companyName: 'C', businessType: 'OTHERS' }))?.code).toBe('200');
  last.child.kill('SIGTERM');
  expect(await exited(last.child)).toEqual({ code: 0, signal: null });

  const db = await store.open();
  try {
    const count = async (sql: string, ids: string[]) => (await db.query<{ n: number }>(sql, [ids]))[0]?.n ?? 0;
    const found =
      (await count('SELECT count(*)::int AS n FROM potential_customer WHERE id = ANY($1::uuid[])', acked.leads)) +
      (await count('SELECT count(*)::int AS n FROM export_refund_application WHERE id = ANY($1::uuid[])', acked.applications)) +
      (await count('SELECT count(*)::int AS n FROM travel_customer_questionnaire WHERE customer_flag = ANY($1::uuid[])', acked.flags));
    const total = acked.leads.length + acked.applications.length + acked.flags.length;
    console.log(`durability on ${store.name}: ${ROUNDS} rounds of kill -9 under load (${IN_FLIGHT} writes in flight), ${total} acknowledged, ${total - found} lost`);
    expect(total).toBeGreaterThanOrEqual(40 + 55 + 70);
    expect(found).toBe(total);
  } finally {
    await db.close();
  }
}

it('keeps every acknowledged record across three SIGKILLs and restarts on PGlite', async () => {
  const store = pgliteStore();
  try {
    await checkDurability(store);
  } finally {
    await store.dispose();
  }
}, 300_000);

const databaseUrl = process.env.DATABASE_URL;
// CI runs the api suite a second time with DATABASE_URL (scripts/test.mjs, api/scripts/test-pg.mjs): the same on PostgreSQL.
if (databaseUrl) {
  it('keeps every acknowledged record across three SIGKILLs and restarts on PostgreSQL', async () => {
    const store = await postgresStore(databaseUrl);
    try {
      await checkDurability(store);
    } finally {
      await store.dispose();
    }
  }, 300_000);
}

it('on SIGTERM stops accepting, finishes the request in flight with its write, then exits 0', async () => {
  const store = pgliteStore();
  try {
    const api = await startApi(store);
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

    const db = await store.open();
    try {
      const rows = await db.query<{ company_name: string }>('SELECT company_name FROM potential_customer WHERE id = $1', [data.id]);
      expect(rows).toEqual([{ company_name: 'Drain in flight' }]);
    } finally {
      await db.close();
    }
  } finally {
    await store.dispose();
  }
}, 120_000);
