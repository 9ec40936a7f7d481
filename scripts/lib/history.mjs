// @ts-check
/**
 * An environment's history (scripts/lib/environment.mjs): one record per switch of a remote's live
 * release, written once and never changed, and the chain of live releases a rollback walks back; and
 * beside it, per published release, why the checks last refused it (`refusals/`), which is no switch.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeAtomically } from './atomic-write.mjs';

/** @typedef {import('./environment.mjs').Environment} Environment */

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
 * @typedef {object} RefusalRecord
 * @property {string} remote
 * @property {string} version the release the checks refused
 * @property {string} at ISO time
 * @property {string} by who deployed
 * @property {string} via the command
 * @property {string[]} reasons every reason, as the command printed them
 */

/** Where the last refusal of a release is kept: outside the release, which never changes, and outside the history. */
const refusalFile = (/** @type {Environment} */ env, /** @type {string} */ remote, /** @type {string} */ version) => path.join(env.dir, 'refusals', remote, `${version}.json`);

/**
 * Notes that the checks refused a published release, with their reasons (replacing an earlier note of
 * it). It is neither a switch nor part of the history, so the rollback chain and the start scripts'
 * rule (a build refused before is checked again) do not see it. Notes of releases pruned since are
 * removed. Call it holding the lock.
 * @param {Environment} env @param {Omit<RefusalRecord, 'at' | 'by'>} refusal
 * @returns {RefusalRecord}
 */
export function recordRefusal(env, refusal) {
  const dir = path.join(env.dir, 'refusals', refusal.remote);
  fs.mkdirSync(dir, { recursive: true });
  /** @type {RefusalRecord} */
  const full = { remote: refusal.remote, version: refusal.version, at: new Date().toISOString(), by: whoDeploys(), via: refusal.via, reasons: refusal.reasons };
  const file = refusalFile(env, refusal.remote, refusal.version);
  writeAtomically(file, `${JSON.stringify(full, null, 2)}\n`);
  for (const name of fs.readdirSync(dir)) {
    const version = /^([0-9a-f]{12})\.json$/.exec(name)?.[1];
    if (version && !fs.existsSync(path.join(env.releasesDir, refusal.remote, version))) fs.rmSync(path.join(dir, name), { force: true });
  }
  return full;
}

/** Forgets the refusal of a release once the checks have passed it. Call it holding the lock. @param {Environment} env @param {string} remote @param {string} version */
export function clearRefusal(env, remote, version) {
  fs.rmSync(refusalFile(env, remote, version), { force: true });
}

/** Why the checks last refused a release, if they did and have not passed it since. @param {Environment} env @param {string} remote @param {string} version @returns {RefusalRecord | undefined} */
export function readRefusal(env, remote, version) {
  try {
    return JSON.parse(fs.readFileSync(refusalFile(env, remote, version), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The record that made `url` live, the last of the remote's records switching to it; none when
 * remotes.json was changed otherwise (by hand, or by a command of another making).
 * @param {HistoryRecord[]} records the remote's, oldest first @param {string | undefined} url
 */
export function switchTo(records, url) {
  return url ? records.findLast((record) => record.url === url) : undefined;
}
