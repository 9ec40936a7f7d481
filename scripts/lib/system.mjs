// @ts-check
/**
 * The Debian packages the commands need beyond Node: found where Debian installs them, and
 * installed with apt-get when missing (as root, or through sudo). Built-ins only.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SetupError, log } from './workspace.mjs';

/** The newest PostgreSQL server's bin directory (/usr/lib/postgresql/<version>/bin), if any. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const version = fs
    .readdirSync(base)
    .filter((entry) => fs.existsSync(path.join(base, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(base, version, 'bin') : undefined;
}

/** nginx as Debian installs it, if it is there. */
export const nginxBin = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** Debian's brotli module for nginx (serves the build's .br files), if it is there. */
export const nginxBrotliModule = () => ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find((file) => fs.existsSync(file));

/**
 * Installs Debian packages with apt-get. `optional` ones may fail to install (a release without
 * them) without stopping the command.
 * @param {string[]} wanted
 * @param {string[]} [optional]
 */
export function installDebianPackages(wanted, optional = []) {
  // An optional package alone is tried once per machine, not on every run where it does not exist.
  const marker = path.join(os.tmpdir(), `site-apt-tried-${optional.join('+')}`);
  if (wanted.length === 0 && (optional.length === 0 || fs.existsSync(marker))) return;
  if (optional.length > 0) fs.writeFileSync(marker, '');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (/** @type {string[]} */ args) =>
    isRoot ? spawnSync(args[0] ?? '', args.slice(1), { stdio: 'inherit', env }) : spawnSync('sudo', args, { stdio: 'inherit', env });
  log(`installing ${[...wanted, ...optional].join(', ')} from Debian's packages…`);
  run(['apt-get', 'update', '-qq']);
  if (wanted.length > 0) {
    const result = run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...wanted]);
    if (result.status !== 0) throw new SetupError(`could not install ${wanted.join(', ')}: install them with apt-get and run again`);
  }
  for (const name of optional) {
    if (run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', name]).status !== 0) log(`${name} is not available here: going on without it`);
  }
}
