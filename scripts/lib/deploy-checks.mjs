// @ts-check
/**
 * What a remote's build must pass before remotes.json names it (docs/deployment.md):
 *
 * 1. reachable: its mf-manifest.json, its routes.json (when it publishes pages) and every file they
 *    name answer at the URL it was published at, as the shell's server and browsers will ask for them
 *    (the server build with the environment's token, as the composition server asks for it);
 * 2. shared singletons: every module the shell provides as a singleton is shared by the build as a
 *    singleton too, with a version the shell's copy serves (the shell's own rule);
 * 3. exposes: the parcels the site loads from it are there (`./Pages` for a remote with pages, and
 *    every expose its live version has, which other remotes may load: `fx/RateWidget`);
 * 4. routes: none of its addresses is one another live remote owns, or one the site answers itself
 *    (the rule the shell's server applies at run time).
 *
 * Each check answers sentences that name the problem and what to do; none changes anything.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_BUILD_HEADER } from './server-build-token.mjs';
import { ROOT } from './workspace.mjs';

/** How long one file of a release may take to answer. */
const FETCH_TIMEOUT_MS = 5000;
/** Files of a release asked for at once. */
const FETCH_CONCURRENCY = 8;

/**
 * @typedef {{ name: string, version?: string, singleton?: boolean }} SharedEntry
 * @typedef {{ js?: { sync?: string[], async?: string[] }, css?: { sync?: string[], async?: string[] } }} Assets
 * @typedef {{ name?: string, id?: string, metaData?: { publicPath?: string, remoteEntry?: { name?: string, path?: string } }, shared?: (SharedEntry & { assets?: Assets })[], exposes?: { name?: string, path?: string, assets?: Assets }[] }} MfManifest
 * @typedef {{ remote: string, mount: string, routes: { path: string, aliases?: string[] }[], langs?: string[], fragments?: string, assets?: { css?: string[], js?: string[] }, server?: string, pages?: Record<string, Record<string, { fragment?: string }>> }} RoutesManifest
 * @typedef {{ remote: string, manifestUrl: string, base: URL, manifest: MfManifest, routes?: RoutesManifest }} Candidate
 */

/**
 * @typedef {object} SiteRules
 * @property {(remote: string, host: Record<string, string>, shared: readonly SharedEntry[] | undefined) => string[]} sharedVersionProblems
 * @property {(manifest: { shared?: readonly SharedEntry[] } | undefined) => Record<string, string>} hostSharedVersions
 * @property {(manifests: readonly RoutesManifest[]) => { conflicts: { space: string, segment: string, owner: string, refused: string }[] }} resolveRouteClaims
 * @property {(conflict: { space: string, segment: string, owner: string, refused: string }) => string} describeConflict
 * @property {(version: string) => string | null} validVersion
 */

/** @type {Promise<SiteRules> | undefined} */
let rules;

/**
 * The site's rules from their one source, the code the shell's server runs: the shared-version rule of
 * shell/server/shared-versions.ts and the route claims of @site/shared/routes. Both are TypeScript;
 * jiti (a dev dependency of the workspace, which the builds already use to load TypeScript) compiles
 * them in this process, resolving as the shell does (from shell/), so a deploy needs no build step of
 * its own and cannot drift from what the running shell enforces. Loaded on first use: the start scripts
 * import this module before the dependencies are installed.
 * @returns {Promise<SiteRules>}
 */
export function siteRules() {
  rules ??= (async () => {
    const { createJiti } = await import('jiti');
    const shellPackage = path.join(ROOT, 'shell/package.json');
    const jiti = createJiti(shellPackage);
    const versions = /** @type {Pick<SiteRules, 'sharedVersionProblems' | 'hostSharedVersions'>} */ (await jiti.import('./server/shared-versions.ts'));
    const routes = /** @type {Pick<SiteRules, 'resolveRouteClaims' | 'describeConflict'>} */ (await jiti.import('@site/shared/routes'));
    const semver = /** @type {{ valid: (version: string) => string | null }} */ (createRequire(shellPackage)('semver'));
    return {
      sharedVersionProblems: versions.sharedVersionProblems,
      hostSharedVersions: versions.hostSharedVersions,
      resolveRouteClaims: routes.resolveRouteClaims,
      describeConflict: routes.describeConflict,
      validVersion: (version) => semver.valid(version),
    };
  })();
  return rules;
}

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, text?: string, error?: string }>} status 0: no answer (error says why)
 */
