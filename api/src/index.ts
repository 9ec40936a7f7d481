// The api as a library, for in-workspace TypeScript callers (tests, the bench): build the server on a database
// and listen on any port. `src/main.ts` is the same thing driven by the environment.
//
//   const db = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
//   const app = await buildServer({ db, config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
//   await app.listen({ port: 3199, host: '127.0.0.1' });
export { loadConfig, type ApiConfig } from './config/env';
export { createDatabase, type Database, type DatabaseTarget } from './db/database';
export { buildServer, type BuildServerOptions } from './server';
