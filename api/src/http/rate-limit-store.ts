import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

/**
 * One call counted, atomically, on whichever instance it arrives: a new key or a key whose window has ended
 * starts a window of `$2` ms at 1; a live one adds 1. Concurrent calls for one key from any number of instances
 * queue on its row, so each sees a count of its own. The database's clock is the one clock every instance
 * shares, so a window ends at the same moment for all of them.
 */
const COUNT_CALL = `
  INSERT INTO rate_limit AS r (key, hits, expires_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE LEAST(r.hits + 1, 2147483647) END,
    expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
  RETURNING hits, GREATEST(0, ceil(extract(epoch FROM r.expires_at - now()) * 1000))::float8 AS ttl_ms`;

/** Rows whose window has ended: a later call would start afresh anyway. */
const DELETE_DEAD = 'DELETE FROM rate_limit WHERE expires_at <= now()';

export interface DatabaseStoreOptions {
  /** How often, at most, this instance deletes dead rows (default: one minute; 0: after every call). */
  cleanupEveryMs?: number;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit that counts in the api's database (table `rate_limit`, migration 006), on
 * PGlite and PostgreSQL alike, so every instance on one database sees the same budgets. Fixed windows, as the
 * plugin's own memory store counts them: the first call of a key starts its window, the window's end refills it.
 * (The plugin's `continueExceeding` and `exponentialBackoff` are not used by the api and not supported here.)
 */
class DatabaseStore implements FastifyRateLimitStore {
  private lastCleanup: number;

  constructor(
    private readonly db: Queryable,
    private readonly cleanupEveryMs: number,
  ) {
    this.lastCleanup = Date.now();
  }

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Every route's limiter counts in the same table; their keys keep the budgets apart. */
  child(): FastifyRateLimitStore {
    return this;
  }

  private async count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const [row] = await this.db.query<{ hits: number; ttl_ms: number }>(COUNT_CALL, [key, timeWindow]);
    if (!row) throw new Error('rate_limit: counting a call returned no row');
    if (Date.now() - this.lastCleanup >= this.cleanupEveryMs) {
      this.lastCleanup = Date.now();
      // Housekeeping: a failure costs nothing but a larger table until the next try.
      await this.db.query(DELETE_DEAD).catch(() => undefined);
    }
    return { current: row.hits, ttl: row.ttl_ms };
  }
}

/** The store class to give @fastify/rate-limit (`store`), which constructs it itself: every instance it makes is one. */
export function databaseRateLimitStore(db: Queryable, { cleanupEveryMs = 60_000 }: DatabaseStoreOptions = {}): FastifyRateLimitStoreCtor {
  return class extends DatabaseStore {
    constructor() {
      super(db, cleanupEveryMs);
    }
  };
}