async function get(url, headers = {}) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a timeout, a bad port).
    const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
    return { status: 0, error: cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)) };
  }
}

/** @param {{ status: number, error?: string }} answer */
const how = (answer) => (answer.status === 0 ? `no answer (${answer.error})` : `HTTP ${answer.status}`);

/** @param {string} text */
function parseJson(text) {
  try {
    return /** @type {unknown} */ (JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** @param {Assets | undefined} assets */
const filesOf = (assets) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/**
 * Reads a remote's build at `manifestUrl` as the site will: the manifest, its routes.json, and whether
 * every file they name answers. `expectRoutes`: the remote publishes pages (its live version did, or its
 * app's build writes routes.json), so a missing routes.json is a problem, not a widget's absence.
 * `checkFiles: false` reads the manifests only (the live version, whose exposes are compared).
 * `serverBuildToken`: the environment's, sent when the server build is read, as the composition server sends it.
 * @param {string} remote @param {string} manifestUrl @param {{ expectRoutes?: boolean, checkFiles?: boolean, serverBuildToken?: string }} [options]
 * @returns {Promise<{ candidate?: Candidate, problems: string[] }>}
 */
export async function readCandidate(remote, manifestUrl, { expectRoutes = false, checkFiles = true, serverBuildToken } = {}) {
  const answer = await get(manifestUrl);
  if (answer.status !== 200 || answer.text === undefined) {
    return { problems: [`${remote}'s manifest is not reachable at ${manifestUrl}: ${how(answer)}. The site would load it from there; check that the release is published and that the remote's origin serves it.`] };
  }
  const manifest = /** @type {MfManifest | undefined} */ (parseJson(answer.text));
  const entryName = manifest?.metaData?.remoteEntry?.name;
  if (!manifest || !entryName || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    return { problems: [`${manifestUrl} is not a Module Federation manifest (mf-manifest.json with metaData.remoteEntry, exposes and shared): build the remote with mfWebpackPreset.`] };
  }
  /** @type {string[]} */
  const problems = [];
  if (manifest.name !== remote) {
    problems.push(`The build at ${manifestUrl} is named "${manifest.name}", not ${remote}: the shell loads it as ${remote}, so its container would not be found. Deploy it under its own name, or build it with name: '${remote}'.`);
  }
  const base = new URL('.', manifestUrl);
  const publicPath = manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? new URL(manifest.metaData.publicPath, base) : base;
  /** @type {URL[]} */
  const files = [new URL(`${manifest.metaData?.remoteEntry?.path ?? ''}${entryName}`, publicPath)];
  for (const expose of manifest.exposes) files.push(...filesOf(expose.assets).map((file) => new URL(file, publicPath)));
  for (const shared of manifest.shared) files.push(...filesOf(shared.assets).map((file) => new URL(file, publicPath)));

  const routesUrl = new URL('routes.json', base).href;
  const routesAnswer = await get(routesUrl);
  /** @type {RoutesManifest | undefined} */
  let routes;
  /** @type {URL | undefined} */
  let serverBuild;
  if (routesAnswer.status === 200 && routesAnswer.text !== undefined) {
    const parsed = /** @type {RoutesManifest | undefined} */ (parseJson(routesAnswer.text));
    const valid = parsed && typeof parsed.remote === 'string' && typeof parsed.mount === 'string' && (parsed.mount === 'lang' || parsed.mount.startsWith('/')) && Array.isArray(parsed.routes) && parsed.routes.every((route) => typeof route?.path === 'string');
    if (!valid) problems.push(`${routesUrl} is not a route manifest (remote, mount, routes): the shell could not route to ${remote}'s pages. Build the remote with its prerender step.`);
    else {
      routes = parsed;
      if (routes.remote !== remote) problems.push(`${routesUrl} publishes the routes of "${routes.remote}", not ${remote}: the build is another remote's.`);
      for (const file of [...(routes.assets?.css ?? []), ...(routes.assets?.js ?? [])]) files.push(new URL(file, base));
      // The server build the site renders its live pages and embedded regions with, read as the composition
      // server reads it: with the environment's token, without which the remote's origin does not serve it.
      if (typeof routes.server === 'string') {
        serverBuild = new URL(routes.server, base);
        files.push(serverBuild);
      }
      // One prerendered page per language: the fragments were published with the build.
      for (const lang of routes.langs ?? []) {
        const fragment = Object.values(routes.pages?.[lang] ?? {}).find((page) => page.fragment)?.fragment;
        if (fragment && routes.fragments) files.push(new URL(`${routes.fragments}${fragment}`, base));
      }
    }
  } else if (routesAnswer.status !== 404 || expectRoutes) {
    problems.push(`${remote} publishes pages, but its routes.json is not reachable at ${routesUrl}: ${how(routesAnswer)}. Without it the shell cannot route to them; build the remote with its prerender step.`);
  }

  const unique = checkFiles ? [...new Map(files.map((url) => [url.href, url])).values()] : [];
  /** @type {{ url: string, answer: string }[]} */
  const missing = [];
  for (let i = 0; i < unique.length; i += FETCH_CONCURRENCY) {
    await Promise.all(
      unique.slice(i, i + FETCH_CONCURRENCY).map(async (url) => {
        const file = await get(url.href, url.href === serverBuild?.href && serverBuildToken ? { [SERVER_BUILD_HEADER]: serverBuildToken } : {});
        if (file.status !== 200) missing.push({ url: url.href, answer: how(file) });
      }),
    );
  }
  if (missing.length > 0) {
    const first = missing[0];
    // A remote's origin serves the server build only with the environment's token: one that started before the
    // token was made does not know it.
    const onlyServerBuild = missing.length === 1 && first?.url === serverBuild?.href && first?.answer === 'HTTP 404';
    problems.push(
      onlyServerBuild
        ? `${remote}'s server build does not answer at ${first?.url} (HTTP 404), asked with the environment's token (server-build-token in the environment's folder), while every other file does. Restart the site's servers if they started before the token was made; else publish the whole build again.`
        : `${remote}'s release is incomplete: ${missing.length} of the ${unique.length} files its manifests name do not answer, first ${first?.url} (${first?.answer}). Publish the whole build again.`,
    );
  }
  return { candidate: { remote, manifestUrl, base, manifest, ...(routes ? { routes } : {}) }, problems };
}

/**
 * Every module the shell provides as a singleton (its own mf-manifest.json: one copy for the whole
 * page, loaded first) must be shared by the build as a singleton, with a version the shell's copy
 * serves by the shell's own rule (`sharedVersionProblems`).
 * @param {Candidate} candidate @param {MfManifest} shellManifest @param {SiteRules} siteRules
 */
export function sharedProblems(candidate, shellManifest, siteRules) {
  const { remote } = candidate;
  const shared = candidate.manifest.shared ?? [];
  /** @type {string[]} */
  const problems = [];
  for (const provided of (shellManifest.shared ?? []).filter((entry) => entry.singleton)) {
    const own = shared.find((entry) => entry.name === provided.name);
    const why = 'the shell provides it as a singleton, one copy for the whole page, and a second copy breaks it (two Reacts break hooks; a second @site/shared/store splits the site\'s state)';
    if (!own) problems.push(`${remote} does not share ${provided.name}: ${why}. Build ${remote} with mfWebpackPreset (@site/shared/webpack-preset), which shares it.`);
    else if (!own.singleton) problems.push(`${remote} shares ${provided.name}, but not as a singleton: ${why}. Build ${remote} with mfWebpackPreset, which makes it one.`);
    else if (!own.version || !siteRules.validVersion(own.version)) problems.push(`${remote} shares ${provided.name} without a version the shell can compare (${own.version ?? 'none'}): give it the installed package's version, as mfWebpackPreset does.`);
  }
  problems.push(...siteRules.sharedVersionProblems(remote, siteRules.hostSharedVersions(shellManifest), shared));
  return problems;
}

/**
 * The parcels the site loads from the build: `./Pages`, which the shell mounts for a remote with pages,
 * and every expose its live version has, since another remote may load it (marketing loads
 * `fx/RateWidget`, ota `marketing/DemoRequest`). `dropped`: exposes the team has retired on purpose.
 * @param {Candidate} candidate @param {MfManifest | undefined} live @param {readonly string[]} [dropped]
 */
export function exposeProblems(candidate, live, dropped = []) {
  const { remote } = candidate;
  const pathOf = (/** @type {{ name?: string, path?: string }} */ expose) => expose.path ?? `./${expose.name}`;
  const has = new Set((candidate.manifest.exposes ?? []).map(pathOf));
  /** @type {string[]} */
  const problems = [];
  // A remote that only lends regions to other pages (fx's widget) publishes a manifest without routes.
  if (candidate.routes && candidate.routes.routes.length > 0 && !has.has('./Pages')) {
    problems.push(`${remote} publishes pages (routes.json) but does not expose ./Pages, the parcel the shell mounts for them (${remote}/Pages). Expose it in the remote's webpack config.`);
  }
  for (const expose of (live?.exposes ?? []).map(pathOf)) {
    if (expose === './Pages' || has.has(expose) || dropped.includes(expose)) continue;
    problems.push(
      `${remote}'s build does not expose ${expose}, which its live version exposes and other parts of the site may load (${remote}/${expose.slice(2)}). Retire an expose once nothing loads it, then deploy with --drop-expose ${expose}.`,
    );
  }
  return problems;
}

/**
 * The routes of the build against those of every other live remote, taken in the order of
 * remotes.json with the build last: an address another remote or the site already has is refused.
 * @param {Candidate} candidate
 * @param {RoutesManifest[]} others the other live remotes' routes
 * @param {SiteRules} siteRules
 */
export function routeProblems(candidate, others, siteRules) {
  if (!candidate.routes) return [];
  const { conflicts } = siteRules.resolveRouteClaims([...others, candidate.routes]);
  return conflicts
    .filter((conflict) => conflict.refused === candidate.routes?.remote)
    .map((conflict) => `${siteRules.describeConflict(conflict)} Two remotes cannot own one address: rename the route, or move it out of ${conflict.owner === 'site' ? 'the site\'s own addresses' : conflict.owner} first.`);
}

/**
 * The routes every other live remote publishes now: its routes.json, else what the shell's server last
 * read of it (routes.last-known.json beside remotes.json), which the shell still routes by while the
 * remote is down. A remote that publishes no routes.json (404) and was never known to has none.
 * @param {Record<string, string>} live remotes.json's remotes
 * @param {string} except the remote being deployed
 * @param {Record<string, RoutesManifest>} lastKnown
 * @returns {Promise<{ routes: RoutesManifest[], problems: string[] }>}
 */
export async function liveRoutes(live, except, lastKnown) {
  const entries = Object.entries(live).filter(([name]) => name !== except);
  const answers = await Promise.all(
    entries.map(async ([name, url]) => {
      let routesUrl;
      try {
        routesUrl = new URL('routes.json', url).href;
      } catch {
        return { name, answer: { status: 0, error: `remotes.json names ${url}` }, routesUrl: String(url) };
      }
      return { name, answer: await get(routesUrl), routesUrl };
    }),
  );
  /** @type {RoutesManifest[]} */
  const routes = [];
  /** @type {string[]} */
  const problems = [];
  for (const { name, answer, routesUrl } of answers) {
    const parsed = answer.status === 200 && answer.text !== undefined ? /** @type {RoutesManifest | undefined} */ (parseJson(answer.text)) : undefined;
    const known = parsed && Array.isArray(parsed.routes) ? parsed : lastKnown[name];
    if (known) routes.push(known);
    else if (answer.status !== 404) {
      problems.push(`The routes of ${name}, which is live, could not be read at ${routesUrl} (${how(answer)}) and the shell has none kept, so a collision with them cannot be ruled out. Deploy once ${name} answers again.`);
    }
  }
  return { routes, problems };
}
