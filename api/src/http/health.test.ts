import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildServer } from '../server';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { TEST_CONFIG } from '../test/test-server';

/**
 * The probes of whoever runs the api (docs/deployment.md): /healthz says the process answers, /readyz that it
 * can serve, which it cannot while its database is out of reach.
 */
let database: TestDatabase;
let app: FastifyInstance;
let origin: string;
let databaseDown = false;

beforeAll(async () => {
  database = await openTestDatabase();
  const real = database.db;
  // The real database, whose queries fail while `databaseDown` is set, as when PostgreSQL is unreachable.
  const db: Database = {
    kind: real.kind,
    query: (sql, params) => (databaseDown ? Promise.reject(new Error('connection refused')) : real.query(sql, params)),
    exec: (sql) => real.exec(sql),
    transaction: (work) => real.transaction(work),
    close: () => Promise.resolve(),
  };
  app = await buildServer({ db, logger: false, config: TEST_CONFIG });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 90_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

it('/healthz answers while the process runs, never cached', async () => {
  const response = await fetch(`${origin}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('/readyz answers 200 when the database answers, and 503 while it does not', async () => {
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', database: database.db.kind });

  databaseDown = true;
  try {
    const down = await fetch(`${origin}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', database: database.db.kind });
    // Still alive: an orchestrator must not restart an instance because its database is away.
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  } finally {
    databaseDown = false;
  }
  expect((await fetch(`${origin}/readyz`)).status).toBe(200);
});
