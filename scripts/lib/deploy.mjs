// @ts-check
/**
 * Deploying one remote to an environment (environment.mjs; docs/deployment.md): publish its build as
 * an immutable release, check it where it was published (deploy-checks.mjs), then switch remotes.json
 * to it in one rename and record the switch; roll back to the version live before; and keep the
 * environments of `npm start` and `npm run start:prod` in step with the builds in the workspace.
 * Built-ins only until a check runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exposeProblems, liveRoutes, readCandidate, routeProblems, sharedProblems, siteRules } from './deploy-checks.mjs';
import {
  Refusal,
  appendHistory,
  buildVersion,
  ensureEnvironment,
  liveChain,
  listReleases,
  openEnvironment,
  pruneReleases,
  publishRelease,
  readHistory,
  readRemotes,
  releaseDir,
  releaseUrl,
  versionOfUrl,
  withLock,
  writeRemotes,
} from './environment.mjs';
import { clearRefusal, readRefusal, recordRefusal, switchTo } from './history.mjs';
import { serverBuildToken } from './server-build-token.mjs';
import { APPS, ROOT } from './workspace.mjs';

/** @typedef {import('./environment.mjs').Environment} Environment */
/** @typedef {import('./environment.mjs').HistoryRecord} HistoryRecord */
/** @typedef {import('./deploy-checks.mjs').MfManifest} MfManifest */
/** @typedef {import('./deploy-checks.mjs').RoutesManifest} RoutesManifest */

/** The shell build whose shared singletons a remote must fit: the one the site serves. */
export const SHELL_MANIFEST = path.join(ROOT, 'shell/dist/mf-manifest.json');

/** The checks every deploy runs, by the name the history records. */
export const CHECKS = ['reachable', 'shared singletons', 'exposes', 'routes'];

/** A remote of the workspace by its federation name, folder or package name. @param {string} name */
export function appOfRemote(name) {
  return APPS.slice(1).find((app) => app.federation === name || app.dir === name || app.name === name);
}

