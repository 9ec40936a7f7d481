// @ts-check
/**
 * An environment of the site (docs/deployment.md, "How a remote team deploys its remote"): one folder
 * that holds which build of each remote is live and the builds themselves.
 *
 *   env.json                          where each remote's origin serves its releases (its base URL)
 *   remotes.json                      the live file: the shell's server reads it (and re-reads it on
 *                                     change) and serves it as /remotes.json
 *   history/000007-fx-deploy.json     one record per switch, written once and never changed
 *   releases/<remote>/<version>/      each published build, named by the hash of its files, never changed
 *   refusals/<remote>/<version>.json  why the checks last refused a release (history.mjs recordRefusal): no switch
 *   routes.last-known.json            the routes the shell's server last read of each remote (its own file)
 *   server-build-token                the secret the remotes' origins ask for before serving a server build
 *                                     (mode 0600, made on first use: server-build-token.mjs)
 *
 * Everything that changes remotes.json or the history holds the environment's lock, so two deploys at
 * once are taken one after the other. remotes.json is replaced by a rename, so the shell's server and
 * nginx read either the old file or the new one, never half of one. Built-ins only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomically } from './atomic-write.mjs';
import { withLock } from './env-lock.mjs';
import { Refusal } from './refusal.mjs';
import { readRemotes, writeRemotes } from './remotes-file.mjs';
import { ROOT } from './workspace.mjs';

// The environment's parts, each in a file of its own; importers take them from here.
export { writeAtomically } from './atomic-write.mjs';
export { withLock } from './env-lock.mjs';
export { appendHistory, liveChain, readHistory, whoDeploys } from './history.mjs';
export { Refusal } from './refusal.mjs';
export { baseOf, buildVersion, listReleases, publishRelease, pruneReleases, releaseDir, releaseUrl, versionOfUrl } from './releases.mjs';
export { readRemotes, writeRemotes } from './remotes-file.mjs';

/** Where `npm start` (`local`) and `npm run start:prod` (`prod`) keep their environments. */
export const ENV_ROOT = path.join(ROOT, '.site-env');

/**
 * @typedef {object} EnvConfig
 * @property {string} [$comment]
 * @property {Record<string, string>} bases each remote's base URL; its releases are served below it at `releases/<version>/`
 */

/**
 * @typedef {object} Environment
 * @property {string} dir
 * @property {string} remotesFile
 * @property {string} historyDir
 * @property {string} releasesDir
 * @property {string} lastKnownFile
 * @property {EnvConfig} config
 */

/** @typedef {import('./history.mjs').HistoryRecord} HistoryRecord */

/** `local`, `prod` or a folder. @param {string} [name] */
export function resolveEnvDir(name = 'local') {
  return /^[a-z][a-z0-9-]*$/.test(name) ? path.join(ENV_ROOT, name) : path.resolve(name);
}

/** @param {string} dir @returns {Environment} */
function layout(dir, /** @type {EnvConfig} */ config) {
  return {
    dir,
    remotesFile: path.join(dir, 'remotes.json'),
    historyDir: path.join(dir, 'history'),
    releasesDir: path.join(dir, 'releases'),
    lastKnownFile: path.join(dir, 'routes.last-known.json'),
    config,
  };
}

/** The environment in `dir`, which must have been made (`ensureEnvironment`, by `npm start` or the tests). */
export function openEnvironment(/** @type {string} */ dir) {
  const file = path.join(dir, 'env.json');
  if (!fs.existsSync(file)) {
    throw new Refusal([
      `${dir} is not an environment of the site: it has no env.json. \`npm start\` makes .site-env/local and \`npm run start:prod\` .site-env/prod; name another with --env <folder>.`,
    ]);
  }
  const config = /** @type {EnvConfig} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!config.bases || typeof config.bases !== 'object') throw new Refusal([`${file} names no base URL per remote ("bases").`]);
  return layout(dir, config);
}

/**
 * Makes the environment in `dir` when it is missing (with an empty remotes.json carrying `loading`, the
 * shell's loading settings), and keeps its base URLs and loading settings as the server that serves it
 * says: the start scripts own the environments they serve.
 * @param {string} dir
 * @param {{ bases: Record<string, string>, loading?: Record<string, unknown> }} options
 */
export async function ensureEnvironment(dir, { bases, loading = {} }) {
  for (const sub of ['history', 'releases']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const configFile = path.join(dir, 'env.json');
  /** @type {EnvConfig} */
  const config = {
    $comment: 'An environment of the site (scripts/lib/environment.mjs): where each remote serves its releases. Written by the start scripts.',
    bases,
  };
  const text = `${JSON.stringify(config, null, 2)}\n`;
  if (!fs.existsSync(configFile) || fs.readFileSync(configFile, 'utf8') !== text) writeAtomically(configFile, text);
  const env = layout(dir, config);
  await withLock(env, () => {
    const current = fs.existsSync(env.remotesFile) ? readRemotes(env).json : { remotes: {} };
    const next = { ...current, ...loading, remotes: current.remotes ?? {} };
    const { remotes, ...rest } = next;
    const ordered = { remotes, ...rest };
    if (!fs.existsSync(env.remotesFile) || JSON.stringify(ordered) !== JSON.stringify(current)) writeRemotes(env, ordered);
  });
  return env;
}
