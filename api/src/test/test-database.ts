import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, wrapPglite, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { nativeRequire } from './native-require';

export interface TestDatabase {
  db: Database;
  /**
   * Another connection to the same database, as a second api instance has (PostgreSQL); on in-memory PGlite,
   * which one process alone can open, the same one. Closed by `dispose`.
   */
  another(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PostgreSQL when DATABASE_URL is set (a throwaway database
 * created on that server, so test files never see each other's rows), else in-memory PGlite. Real databases
 * both: the suite mocks no database.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresTestDatabase(url) : openPgliteTestDatabase();
}

/**
 * PGlite as Node itself loads it: its CommonJS build imports Node built-ins with `import()`, which jest switches
 * off. Only this harness needs it: production code imports PGlite normally. A Date made in the test context is not
 * a Date to PGlite; the services pass times as ISO strings for that reason too.
 */
function nativePglite(): typeof PGlite {
  return (nativeRequire(__filename)('@electric-sql/pglite') as { PGlite: typeof PGlite }).PGlite;
}

/**
 * initdb is most of PGlite's start-up (~2.5 s on two cores). The first test file to need a database saves an
 * empty initialised data folder to the temp dir; the others start from it in ~0.5 s. The file name carries the
 * PGlite build, so an upgrade makes a new one.
 */
async function pgliteSnapshot(): Promise<Blob> {
  const build = createHash('sha1').update(require.resolve('@electric-sql/pglite')).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `site-api-pglite-initdb-${build}.tar`);
  if (!existsSync(file)) {
    const pg = await nativePglite().create('memory://');
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // atomic: a parallel worker never reads half a file
  }
  return new Blob([readFileSync(file)]);
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const db = wrapPglite(await nativePglite().create('memory://', { loadDataDir: await pgliteSnapshot() }));
  await migrate(db);
  return { db, another: () => Promise.resolve(db), dispose: () => db.close() };
}

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `api_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await createDatabase({ kind: 'postgres', url: url.toString() });
  const others: Database[] = [];
  return {
    db,
    async another() {
      const other = await createDatabase({ kind: 'postgres', url: url.toString() }, { migrate: false });
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all(others.map((other) => other.close()));
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Opens an on-disk PGlite data folder the way the api does (the restart test reads what a killed server left). */
export async function openPgliteDirectory(dataDir: string): Promise<Database> {
  return wrapPglite(await nativePglite().create(dataDir));
}
