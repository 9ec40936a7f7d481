// @ts-check
/**
 * An environment of the site (docs/deployment.md, "How a remote team deploys its remote"): one folder
 * that holds which build of each remote is live and the builds themselves.
 *
 *   env.json                          where each remote's origin serves its releases (its base URL), and
 *                                     what a release links to that is published apart from it
 *   remotes.json                      the live file: the shell's server reads it (and re-reads it on
 *                                     change) and serves it as /remotes.json
 *   history/000007-fx-deploy.json     one record per switch, written once and never changed
 *   releases/<remote>/<version>/      each published build, named by the hash of its files, never changed
 *   routes.last-known.json            the routes the shell's server last read of each remote (its own file)
 *
 * Everything that changes remotes.json or the history holds the environment's lock, so two deploys at
 * once are taken one after the other. remotes.json is replaced by a rename, so the shell's server and
 * nginx read either the old file or the new one, never half of one. Built-ins only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

/** Where `npm start` (`local`) and `npm run start:prod` (`prod`) keep their environments. */
export const ENV_ROOT = path.join(ROOT, '.site-env');

/**
 * A deploy that does not happen, with one sentence per reason. The command prints them and exits 1;
 * nothing of the environment has changed.
 */
export class Refusal extends Error {
  /** @param {string[]} reasons @param {{ version: string, url: string }} [release] the release refused, which stays published */
  constructor(reasons, release) {
    super(reasons.join('\n'));
    this.reasons = reasons;
    this.release = release;
  }
}

/**
 * @typedef {object} EnvConfig
 * @property {string} [$comment]
 * @property {Record<string, string>} bases each remote's base URL; its releases are served below it at `releases/<version>/`
 * @property {Record<string, Record<string, string>>} [links] per remote, names inside each of its releases that
 *   link to a folder published apart from the build (the help centre's `content`, released on its own)
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

/**
 * @typedef {object} HistoryRecord
 * @property {number} seq
 * @property {string} at ISO time
 * @property {string} remote
 * @property {'deploy' | 'rollback'} action
 * @property {string | null} version the release now live (null: a URL outside the environment's releases)
 * @property {string} url its mf-manifest.json
 * @property {{ version: string | null, url: string } | null} previous what was live before
 * @property {string} by who (user@host, or DEPLOY_BY)
 * @property {string} via what: the command that switched
 * @property {string[]} checks the checks it passed
 * @property {string[]} [warnings]
 */

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
 * shell's loading settings), and keeps its base URLs, links and loading settings as the server that
 * serves it says: the start scripts own the environments they serve.
 * @param {string} dir
 * @param {{ bases: Record<string, string>, links?: Record<string, Record<string, string>>, loading?: Record<string, unknown> }} options
 */
