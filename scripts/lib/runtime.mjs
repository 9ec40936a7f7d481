// @ts-check
/**
 * The Node.js the project runs on. The root package.json's `engines` names the oldest Node the
 * project supports; a machine with an older one (a bare machine may have only Node 20) needs no
 * person to install anything: the entry scripts bring the pinned Node from the npm registry, where
 * it is published as a package with the binary inside (`node-<platform>-<arch>`, no install script),
 * into `.runtime/` of the workspace, and run themselves again on it, with it first on PATH so that
 * every command they start (pnpm, webpack, jest, Playwright, the servers) runs on it too.
 *
 * Built-ins only: this runs before anything is installed.
 *
 *   node scripts/lib/runtime.mjs    prints the folder of the project's `node` (bringing it if needed)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Node the project brings when the machine's is older than `engines`: the current LTS line. */
export const PINNED_NODE = '24.21.0';
/** Where it is installed, ignored by git. */
export const RUNTIME_DIR = path.join(ROOT, '.runtime');

/** @param {string} version e.g. '20.19.0' or '>=24.11' @returns {number[]} */
const parts = (version) => version.replace(/^[^\d]*/, '').split('.').map((part) => Number.parseInt(part, 10) || 0);

/** The oldest Node the project supports (the root package.json's `engines.node`, of the form `>=X.Y`). */
export function wantedNode() {
  return /** @type {string} */ (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines?.node ?? '>=0');
}

/** Whether `current` is older than `wanted`. @param {string} current @param {string} [wanted] */
export function isOlder(current, wanted = wantedNode()) {
  const [have, need] = [parts(current), parts(wanted)];
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) !== (need[i] ?? 0)) return (have[i] ?? 0) < (need[i] ?? 0);
  }
  return false;
}

/** The npm package that carries the pinned Node's binary for this machine (Linux and macOS). */
export const runtimePackage = (platform = process.platform, arch = process.arch) => `node-${platform}-${arch}`;

/** The pinned Node's executable, once installed. */
export const runtimeBinary = (platform = process.platform, arch = process.arch) => path.join(RUNTIME_DIR, 'node_modules', runtimePackage(platform, arch), 'bin', 'node');

/** The version an executable reports, or undefined when it does not run. @param {string} binary */
function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined;
}

/**
 * The pinned Node's executable, installed from the npm registry when it is missing (a few seconds,
 * about 30 MB). Throws an Error whose message says what to do when it cannot be had.
 */
export function ensureRuntime() {
  const binary = runtimeBinary();
  if (versionOf(binary) === PINNED_NODE) return binary;
  fs.mkdirSync(RUNTIME_DIR, { recursive: true });
  const spec = `${runtimePackage()}@${PINNED_NODE}`;
  const result = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', RUNTIME_DIR, spec], {
    cwd: RUNTIME_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0 || versionOf(binary) !== PINNED_NODE) {
    throw new Error(
      `Node ${PINNED_NODE} could not be installed from the npm registry (${spec}). Is the registry reachable from here (\`npm ping\`)? Or install Node ${wantedNode()} yourself and run the command again.`,
    );
  }
  return binary;
}

/**
 * Runs the calling entry script again on the pinned Node when this one is older than `engines`, and
 * never returns then: this process stays only to pass signals on and exits with the other's code.
 * Returns at once when this Node will do.
 * @param {(message: string) => void} log
 * @returns {Promise<void>}
 */
export function onProjectNode(log) {
  if (!isOlder(process.versions.node)) return Promise.resolve();
  // Run again already, and still too old: the pinned Node is older than `engines` asks for.
  if (process.env.SITE_PROJECT_NODE) throw new Error(`Node ${process.versions.node} runs this command, and the project needs ${wantedNode()}: raise PINNED_NODE in scripts/lib/runtime.mjs.`);
  const binary = ensureRuntime();
  log(`Node ${process.versions.node} is older than this project needs (${wantedNode()}): running on Node ${PINNED_NODE}, brought from the npm registry into .runtime/`);
  const bin = path.dirname(binary);
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, SITE_PROJECT_NODE: PINNED_NODE, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

// As a command: the folder of the project's `node`, for a shell's PATH (.ci/run).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(`${isOlder(process.versions.node) ? path.dirname(ensureRuntime()) : path.dirname(process.execPath)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
