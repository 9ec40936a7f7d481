import { ConfigError, loadConfig } from './config/env';
import { createDatabase } from './db/database';
import { buildServer } from './server';

/** How long a stopping instance waits for its requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the api on PORT (default 3100): validates the environment, opens and migrates the database, fills the
 * rate store, then listens. `pnpm --filter @site/api start`. SIGTERM or SIGINT stops it gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = await createDatabase(config.database);
  const app = await buildServer({ db, config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never ends must not keep a stopping instance (and its port) forever.
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running after the grace period: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stop accepting connections, let the requests in flight finish their writes (new requests on an open
    // connection answer 503 meanwhile), then close the database pool cleanly.
    void app
      .close()
      .then(() => db.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        () => process.exit(1),
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: db.kind }, 'api ready');
}

main().catch((error: unknown) => {
  // Before the logger exists (bad environment, database that will not open) the reason goes to stderr.
  const reason = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`api failed to start: ${reason}\n`);
  process.exit(1);
});