export async function ensureEnvironment(dir, { bases, links = {}, loading = {} }) {
  for (const sub of ['history', 'releases']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const configFile = path.join(dir, 'env.json');
  /** @type {EnvConfig} */
  const config = {
    $comment: 'An environment of the site (scripts/lib/environment.mjs): where each remote serves its releases, and what they link to. Written by the start scripts.',
    bases,
    links,
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

/** remotes.json as it is now: the parsed file and its exact text. @param {Environment} env */
export function readRemotes(env) {
  const raw = fs.readFileSync(env.remotesFile, 'utf8');
  const json = /** @type {{ remotes: Record<string, string>, [key: string]: unknown }} */ (JSON.parse(raw));
  if (!json.remotes || typeof json.remotes !== 'object') throw new Refusal([`${env.remotesFile} has no "remotes" object: fix it by hand before deploying.`]);
  return { raw, json };
}

/**
 * Writes `text` to `file` as one step for every reader: a temporary file in the same folder, flushed
 * to disk, then renamed over the old one (a rename within a file system replaces it atomically).
 * @param {string} file @param {string} text
 */
export function writeAtomically(file, text) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
  const fd = fs.openSync(temporary, 'wx', 0o644);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** @param {Environment} env @param {object} json */
export function writeRemotes(env, json) {
  writeAtomically(env.remotesFile, `${JSON.stringify(json, null, 2)}\n`);
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} file @returns {{ pid: number, host: string, since: string, token: string } | undefined} */
function lockHolder(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` holding the environment's lock: a file made only if it does not exist, so one process at
 * a time (and one call at a time within a process) changes remotes.json and the history. A lock whose
 * process has died on this host is taken over; one still held after `timeoutMs` is a refusal naming
 * its holder.
 * @template T
 * @param {Environment} env
 * @param {() => Promise<T> | T} work
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function withLock(env, work, { timeoutMs = 120_000 } = {}) {
  const file = path.join(env.dir, '.deploy.lock');
  const token = crypto.randomUUID();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString(), token }), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(file);
    if (holder && holder.host === os.hostname() && !alive(holder.pid)) {
      // Moved aside first, so that of two processes finding it at once only one removes it; a fresh
      // lock moved aside by mistake (made between the read and the move) is put back.
      const aside = `${file}.${token}`;
      try {
        fs.renameSync(file, aside);
        if (lockHolder(aside)?.token !== holder.token) fs.linkSync(aside, file);
      } catch {
        // another process moved it first
      }
      fs.rmSync(aside, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Refusal([
        `Another deploy holds this environment's lock (${file}${holder ? `: process ${holder.pid} on ${holder.host} since ${holder.since}` : ''}). Try again once it has finished; if that process is gone, remove the file.`,
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
  }
  try {
    return await work();
  } finally {
    if (lockHolder(file)?.token === token) fs.rmSync(file, { force: true });
  }
}

/** Every file below `dir` (relative, with forward slashes), sorted; symbolic links are not followed. @param {string} dir */
function filesOf(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile()) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/**
 * A build's version: the first 12 hex digits of a SHA-256 over every file's path and content. The same
 * build always gets the same version, and any change to any file a new one, so a version names one
 * build for good.
 * @param {string} dir
 */
export function buildVersion(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(file).update('\0').update(crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest()).update('\n');
  }
  return hash.digest('hex').slice(0, 12);
}

const VERSION = /^[0-9a-f]{12}$/;

/** @param {Environment} env @param {string} remote */
export function baseOf(env, remote) {
  const base = env.config.bases[remote];
  if (!base) {
    throw new Refusal([`This environment (${env.dir}) has no origin for a remote named ${remote}: its env.json names ${Object.keys(env.config.bases).join(', ') || 'none'}. Add the remote to shared/apps.json, then start the site once.`]);
  }
  return base.endsWith('/') ? base : `${base}/`;
}

/** The URL of a release's mf-manifest.json. @param {Environment} env @param {string} remote @param {string} version */
export const releaseUrl = (env, remote, version) => new URL(`releases/${version}/mf-manifest.json`, baseOf(env, remote)).href;

/** The version a live URL names, or null for a URL outside this environment's releases. @param {Environment} env @param {string} remote @param {string | undefined} url */
export function versionOfUrl(env, remote, url) {
  if (!url) return null;
  const prefix = new URL('releases/', baseOf(env, remote)).href;
  if (!url.startsWith(prefix) || !url.endsWith('/mf-manifest.json')) return null;
  const version = url.slice(prefix.length, -'/mf-manifest.json'.length);
  return VERSION.test(version) ? version : null;
}

/** @param {Environment} env @param {string} remote @param {string} version */
export const releaseDir = (env, remote, version) => path.join(env.releasesDir, remote, version);

/** The published versions of `remote`, newest first. @param {Environment} env @param {string} remote */
export function listReleases(env, remote) {
  const dir = path.join(env.releasesDir, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => VERSION.test(name))
    .map((version) => ({ version, publishedAt: fs.statSync(path.join(dir, version)).mtime }))
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

/**
 * Publishes the build in `dist` as a release of `remote`: copied to `releases/<remote>/<version>/`
 * under a temporary name and renamed into place whole, so a release is either absent or complete. A
 * version already published is left as it is (it is the same build). The version is computed again
 * from the copy, so it names exactly what was copied even if a build was writing `dist` meanwhile.
 * @param {Environment} env @param {string} remote @param {string} dist
 * @returns {{ version: string, dir: string, url: string, created: boolean }}
 */
export function publishRelease(env, remote, dist) {
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Refusal([`${dist} holds no build of ${remote}: it has no mf-manifest.json. Build the remote first (pnpm --filter @site/remote-${remote} run build), or name its build with --dist.`]);
  }
  const url = (/** @type {string} */ version) => releaseUrl(env, remote, version);
  const existing = buildVersion(dist);
  if (fs.existsSync(releaseDir(env, remote, existing))) return { version: existing, dir: releaseDir(env, remote, existing), url: url(existing), created: false };
  const parent = path.join(env.releasesDir, remote);
  fs.mkdirSync(parent, { recursive: true });
  const incoming = path.join(parent, `.incoming-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    fs.cpSync(dist, incoming, { recursive: true, errorOnExist: true, force: false });
    const version = buildVersion(incoming);
    for (const [name, target] of Object.entries(env.config.links?.[remote] ?? {})) {
      if (!fs.existsSync(path.join(incoming, name))) fs.symlinkSync(target, path.join(incoming, name));
    }
    const dir = releaseDir(env, remote, version);
    try {
      fs.renameSync(incoming, dir);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      return { version, dir, url: url(version), created: false }; // the same build, published by another deploy meanwhile
    }
    return { version, dir, url: url(version), created: true };
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
}

/** Every record of the history (of one remote), oldest first. @param {Environment} env @param {string} [remote] @returns {HistoryRecord[]} */
export function readHistory(env, remote) {
  if (!fs.existsSync(env.historyDir)) return [];
  return fs
    .readdirSync(env.historyDir)
    .filter((name) => /^\d{6,}-.+\.json$/.test(name))
    .sort()
    .map((name) => /** @type {HistoryRecord} */ (JSON.parse(fs.readFileSync(path.join(env.historyDir, name), 'utf8'))))
    .filter((record) => !remote || record.remote === remote);
}

/**
 * Adds a record to the history: a new file, numbered after the last one and never written again.
 * Call it holding the lock.
 * @param {Environment} env @param {Omit<HistoryRecord, 'seq' | 'at' | 'by'> & { by?: string }} record
 * @returns {HistoryRecord}
 */
export function appendHistory(env, record) {
  fs.mkdirSync(env.historyDir, { recursive: true });
  const last = fs
    .readdirSync(env.historyDir)
    .map((name) => /^(\d{6,})-/.exec(name)?.[1])
    .reduce((max, seq) => Math.max(max, Number(seq ?? 0)), 0);
  /** @type {HistoryRecord} */
  const full = { seq: last + 1, at: new Date().toISOString(), by: whoDeploys(), ...record };
  const file = path.join(env.historyDir, `${String(full.seq).padStart(6, '0')}-${record.remote}-${record.action}.json`);
  fs.writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`, { flag: 'wx' });
  return full;
}

/** Who deploys: DEPLOY_BY (a CI job names itself), else the user and host. */
export function whoDeploys() {
  if (process.env.DEPLOY_BY) return process.env.DEPLOY_BY;
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // no passwd entry (a container): unknown
  }
  return `${user}@${os.hostname()}`;
}

