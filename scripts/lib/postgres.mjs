// @ts-check
/**
 * A throwaway PostgreSQL cluster on a free loopback port: initdb in a temp folder, started with
 * pg_ctl, stopped and removed by `stop()`. The api's PostgreSQL suite (api/scripts/test-pg.mjs)
 * and `npm run start:prod` use it. PostgreSQL refuses to run as root, so as root the server runs as
 * the `postgres` user Debian's package creates. Built-ins only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBin } from './system.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** @returns {Promise<number>} a port nothing listens on now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs a PostgreSQL binary, as the postgres user when we are root.
 * @param {string} bin @param {string[]} args
 */
function runPg(bin, args) {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${path.basename(bin)} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * @typedef {{ url: string, port: number, version: string, stop: () => void }} Postgres
 * @param {{ prefix?: string, maxConnections?: number }} [options]
 * @returns {Promise<Postgres>}
 */
export async function startPostgres({ prefix = 'site-pg-', maxConnections = 100 } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL server binaries found: install postgresql (apt-get install postgresql) or set PG_BIN.');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dataDir = path.join(work, 'data');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (started) runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      process.stderr.write(`could not stop PostgreSQL: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    if (isRoot()) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(work, uid, gid);
    }
    runPg(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
    const port = await freePort();
    // A throwaway cluster: no fsync, loopback only, its socket in our temp folder.
    const serverOptions = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=${maxConnections}`;
    runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', path.join(work, 'server.log'), '-w', '-t', '60', 'start']);
    started = true;
    const version = runPg(path.join(bin, 'postgres'), ['--version']).trim();
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, version, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
