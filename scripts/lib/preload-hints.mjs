// @ts-check
/**
 * Preload hints for the remote a page needs (ARCHITECTURE, Performance): without them the
 * browser discovers the remote's manifest, entry and exposed chunks one round trip after the
 * other. The shell's server knows the route, remotes.json and each remote's manifest, so it can
 * name them all in the document's <head>.
 */

/** @typedef {{ path: string, remote: string, prefix?: boolean }} Route */

const LANGS = new Set(['en_us', 'zh_cn', 'zh_hk']);

/**
 * The remote that renders a URL path, or undefined (a redirect, an unknown path).
 * @param {string} pathname
 * @param {Route[]} routes
 */
export function remoteForPath(pathname, routes) {
  const [first = '', second = '', ...rest] = pathname.split('/').filter(Boolean);
  if (first === 'exportdrawback') return 'exportdrawback';
  if (!LANGS.has(first)) return undefined;
  const route = routes.find((candidate) => candidate.path === second);
  if (!route || (rest.length > 0 && !route.prefix)) return undefined;
  return route.remote;
}

/** @type {Map<string, { at: number, json: any }>} */
const jsonCache = new Map();
const JSON_TTL_MS = 10_000;

/**
 * A remote's manifest or the help centre's latest.json, read at most every 10 s.
 * @param {string} url
 */
async function readJson(url) {
  const cached = jsonCache.get(url);
  if (cached && Date.now() - cached.at < JSON_TTL_MS) return cached.json;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const json = response.ok ? await response.json() : undefined;
    jsonCache.set(url, { at: Date.now(), json });
    return json;
  } catch {
    // A remote that is down gets no hints; the page handles it in its region.
    jsonCache.set(url, { at: Date.now(), json: undefined });
    return undefined;
  }
}

const CONTENT_LANGS = /** @type {Record<string, string>} */ ({ en_us: 'en', zh_cn: 'zh-CN', zh_hk: 'zh-HK' });
const ARTICLE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The help centre reads latest.json, then the language's manifest, then the article: three
 * round trips after its code. The live version is known here, so all three start with the page.
 * The API reference (a path with `open-ai`) reads none of them.
 * @param {URL} manifestUrl
 * @param {string} pathname
 */
async function contentHints(manifestUrl, pathname) {
  const latestUrl = new URL('/content/latest.json', manifestUrl);
  const fetchLink = (/** @type {URL} */ url) => `<link rel="preload" href="${attr(url.href)}" as="fetch" crossorigin="anonymous">`;
  const [lang = '', section = '', name, ...rest] = pathname.split('/').filter(Boolean);
  const contentLang = CONTENT_LANGS[lang];
  if (section !== 'docs' || !contentLang || rest.length > 0 || (name && (!ARTICLE_NAME.test(name) || name.includes('open-ai')))) return [];
  const tags = [fetchLink(latestUrl)];
  const version = (await readJson(latestUrl.href))?.version;
  if (typeof version !== 'string' || !/^[\w.-]+$/.test(version)) return tags;
  const base = new URL(`/content/${version}/${contentLang}/`, manifestUrl);
  tags.push(fetchLink(new URL('manifest.json', base)));
  if (name) tags.push(fetchLink(new URL(`articles/${name}.html`, base)));
  return tags;
}

/** @param {string} value */
const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * <link> tags preloading the remote's manifest and entry, as the federation runtime will request
 * them (same URLs, same CORS mode). Not the exposed chunks: Chromium hands a failed script
 * preload to every later <script> of that URL in the page, so a remote that was down at first
 * load could never come back through Retry. The entry is safe because Retry loads it with a new
 * query (shared/src/parcel/remote-registry.ts); chunks are loaded by the remote's own runtime.
 * @param {string} remote
 * @param {Record<string, string>} remotes name → manifest URL
 * @param {string} [pathname] the page's path, for the help centre's content
 */
export async function preloadHintsFor(remote, remotes, pathname = '/') {
  const manifestUrl = remotes[remote];
  if (!manifestUrl) return '';
  const tags = [`<link rel="preload" href="${attr(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  // The help centre's articles are a separate artefact, published without a code release.
  if (remote === 'docs') tags.push(...(await contentHints(new URL(manifestUrl), pathname)));
  const manifest = await readJson(manifestUrl);
  if (!manifest?.metaData?.remoteEntry) return tags.join('');
  const base = new URL('.', manifestUrl);
  const publicPath = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto' ? new URL(manifest.metaData.publicPath, base) : base;
  const entry = new URL(`${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`, publicPath);
  tags.push(`<link rel="preload" href="${attr(entry.href)}" as="script">`);
  return tags.join('');
}
