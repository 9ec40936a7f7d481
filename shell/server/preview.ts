import type { PreviewRefusal } from '../src/config/route-table';
import type { RemotesFile } from './remote-sources';

/**
 * Previews: a tester points one remote at a candidate build in their own browser only, on the real
 * site, as import-map-overrides does for an import map. `?site-preview=<remote>:<manifest URL>` sets
 * it (a cookie of this browser), `?site-preview=reset` clears it. The server composes that browser's
 * pages from the candidate and sends the browser the same remotes, with a banner to go back.
 *
 * Only a manifest URL the site's configuration allows is taken, never an arbitrary origin (a link
 * that loaded another origin's scripts into the site would be script injection by link): the origin
 * of the remote's live manifest (a team publishes candidates beside its releases), or an origin
 * remotes.json lists in `previewOrigins`. Such answers are private to the browser that asked.
 */
export const PREVIEW_COOKIE = 'site_preview';
export const PREVIEW_PARAM = 'site-preview';


const MAX_URL_LENGTH = 2048;

/** The origins a preview of `remote` may load from. */
function allowedOrigins(file: RemotesFile, remote: string): Set<string> {
  const origins = new Set(file.previewOrigins);
  const live = file.remotes[remote];
  try {
    if (live) origins.add(new URL(live).origin);
  } catch {
    // a live URL that is not one allows nothing more
  }
  return origins;
}

/** `remote:url` checked against the configuration: the candidate, or why not. */
export function checkPreview(value: string, file: RemotesFile): { remote: string; url: string } | { refused: PreviewRefusal } {
  const colon = value.indexOf(':');
  const remote = colon > 0 ? value.slice(0, colon) : '';
  const address = value.slice(colon + 1);
  if (!remote || !Object.hasOwn(file.remotes, remote)) return { refused: 'unknown-remote' };
  if (address.length > MAX_URL_LENGTH) return { refused: 'malformed' };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { refused: 'malformed' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.pathname.endsWith('/mf-manifest.json')) return { refused: 'malformed' };
  if (!allowedOrigins(file, remote).has(url.origin)) return { refused: 'not-allowed' };
  return { remote, url: url.href };
}

/** The previews a request's cookie holds that the configuration still allows (a remote may have moved since). */
export function previewOf(cookie: string | undefined, file: RemotesFile): Record<string, string> {
  if (!cookie) return {};
  let saved: unknown;
  try {
    saved = JSON.parse(decodeURIComponent(cookie));
  } catch {
    return {};
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  const remotes: Record<string, string> = {};
  for (const [remote, url] of Object.entries(saved)) {
    if (typeof url !== 'string') continue;
    const checked = checkPreview(`${remote}:${url}`, file);
    if ('url' in checked) remotes[checked.remote] = checked.url;
  }
  return remotes;
}

/** The Set-Cookie value that keeps `remotes` for this browser (an empty map clears it). */
export function previewCookie(remotes: Record<string, string>): string {
  const attributes = 'Path=/; SameSite=Lax; Secure; HttpOnly';
  if (Object.keys(remotes).length === 0) return `${PREVIEW_COOKIE}=; ${attributes}; Max-Age=0`;
  // A working day: a tester's preview does not outlive their session by much.
  return `${PREVIEW_COOKIE}=${encodeURIComponent(JSON.stringify(remotes))}; ${attributes}; Max-Age=43200`;
}

/** remotes.json as this browser sees it: the live remotes with its previews in their place. */
export function withPreview(file: RemotesFile, remotes: Record<string, string>): RemotesFile {
  if (Object.keys(remotes).length === 0) return file;
  const origins = new Set(file.origins);
  for (const url of Object.values(remotes)) origins.add(new URL(url).origin);
  const config = file.config.ok ? { ok: true as const, config: { ...file.config.config, remotes: { ...file.config.config.remotes, ...remotes } } } : file.config;
  return { ...file, remotes: { ...file.remotes, ...remotes }, config, origins: [...origins] };
}
