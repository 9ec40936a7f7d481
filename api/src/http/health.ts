import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2000;

/**
 * Probes for whoever runs the api (a load balancer, an orchestrator, `npm run start:prod`), outside `/api`:
 * nginx routes only `/api/` to the instances, so visitors never reach them.
 *
 * - `GET /healthz`: the process is alive and answering (restart it when this fails).
 * - `GET /readyz`: it can serve requests now: the database answers a query. 503 while the database is out
 *   of reach, and while the instance shuts down (Fastify answers 503 to every request then), so a balancer
 *   stops sending it traffic.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/healthz', (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      return reply.send({ status: 'ready', database: db.kind });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    } finally {
      clearTimeout(timer);
    }
  });
}
