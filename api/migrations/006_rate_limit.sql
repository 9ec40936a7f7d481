-- The per-client budgets (@fastify/rate-limit: the write calls' and the Content Security Policy reports'),
-- counted in the database every api instance shares, so that N instances give a client one budget, not N. One
-- row per client key (its address, or `report:` and its address) and window: how many calls it made and when
-- the window ends. A row is dead once its window has ended; each instance deletes dead rows about once a window
-- (http/rate-limit-store.ts), so an address is kept no longer than its budget needs it.
--
-- Unlogged: a count is worth nothing after its window, so it is not written to the write-ahead log, and an
-- insert does not wait for a flush to disk a second time. After a crash of PostgreSQL (not of an api instance)
-- the table starts empty, and every client has its whole budget again.
CREATE UNLOGGED TABLE rate_limit (
  key text PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 256),
  hits integer NOT NULL CHECK (hits > 0),
  expires_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_expires_at ON rate_limit (expires_at);
