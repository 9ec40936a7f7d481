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

/** @type {Map<string, { at: number, manifest: any }>} */
const manifestCache = new Map();
const MANIFEST_TTL_MS = 10_000;

/** @param {string} url */
async function readManifest(url) {
  const cached = manifestCache.get(url);
  if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const manifest = response.ok ? await response.json() : undefined;
    manifestCache.set(url, { at: Date.now(), manifest });
    return manifest;
  } catch {
    // A remote that is down gets no hints; the page handles it in its region.
    manifestCache.set(url, { at: Date.now(), manifest: undefined });
    return undefined;
  }
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
 */
export async function preloadHintsFor(remote, remotes) {
  const manifestUrl = remotes[remote];
  if (!manifestUrl) return '';
  const tags = [`<link rel="preload" href="${attr(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  // The help centre's articles are a separate artefact: its pointer is the first thing it reads.
  if (remote === 'docs') tags.push(`<link rel="preload" href="${attr(new URL('/content/latest.json', manifestUrl).href)}" as="fetch" crossorigin="anonymous">`);
  const manifest = await readManifest(manifestUrl);
  if (!manifest?.metaData?.remoteEntry) return tags.join('');
  const base = new URL('.', manifestUrl);
  const publicPath = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto' ? new URL(manifest.metaData.publicPath, base) : base;
  const entry = new URL(`${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`, publicPath);
  tags.push(`<link rel="preload" href="${attr(entry.href)}" as="script">`);
  return tags.join('');
}
