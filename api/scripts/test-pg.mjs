#!/usr/bin/env node
// Runs the api's jest suite against a real PostgreSQL server (ARCHITECTURE, API: the same tests on both
// databases). Creates a throwaway cluster in a temp folder with initdb, starts it on a free loopback port,
// runs `jest --selectProjects api` with DATABASE_URL pointing at it, then stops and removes the cluster, also
// when the tests fail or the script is interrupted. Exits with jest's exit code.
//
//   pnpm --filter @site/api test:pg [-- extra jest args]
//
// PG_BIN overrides where initdb and pg_ctl are (default: the newest /usr/lib/postgresql/<version>/bin).
// PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user Debian's package creates.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

function findPgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('No PostgreSQL server binaries found: install postgresql (apt-get install postgresql) or set PG_BIN.');
  }
  return path.join(base, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function runPg(bin, args) {
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${path.basename(bin)} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const pgBin = findPgBin();
const work = mkdtempSync(path.join(os.tmpdir(), 'site-api-pg-'));
const dataDir = path.join(work, 'data');
const logFile = path.join(work, 'server.log');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      runPg(path.join(pgBin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      process.stderr.write(`test:pg: could not stop the cluster: ${error.message}\n`);
    }
  }
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

let exitCode = 1;
try {
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(work, uid, gid);
  }
  runPg(path.join(pgBin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const port = await freePort();
  // A throwaway cluster: no fsync, loopback only, its socket in our temp folder.
  const serverOptions = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  runPg(path.join(pgBin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', '-t', '60', 'start']);
  started = true;
  const version = runPg(path.join(pgBin, 'postgres'), ['--version']).trim();
  process.stdout.write(`test:pg: ${version} on 127.0.0.1:${port}\n`);

  const jest = createRequire(path.join(repoRoot, 'package.json')).resolve('jest/bin/jest');
  const child = spawn(
    process.execPath,
    [jest, '--config', path.join(repoRoot, 'jest.config.cjs'), '--selectProjects', 'api', ...process.argv.slice(2).filter((arg) => arg !== '--')],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
    },
  );
  exitCode = await new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  process.stderr.write(`test:pg: ${error.message}\n`);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);
