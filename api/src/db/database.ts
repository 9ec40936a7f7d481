import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { loadConfig, type ApiConfig } from '../config/env';
import { migrate } from './migrate';

/**
 * The one tiny query interface the services use, over PGlite (embedded Postgres, the default) or a
 * PostgreSQL pool (`DATABASE_URL`). Both run the same SQL (one dialect, the same
 * migrations, the same tests on both). Queries cast where the two drivers would differ (count(*)::int,
 * numeric::float8), so rows look the same whichever is behind.
 */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget = ApiConfig['database'];

export interface CreateDatabaseOptions {
  /** Apply the checked-in migrations (default true). */
  migrate?: boolean;
}

/**
 * Opens the database named by `target` (by default the one the environment names: `DATABASE_URL`, else
 * PGlite in `PGLITE_DIR` or `api/.data/pglite`) and brings its schema up to date.
 */
export async function createDatabase(
  target: DatabaseTarget = loadConfig(process.env).database,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  const db = target.kind === 'postgres' ? openPostgres(target.url) : await openPglite(target.dataDir);
  if (options.migrate !== false) {
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  }
  return db;
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/** The Database interface over an open PGlite instance (exported for the test harness, which opens its own). */
export function wrapPglite(pg: PGlite): Database {
  // PGlite runs one query at a time in this process; its own mutex queues the rest, and a transaction
  // holds it until it ends, so no query of another request can slip into one.
  const wrap = (q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}

function openPostgres(url: string): Database {
  // A database out of reach fails a query after 5 s instead of queueing it forever (and /readyz says so).
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that would
  // crash the process. The next query gets a fresh connection.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<Row & Record<string, unknown>>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            const result = await client.query<Row & Record<string, unknown>>(sql, params as unknown[]);
            return result.rows;
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        };
        const value = await work(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
