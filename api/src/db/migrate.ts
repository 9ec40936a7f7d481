import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../config/paths';
import type { Database } from './database';

/** Any constant: serialises concurrent migrators (several api instances or test files on one PostgreSQL). */
const MIGRATION_LOCK = 31_002_015;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The checked-in migrations (`api/migrations/*.sql`), in file-name order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return { name: file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Thrown when an applied migration's file was edited afterwards: migrations are append-only. */
export class MigrationChangedError extends Error {
  override readonly name = 'MigrationChangedError';
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction under an advisory
 * lock, so a half-applied schema is never left behind and two starters never race.
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new MigrationChangedError(`Migration ${migration.name} changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [migration.name, migration.checksum]);
      done.push(migration.name);
    }
    return done;
  });
}