/** @param {string} file */
function readShellManifest(file) {
  try {
    return /** @type {MfManifest} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Refusal([`The shell's manifest ${file} could not be read (${error instanceof Error ? error.message : String(error)}), so the shared singletons cannot be checked. Build the shell first (pnpm --filter @site/shell run build).`]);
  }
}

/** @param {Environment} env @returns {Record<string, RoutesManifest>} */
function lastKnownRoutes(env) {
  try {
    return JSON.parse(fs.readFileSync(env.lastKnownFile, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Every check of a release of `remote` at `url` against the environment as it is now. Call it holding
 * the lock, so that what it checked against is still live when the switch happens.
 * @param {Environment} env
 * @param {{ remote: string, url: string, live: Record<string, string>, shellManifest: MfManifest, dropExposes?: string[] }} options
 * @returns {Promise<{ problems: string[], warnings: string[], candidate?: import('./deploy-checks.mjs').Candidate }>}
 */
async function checkRelease(env, { remote, url, live, shellManifest, dropExposes = [] }) {
  const liveUrl = live[remote];
  const liveRead = liveUrl && liveUrl !== url ? await readCandidate(remote, liveUrl, { checkFiles: false }) : undefined;
  /** @type {string[]} */
  const warnings = [];
  if (liveUrl && liveRead && !liveRead.candidate) warnings.push(`The live version of ${remote} (${liveUrl}) could not be read, so its exposes were not compared with the new build's.`);
  const expectRoutes = Boolean(liveRead?.candidate?.routes ?? lastKnownRoutes(env)[remote]) || (appOfRemote(remote)?.outputs.includes('dist/routes.json') ?? false);
  const { candidate, problems } = await readCandidate(remote, url, { expectRoutes, serverBuildToken: serverBuildToken(env.dir) });
  if (!candidate) return { problems, warnings };
  const rules = await siteRules();
  problems.push(...sharedProblems(candidate, shellManifest, rules));
  problems.push(...exposeProblems(candidate, liveRead?.candidate?.manifest, dropExposes));
  if (candidate.routes) {
    const others = await liveRoutes(live, remote, lastKnownRoutes(env));
    problems.push(...others.problems, ...routeProblems(candidate, others.routes, rules));
  }
  return { problems, warnings, candidate };
}

/**
 * @typedef {object} DeployOptions
 * @property {string} envDir
 * @property {string} remote its federation name (remotes.json's key)
 * @property {string} [dist] the build to publish (default: the remote's dist/ in the workspace)
 * @property {string} [version] switch to this published release instead of publishing one
 * @property {string} [shellManifest] default SHELL_MANIFEST
 * @property {string[]} [dropExposes] exposes retired on purpose (`./Widget`)
 * @property {boolean} [dryRun] publish and check, but do not switch
 * @property {string} [expect] switch only if this version is live when the switch happens ('none': only if
 *   nothing is), like a compare-and-swap; a refusal otherwise
 * @property {string} [via] the command, for the history
 */

/**
 * @typedef {object} DeployResult
 * @property {'switched' | 'already live' | 'checked'} outcome
 * @property {string} version
 * @property {string} url
 * @property {boolean} published a new release was published
 * @property {{ version: string | null, url: string } | null} previous
 * @property {string[]} warnings
 * @property {HistoryRecord} [record]
 */

/** What is live for a remote, as a person reads it: its version, else its URL, else nothing. @param {Environment} env @param {string} remote @param {string | undefined} url */
const liveName = (env, remote, url) => (url ? (versionOfUrl(env, remote, url) ?? url) : 'nothing');

/**
 * What is live for a remote and who made it live, from the history, as a phrase.
 * @param {Environment} env @param {string} remote @param {string | undefined} url
 */
function liveAndWho(env, remote, url) {
  if (!url) return 'nothing is live (its entry was removed from remotes.json by other means than a deploy)';
  const record = switchTo(readHistory(env, remote), url);
  if (!record) return `${liveName(env, remote, url)} is live, which no deploy recorded (remotes.json was changed by other means)`;
  return `${liveName(env, remote, url)} is live, made live by ${record.by} with \`${record.via}\` at ${record.at} (record #${record.seq})`;
}

/**
 * Publishes the remote's build (or takes a published version), checks it, and switches remotes.json
 * to it, recording the switch. A refusal (`Refusal`) leaves remotes.json and the history as they were;
 * the release stays published, where QA may preview it, and a refusal by the checks is noted beside
 * it (`recordRefusal`: the listing marks it). With `expect`, the switch happens only if that version
 * is still live then; without it, a version another deploy made live while this one ran is replaced
 * with a warning naming it and who deployed it.
 * @param {DeployOptions} options
 * @returns {Promise<DeployResult>}
 */
export async function deployRemote({ envDir, remote, dist, version, shellManifest = SHELL_MANIFEST, dropExposes = [], dryRun = false, expect, via = 'deploy-remote' }) {
  const env = openEnvironment(envDir);
  // What was live as this deploy began, read before publishing and checking: what it meant to replace.
  const startedWith = readRemotes(env).json.remotes[remote];
  /** @type {{ version: string, url: string, created: boolean }} */
  let release;
  if (version) {
    if (!fs.existsSync(releaseDir(env, remote, version))) {
      const known = listReleases(env, remote).map((entry) => entry.version);
      throw new Refusal([`${remote} has no published release ${version} in ${env.dir}${known.length > 0 ? `; published: ${known.join(', ')}` : ''}.`]);
    }
    release = { version, url: releaseUrl(env, remote, version), created: false };
  } else {
    const app = appOfRemote(remote);
    const source = dist ?? (app ? path.join(ROOT, app.dir, 'dist') : undefined);
    if (!source) throw new Refusal([`${remote} is not a remote of shared/apps.json: name its build with --dist <folder>.`]);
    release = publishRelease(env, remote, source);
  }
  const shell = readShellManifest(shellManifest);
  return withLock(env, async () => {
    const { json } = readRemotes(env);
    const liveUrl = json.remotes[remote];
    const previous = liveUrl ? { version: versionOfUrl(env, remote, liveUrl), url: liveUrl } : null;
    const base = { version: release.version, url: release.url, published: release.created, previous };
    if (expect !== undefined && (expect === 'none' ? liveUrl !== undefined : liveUrl !== expect && versionOfUrl(env, remote, liveUrl) !== expect)) {
      throw new Refusal(
        [
          liveUrl
            ? `${remote} is not at the version this deploy expects (--expect ${expect}): ${liveAndWho(env, remote, liveUrl)}. Check that ${liveName(env, remote, liveUrl)} may be replaced, then deploy again with --expect ${liveName(env, remote, liveUrl)}.`
            : `${remote} is not at the version this deploy expects (--expect ${expect}): nothing is live. If nothing should be, deploy again with --expect none.`,
        ],
        { version: release.version, url: release.url },
      );
    }
    if (liveUrl === release.url && !dryRun) return { ...base, outcome: /** @type {const} */ ('already live'), warnings: [] };
    const { problems, warnings } = await checkRelease(env, { remote, url: release.url, live: json.remotes, shellManifest: shell, dropExposes });
    if (problems.length > 0) {
      recordRefusal(env, { remote, version: release.version, via, reasons: problems });
      throw new Refusal(problems, { version: release.version, url: release.url });
    }
    clearRefusal(env, remote, release.version);
    if (dryRun) return { ...base, outcome: /** @type {const} */ ('checked'), warnings };
    if (expect === undefined && liveUrl !== startedWith) {
      const replaced = versionOfUrl(env, remote, liveUrl);
      warnings.push(
        [
          `While this deploy ran, ${remote} changed from ${liveName(env, remote, startedWith)}: ${liveAndWho(env, remote, liveUrl)}. This deploy replaced it with ${release.version}.`,
          replaced ? `If ${replaced} should be live, make it live again: pnpm deploy:remote ${remote} --version ${replaced}.` : '',
          `To be refused instead of replacing a version you did not expect, deploy with --expect <the version you expect live, or none>.`,
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
    // Every other key (loading settings, the remotes' order) stays as it is.
    writeRemotes(env, { ...json, remotes: { ...json.remotes, [remote]: release.url } });
    const record = appendHistory(env, { remote, action: 'deploy', version: release.version, url: release.url, previous, via, checks: CHECKS, ...(warnings.length > 0 ? { warnings } : {}) });
    return { ...base, outcome: /** @type {const} */ ('switched'), warnings, record };
  });
}

/**
 * Returns `remote` to the version that was live before the live one (its history's rollback chain),
 * after checking that the release still answers where it was published. The other checks are run too,
 * but only warn: the version was live before, and a rollback must not wait on a rule that changed since.
 * @param {{ envDir: string, remote: string, shellManifest?: string, via?: string }} options
 * @returns {Promise<DeployResult>}
 */
export async function rollbackRemote({ envDir, remote, shellManifest = SHELL_MANIFEST, via = 'deploy-remote rollback' }) {
  const env = openEnvironment(envDir);
  return withLock(env, async () => {
    const { json } = readRemotes(env);
    const liveUrl = json.remotes[remote];
    const chain = liveChain(readHistory(env, remote));
    const at = chain.map((entry) => entry.url).lastIndexOf(liveUrl ?? '');
    if (!liveUrl) throw new Refusal([`${remote} is not live in ${env.dir}: there is nothing to roll back.`]);
    if (at < 0) {
      throw new Refusal([`remotes.json names ${liveUrl} for ${remote}, which no deploy recorded, so the version before it is unknown. Deploy a published release by name: deploy-remote ${remote} --version <version> (deploy-remote history ${remote} lists them).`]);
    }
    const target = chain[at - 1];
    if (!target) throw new Refusal([`${remote} has no earlier version to return to: the live one (${chain[at]?.version ?? liveUrl}) is the first this environment recorded.`]);
    const previous = { version: versionOfUrl(env, remote, liveUrl), url: liveUrl };
    const reachable = await readCandidate(remote, target.url, { serverBuildToken: serverBuildToken(env.dir) });
    if (!reachable.candidate || reachable.problems.length > 0) throw new Refusal(reachable.problems.length > 0 ? reachable.problems : [`${target.url} could not be read.`]);
    /** @type {string[]} */
    let warnings = [];
    try {
      const others = await checkRelease(env, { remote, url: target.url, live: json.remotes, shellManifest: readShellManifest(shellManifest) });
      warnings = [...others.warnings, ...others.problems];
    } catch (error) {
      warnings = [error instanceof Error ? error.message : String(error)];
    }
    writeRemotes(env, { ...json, remotes: { ...json.remotes, [remote]: target.url } });
    const record = appendHistory(env, { remote, action: 'rollback', version: target.version, url: target.url, previous, via, checks: ['reachable'], ...(warnings.length > 0 ? { warnings } : {}) });
    return { outcome: 'switched', version: target.version ?? target.url, url: target.url, published: false, previous, warnings, record };
  });
}

/**
 * What the history says of the environment (of one remote): its records, the live version and the
 * published releases, as lines for a terminal. Each release is marked `(live)`, `(refused: <the
 * first reason>)` when the checks refused it last time they ran on it, or `(candidate)` when it was
 * never live here (only published, or checked with --dry-run); one that was live before is unmarked.
 * @param {{ envDir: string, remote?: string }} options
 */
export function describeHistory({ envDir, remote }) {
  const env = openEnvironment(envDir);
  const { json } = readRemotes(env);
  const remotes = remote ? [remote] : [...new Set([...Object.keys(json.remotes), ...Object.keys(env.config.bases)])];
  /** @type {string[]} */
  const lines = [];
  for (const name of remotes) {
    const live = json.remotes[name];
    const liveVersion = env.config.bases[name] ? versionOfUrl(env, name, live) : null;
    lines.push(`${name}: live ${liveVersion ?? live ?? 'nothing'}`);
    const records = readHistory(env, name);
    for (const record of records) {
      const when = record.at.replace('T', ' ').slice(0, 19);
      lines.push(`  #${record.seq} ${when}  ${record.action.padEnd(8)} ${record.version ?? record.url}  from ${record.previous?.version ?? record.previous?.url ?? 'nothing'}  by ${record.by} (${record.via})${record.warnings?.length ? `  warnings: ${record.warnings.length}` : ''}`);
    }
    const releases = env.config.bases[name] ? listReleases(env, name) : [];
    if (releases.length === 0) continue;
    const wentLive = new Set(records.map((record) => record.version));
    lines.push('  published, newest first:');
    for (const { version } of releases) {
      const refusal = readRefusal(env, name, version);
      const more = (refusal?.reasons.length ?? 0) - 1;
      const mark =
        version === liveVersion
          ? ' (live)'
          : refusal
            ? ` (refused: ${refusal.reasons[0] ?? 'no reason was recorded'}${more > 0 ? ` (and ${more} more reason${more > 1 ? 's' : ''})` : ''})`
            : wentLive.has(version)
              ? ''
              : ' (candidate)';
      lines.push(`    ${version}${mark}`);
    }
  }
  return lines;
}

/**
 * The environment as a start script serves it: each remote's base URL (its origin at `portOf(app)`)
 * and the shell's loading settings. The help centre's releases carry their content (dist/content/).
 * @param {(app: (typeof APPS)[number]) => number} portOf
 */
export function workspaceEnvironment(portOf) {
  const remotes = APPS.slice(1);
  return {
    bases: Object.fromEntries(remotes.map((app) => [app.federation, `http://localhost:${portOf(app)}/`])),
    loading: loadingSettings(),
  };
}

/** The shell's loading settings of remotes.json (shell/config/remote-loading.json: timeouts, retries). */
function loadingSettings() {
  const loading = /** @type {Record<string, unknown>} */ (JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/config/remote-loading.json'), 'utf8')));
  delete loading.$comment;
  return loading;
}

/**
 * Brings a start script's environment in step with the workspace's builds, once the remotes' origins
 * serve it: each remote whose build in dist/ was never live there is published and deployed, with
 * every check, in the order of shared/apps.json (so on a first start the environment is made from the
 * builds). A build that was live once is left alone, so a deploy or rollback made with the commands
 * survives a restart; a build refused before is checked again (what it collided with may have moved),
 * and a refusal is reported with the live version kept. Old releases are pruned.
 * @param {{ envDir: string, bases: Record<string, string>, loading?: Record<string, unknown>, log: (message: string) => void, via?: string }} options
 */
export async function syncEnvironment({ envDir, bases, loading, log, via = 'npm start' }) {
  const env = await ensureEnvironment(envDir, { bases, ...(loading ? { loading } : {}) });
  for (const app of APPS.slice(1)) {
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      log(`${app.federation}: no build in ${path.relative(ROOT, dist)}, nothing to deploy`);
      continue;
    }
    const live = readRemotes(env).json.remotes[app.federation];
    const version = buildVersion(dist);
    if (live && readHistory(env, app.federation).some((record) => record.version === version)) continue;
    try {
      const result = await deployRemote({ envDir, remote: app.federation, dist, via });
      log(`${app.federation}: deployed release ${result.version} of ${path.relative(ROOT, dist)}`);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      log(`${app.federation}: the build in ${path.relative(ROOT, dist)} was not deployed${live ? ' (the live version stays)' : ', and no version is live'}:\n  ${error.reasons.join('\n  ')}`);
    }
  }
  const removed = await pruneReleases(env);
  if (removed.length > 0) log(`pruned ${removed.length} old release(s)`);
  return env;
}
