#!/usr/bin/env node
// Runs the api's jest suite against a real PostgreSQL server (the same tests run on both
// databases). Starts a throwaway cluster (scripts/lib/postgres.mjs: initdb in a temp folder, a free loopback
// port), runs `jest --selectProjects api` with DATABASE_URL pointing at it, then stops and removes the cluster,
// also when the tests fail or the script is interrupted. Exits with jest's exit code.
//
//   pnpm --filter @site/api test:pg [-- extra jest args]
//
// PG_BIN overrides where initdb and pg_ctl are (default: the newest /usr/lib/postgresql/<version>/bin).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

let exitCode = 1;
let postgres;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    postgres?.stop();
    process.exit(130);
  });
}
try {
  postgres = await startPostgres({ prefix: 'site-api-pg-' });
  process.stdout.write(`test:pg: ${postgres.version} on 127.0.0.1:${postgres.port}\n`);
  const jest = createRequire(path.join(repoRoot, 'package.json')).resolve('jest/bin/jest');
  const child = spawn(
    process.execPath,
    [jest, '--config', path.join(repoRoot, 'jest.config.cjs'), '--selectProjects', 'api', ...process.argv.slice(2).filter((arg) => arg !== '--')],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DATABASE_URL: postgres.url } },
  );
  exitCode = await new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  process.stderr.write(`test:pg: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  postgres?.stop();
}
process.exit(exitCode);
