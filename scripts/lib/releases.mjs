// @ts-check
/**
 * The releases of an environment (scripts/lib/environment.mjs): each published build of a remote in
 * `releases/<remote>/<version>/`, named by the hash of its files and never changed, and the pruning
 * of those nothing needs any more.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withLock } from './env-lock.mjs';
import { liveChain, readHistory } from './history.mjs';
import { Refusal } from './refusal.mjs';
import { readRemotes } from './remotes-file.mjs';

/** @typedef {import('./environment.mjs').Environment} Environment */

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
