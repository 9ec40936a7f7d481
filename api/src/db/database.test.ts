import type { Database } from './database';
import { migrate, MigrationChangedError, readMigrations, type Migration } from './migrate';
import { openTestDatabase } from '../test/test-database';

let db: Database;
let dispose: () => Promise<void>;
let another: () => Promise<Database>;

beforeAll(async () => {
  ({ db, dispose, another } = await openTestDatabase());
}, 60_000);
afterAll(() => dispose?.());

const tableExists = async (name: string) =>
  (await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]))[0]?.found;

describe('migrations (api/migrations/*.sql)', () => {
  it('has applied every checked-in migration, in order, and applies nothing twice', async () => {
    const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
    for (const table of ['potential_customer', 'trade_finance_enquiry', 'travel_customer_questionnaire', 'export_refund_application', 'exchange_rate']) {
      expect(await tableExists(table)).toBe(true);
    }
  });

  it('applies a new migration once', async () => {
    const next: Migration = { name: '999_test.sql', sql: 'CREATE TABLE migration_probe (id int);', checksum: 'probe' };
    expect(await migrate(db, [...readMigrations(), next])).toEqual(['999_test.sql']);
    expect(await migrate(db, [...readMigrations(), next])).toEqual([]);
    expect(await tableExists('migration_probe')).toBe(true);
  });

  it('applies a migration once when two instances start together (advisory lock)', async () => {
    // Two api instances deploying the same release at once, each on its own connection.
    const second = await another();
    await second.query('SELECT 1'); // connected, so both start at once
    // Slow enough that the two runs overlap.
    const next: Migration = { name: '980_concurrent.sql', sql: 'SELECT pg_sleep(0.3); CREATE TABLE concurrent_probe (id int);', checksum: 'concurrent' };
    const results = await Promise.all([migrate(db, [...readMigrations(), next]), migrate(second, [...readMigrations(), next])]);
    expect(results.flat()).toEqual(['980_concurrent.sql']);
    const recorded = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations WHERE name = '980_concurrent.sql'");
    expect(recorded[0]?.n).toBe(1);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const edited = readMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(db, edited)).rejects.toBeInstanceOf(MigrationChangedError);
  });

  it('applies a batch all or nothing', async () => {
    const good: Migration = { name: '997_good.sql', sql: 'CREATE TABLE batch_probe (id int);', checksum: 'a' };
    const bad: Migration = { name: '998_bad.sql', sql: 'CREATE TABLE nonsense (;', checksum: 'b' };
    await expect(migrate(db, [...readMigrations(), good, bad])).rejects.toThrow();
    expect(await tableExists('batch_probe')).toBe(false);
    const names = await db.query<{ name: string }>("SELECT name FROM schema_migrations WHERE name LIKE '99%'");
    expect(names.map((row) => row.name)).toEqual(['999_test.sql']);
  });
});

describe('transactions', () => {
  it('commits when the work resolves and rolls back when it throws', async () => {
    await db.exec('CREATE TABLE tx_probe (v text)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (v) VALUES ($1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (v) VALUES ($1)', ['dropped']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await db.query<{ v: string }>('SELECT v FROM tx_probe');
    expect(rows).toEqual([{ v: 'kept' }]);
  });

  it('answers the same row shapes on either driver', async () => {
    const [row] = await db.query<{ n: number; f: number; a: string[]; t: Date; u: string }>(
      "SELECT count(*)::int AS n, 1.5::numeric::float8 AS f, ARRAY['x','y']::text[] AS a, now() AS t, gen_random_uuid()::text AS u",
    );
    expect(row?.n).toBe(1);
    expect(row?.f).toBe(1.5);
    expect(row?.a).toEqual(['x', 'y']);
    expect(Number.isNaN(new Date(row?.t ?? '').getTime())).toBe(false);
    expect(row?.u).toMatch(/^[0-9a-f-]{36}$/);
  });
});
