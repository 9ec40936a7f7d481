import net from 'node:net';
import { ConfigError, loadConfig } from './config/env';
import { createDatabase } from './db/database';
import { buildServer } from './server';

/** How long a stopping instance waits for its requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a stopping instance keeps reading the requests of connections it accepted before it stopped accepting. */
const READ_ACCEPTED_MS = 300;

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
    // 1. Stop accepting connections, and nothing else yet. Node's server.close() would also close at once every
    //    connection without a request in progress, including one just accepted whose request has been sent
    //    but not read yet: its client (nginx) would see a reset for a request it cannot safely resend.
    const drained = new Promise<void>((resolve) => {
      net.Server.prototype.close.call(app.server, () => resolve());
    });
    setTimeout(() => {
      // 2. Then close Fastify: requests in flight finish (their writes commit), a new request on a connection
      //    still open answers 503, idle connections close (also those that go idle from now on).
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      void app
        .close()
        .then(() => drained)
        .then(() => {
          clearInterval(idle);
          // 3. Close the database pool once no request can use it.
          return db.close();
        })
        .then(
          () => {
            app.log.info('stopped');
            process.exit(0);
          },
          () => process.exit(1),
        );
    }, READ_ACCEPTED_MS);
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
