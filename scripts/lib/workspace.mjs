// @ts-check
/** Facts about the workspace and helpers the start, dev, test and bench commands share. */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildVersion } from './releases.mjs';
import { onProjectNode } from './runtime.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';

const manifest = /** @type {typeof import('../../shared/build/apps.cjs')} */ (createRequire(import.meta.url)('../../shared/build/apps.cjs'));

/**
 * The shell and the remotes, from the workspace manifest (shared/apps.json): their ports and what their build leaves behind: the shell's server bundle, and the
 * remotes' prerendered fragments and routes.json (docs/composition.md). The exchange-rate widget
 * is never a page of its own, so it has neither. `edgePort` is the app's origin in the production
 * topology (`npm run start:prod`, docs/deployment.md): nginx serves each app's dist/ there, the
 * site on the shell's. The shell comes first.
 */
export const APPS = manifest.APPS;
export const API_PORT = manifest.API.port;
/** The site's address under `npm start` and `npm run dev`. */
export const SITE_URL = `http://localhost:${APPS[0]?.port}`;
/** remotes.json for local use: the remotes at their ports on localhost (shared/build/apps.cjs). */
export const localRemotesJson = manifest.localRemotesJson;
/** The production topology's private ports: the shell's composition server, and api instance i on 3101 + i. */
export const PROD_RENDER_PORT = 8090;
/** The site over TLS with HTTP/2 in the production topology, with a certificate made for localhost. */
export const PROD_TLS_PORT = 8443;
export const PROD_API_PORT = 3101;

/** @param {string} message */
export const log = (message) => process.stdout.write(`[site] ${message}\n`);

/**
 * A problem a newcomer can fix: printed as one clear message instead of a stack trace.
 * The entry scripts catch it, print `message` and exit 1.
 */
export class SetupError extends Error {}

/**
 * Makes sure the command runs on a Node the project supports (the root package.json's `engines`):
 * on an older one it brings the pinned Node from the npm registry and runs the command again on it
 * (scripts/lib/runtime.mjs), saying so in one line, and the promise never settles in this process.
 */
export async function requireNode() {
  try {
    await onProjectNode(log);
  } catch (error) {
    throw new SetupError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs an entry script's main function: a SetupError prints its message alone, anything else
 * its stack, and both exit 1.
 * @param {() => Promise<void>} main
 */
export function runMain(main) {
  main().catch((error) => {
    if (error instanceof SetupError) process.stderr.write(`\n[site] ${error.message}\n\n`);
    else console.error(error);
    process.exit(1);
  });
}

/**
 * Stops with a message naming the port when one the site needs is taken (most often by an
 * earlier `npm start` still running).
 * @param {{ port: number, what: string }[]} wanted
 */
export async function requireFreePorts(wanted) {
  for (const { port, what } of wanted) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
    });
    if (!free) {
      throw new SetupError(
        `Port ${port} (${what}) is already in use, so the site cannot start. Another \`npm start\` or \`npm run dev\` may still be running: stop it (Ctrl+C in its terminal), or find what holds the port with \`lsof -i :${port}\` (or \`ss -ltnp\`), then run the command again.`,
      );
    }
  }
}

/** Every port `npm start` and `npm run dev` listen on, with what listens there. */
export const sitePorts = () => [...APPS.map((app) => ({ port: app.port, what: app.dir })), { port: API_PORT, what: 'the api' }];

let pnpm = /** @type {{ cmd: string, pre: string[] } | undefined} */ (undefined);

/**
 * pnpm on PATH; a fresh machine has only node and npm, so install the pinned pnpm globally,
 * or run it through npx where a global install is not allowed.
 */
export function pnpmCommand() {
  if (pnpm) return pnpm;
  const has = () => spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).status === 0;
  if (!has()) {
    log(`pnpm not found: installing pnpm@${PNPM_VERSION} with npm…`);
    spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
    if (!has() && spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, '--version'], { stdio: 'ignore' }).status !== 0) {
      throw new SetupError(
        `pnpm ${PNPM_VERSION} could not be installed with npm. Is the npm registry reachable from here? Check your network or proxy (\`npm config get registry\`, \`npm ping\`), then run the command again.`,
      );
    }
  }
  pnpm = has() ? { cmd: 'pnpm', pre: [] } : { cmd: 'npx', pre: ['--yes', `pnpm@${PNPM_VERSION}`] };
  return pnpm;
}

/**
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function runPnpm(args, options = {}) {
  const { cmd, pre } = pnpmCommand();
  const result = spawnSync(cmd, [...pre, ...args], { cwd: options.cwd ?? ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  log('installing dependencies (pnpm install)…');
  try {
    runPnpm(['install', '--frozen-lockfile']);
  } catch {
    throw new SetupError(
      'The dependencies could not be installed (pnpm install failed; its own message is above). Most often the npm registry cannot be reached: check your network or proxy (`npm config get registry`, `npm ping`), then run the command again. Nothing was started.',
    );
  }
}

/** @param {string} dir @returns {number} newest modification time below dir */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(dir, entry)));
  }
  return newest;
}

/** Apps whose dist is missing or older than their sources or @site/shared. */
export function staleApps() {
  const sharedTime = Math.max(newestMtime(path.join(ROOT, 'shared/src')), newestMtime(path.join(ROOT, 'shared/build')), newestMtime(path.join(ROOT, 'pnpm-lock.yaml')));
  return APPS.filter((app) => {
    const outputs = app.outputs.map((file) => path.join(ROOT, app.dir, file));
    if (!outputs.every((file) => fs.existsSync(file))) return true;
    const builtTime = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
    const sourceTime = Math.max(
      sharedTime,
      ...['src', 'server', 'content', 'scripts', 'webpack.config.cjs', 'package.json'].map((entry) => newestMtime(path.join(ROOT, app.dir, entry))),
    );
    return sourceTime > builtTime;
  });
}

/** Production builds, two at a time (two cores). */
export async function buildApps(apps = staleApps()) {
  if (apps.length === 0) return;
  log(`building ${apps.map((app) => app.dir).join(', ')}…`);
  const { cmd, pre } = pnpmCommand();
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const current = app;
      await new Promise((resolve, reject) => {
        const child = spawn(cmd, [...pre, '--filter', current.name, 'run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', (code) => {
          if (code === 0) {
            // A remote's build is published under this version, the one the deploy and `npm start` name.
            const dist = path.join(ROOT, current.dir, 'dist');
            log(current.dir === 'shell' || !fs.existsSync(dist) ? `built ${current.dir}` : `built ${current.dir}: release version ${buildVersion(dist)}`);
            resolve(undefined);
          } else {
            process.stderr.write(output);
            reject(new Error(`build of ${current.dir} failed`));
          }
        });
      });
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