/**
 * The versions `remote` went live in, as a stack: each deploy puts its release on top, each rollback
 * takes the top off. Rolling back returns to the entry below the live one, so rolling back twice goes
 * back two deploys.
 * @param {HistoryRecord[]} records the remote's, oldest first
 * @returns {{ version: string | null, url: string, seq: number }[]}
 */
export function liveChain(records) {
  /** @type {{ version: string | null, url: string, seq: number }[]} */
  const chain = [];
  for (const record of records) {
    if (record.action === 'rollback') {
      chain.pop();
      if (chain.at(-1)?.url !== record.url) chain.push({ version: record.version, url: record.url, seq: record.seq });
    } else {
      chain.push({ version: record.version, url: record.url, seq: record.seq });
    }
  }
  return chain;
}

/**
 * Removes the releases nothing needs any more, holding the lock: of each remote it keeps the live one,
 * the last `keep` of its rollback chain and the `keep` published last. A release a visitor's open page
 * still loads from stays for as long as it is among those.
 * @param {Environment} env @param {{ keep?: number }} [options]
 * @returns {Promise<{ remote: string, version: string }[]>} what was removed
 */
export async function pruneReleases(env, { keep = 5 } = {}) {
  return withLock(env, () => {
    const { json } = readRemotes(env);
    /** @type {{ remote: string, version: string }[]} */
    const removed = [];
    if (!fs.existsSync(env.releasesDir)) return removed;
    for (const remote of fs.readdirSync(env.releasesDir)) {
      const dir = path.join(env.releasesDir, remote);
      if (!fs.statSync(dir).isDirectory()) continue;
      const kept = new Set([
        ...liveChain(readHistory(env, remote))
          .slice(-keep)
          .flatMap((entry) => (entry.version ? [entry.version] : [])),
        ...listReleases(env, remote)
          .slice(0, keep)
          .map((release) => release.version),
      ]);
      const live = env.config.bases[remote] ? versionOfUrl(env, remote, json.remotes[remote]) : null;
      if (live) kept.add(live);
      for (const name of fs.readdirSync(dir)) {
        const stale = name.startsWith('.incoming-') && Date.now() - fs.statSync(path.join(dir, name)).mtimeMs > 3_600_000;
        if ((VERSION.test(name) && !kept.has(name)) || stale) {
          fs.rmSync(path.join(dir, name), { recursive: true, force: true });
          if (VERSION.test(name)) removed.push({ remote, version: name });
        }
      }
    }
    return removed;
  });
}
