import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRouteLang, type RouteLang } from '@site/shared/lang';
import { FORM_NAME_FIELD, postedValue } from '@site/shared/parcel';
import { PREVIEW_FORM, PREVIEW_PARAM, type PreviewRefusal } from '../src/config/route-table';
import { escapeHtml } from './document';
import { plainPageHtml, plainPagePolicy } from './error-pages';
import { sendRefusedPage, type FormPost } from './form-posts';
import { langOf } from './http-errors';
import { shellText } from './render-frame';
import type { RemotesFile } from './remote-sources';

/**
 * Previews: a tester points one remote at a candidate build in their own browser only, on the real
 * site, as import-map-overrides does for an import map. The server composes that browser's pages from
 * the candidate and sends the browser the same remotes, with a banner to go back.
 *
 * - `?site-preview=<remote>:<release manifest URL>` on any page asks for it: the answer is a page
 *   that names the remote and the release and sets nothing. Its button posts the form back, and only
 *   that post, from the site's own pages, sets the cookie: a link from anywhere else cannot put a
 *   candidate into someone's browser.
 * - Only a published release is taken, at the one address the release layout gives it
 *   (`<base>releases/<12 hex>/mf-manifest.json`, scripts/lib/releases.mjs), below the live remote's
 *   base or an origin remotes.json lists in `previewOrigins`, written exactly as a URL is written: any
 *   other spelling would be another address for the same build, each read, cached and evaluated anew.
 *   The version the site serves live is refused: there is nothing to preview.
 * - The banner's "Back to the live site" posts the same form to clear it; `?site-preview=reset`
 *   clears it too (clearing is harmless).
 *
 * A preview is private to the browser that asked: its answers are never cached for anyone else.
 */
export const PREVIEW_COOKIE = 'site_preview';
export { PREVIEW_FORM, PREVIEW_PARAM };

/** How long a preview lasts in a browser, in seconds: two hours (the confirmation page says so). */
export const PREVIEW_MAX_AGE_S = 7200;

const MAX_URL_LENGTH = 2048;
const RELEASES = 'releases/';
const MANIFEST = '/mf-manifest.json';
/** A release's version: the first 12 hex digits of its hash, as scripts/lib/releases.mjs names it. */
const VERSION = /^[0-9a-f]{12}$/;
const VERSION_LENGTH = 12;
/** `releases/<version>/mf-manifest.json` */
const RELEASE_TAIL_LENGTH = RELEASES.length + VERSION_LENGTH + MANIFEST.length;

/** The base and version of an address that ends like a release's manifest, read by position: the one pattern sees 12 characters. */
function releaseOf(address: string): { base: string; version: string } | undefined {
  if (address.length <= RELEASE_TAIL_LENGTH) return undefined;
  const tail = address.slice(-RELEASE_TAIL_LENGTH);
  if (!tail.startsWith(RELEASES) || !tail.endsWith(MANIFEST)) return undefined;
  const version = tail.slice(RELEASES.length, RELEASES.length + VERSION_LENGTH);
  if (!VERSION.test(version)) return undefined;
  return { base: address.slice(0, -RELEASE_TAIL_LENGTH), version };
}

const parsed = (address: string): URL | undefined => {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
};

/** The live remote's manifest URL without query or fragment, and the base its releases are below. */
function liveOf(file: RemotesFile, remote: string): { href: string; base: string } | undefined {
  const url = parsed(file.remotes[remote] ?? '');
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  const href = `${url.origin}${url.pathname}`;
  // A live release's base is the folder its `releases/` is in; any other manifest's, its own folder.
  return { href, base: releaseOf(href)?.base ?? href.slice(0, href.lastIndexOf('/') + 1) };
}

/** The bases a release of `remote` may be previewed from: the live remote's, and each preview origin's root. */
function releaseBases(file: RemotesFile, remote: string): Set<string> {
  const bases = new Set(file.previewOrigins.map((origin) => `${origin}/`));
  const live = liveOf(file, remote);
  if (live) bases.add(live.base);
  return bases;
}

export type CheckedPreview = { remote: string; url: string; version: string } | { refused: PreviewRefusal };

/** `remote:url` checked against the configuration: the candidate release, or why not. */
export function checkPreview(value: string, file: RemotesFile): CheckedPreview {
  const colon = value.indexOf(':');
  const remote = colon > 0 ? value.slice(0, colon) : '';
  const address = value.slice(colon + 1);
  if (!remote || !Object.hasOwn(file.remotes, remote)) return { refused: 'unknown-remote' };
  if (address.length > MAX_URL_LENGTH) return { refused: 'malformed' };
  const url = parsed(address);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return { refused: 'malformed' };
  const bases = releaseBases(file, remote);
  if (![...bases].some((base) => base.startsWith(`${url.origin}/`))) return { refused: 'not-allowed' };
  // Exactly as a URL is written, with nothing a parser would drop, decode or fold: no query or
  // fragment (not even an empty one), no percent-encoding, no dot segment, no empty segment.
  if (url.href !== address || address.includes('?') || address.includes('#') || address.includes('%') || url.pathname.includes('//')) {
    return { refused: 'malformed' };
  }
  const release = releaseOf(address);
  if (!release) return { refused: 'malformed' };
  if (!bases.has(release.base)) return { refused: 'not-allowed' };
  if (address === liveOf(file, remote)?.href) return { refused: 'live' };
  return { remote, url: address, version: release.version };
}

/** What a browser's cookie holds: the previews the configuration still allows, and why one is not. */
export interface CookiePreview {
  remotes: Record<string, string>;
  /** A preview the cookie holds that is refused now: made up by hand, moved, or live since. */
  refused?: PreviewRefusal;
}

/** The previews a request's cookie holds that the configuration still allows (a remote may have moved since). */
export function previewState(cookie: string | undefined, file: RemotesFile): CookiePreview {
  if (!cookie) return { remotes: {} };
  let saved: unknown;
  try {
    saved = JSON.parse(decodeURIComponent(cookie));
  } catch {
    return { remotes: {}, refused: 'malformed' };
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return { remotes: {}, refused: 'malformed' };
  const remotes: Record<string, string> = {};
  let refused: PreviewRefusal | undefined;
  for (const [remote, url] of Object.entries(saved)) {
    const checked = typeof url === 'string' ? checkPreview(`${remote}:${url}`, file) : { refused: 'malformed' as const };
    if ('url' in checked) remotes[checked.remote] = checked.url;
    else refused ??= checked.refused;
  }
  return { remotes, ...(refused ? { refused } : {}) };
}

/** The previews a request's cookie holds that the configuration allows. */
export function previewOf(cookie: string | undefined, file: RemotesFile): Record<string, string> {
  return previewState(cookie, file).remotes;
}

/** The Set-Cookie value that keeps `remotes` for this browser (an empty map clears it). */
export function previewCookie(remotes: Record<string, string>): string {
  const attributes = 'Path=/; SameSite=Lax; Secure; HttpOnly';
  if (Object.keys(remotes).length === 0) return `${PREVIEW_COOKIE}=; ${attributes}; Max-Age=0`;
  return `${PREVIEW_COOKIE}=${encodeURIComponent(JSON.stringify(remotes))}; ${attributes}; Max-Age=${PREVIEW_MAX_AGE_S}`;
}

/** remotes.json as this browser sees it: the live remotes with its previews in their place. */
export function withPreview(file: RemotesFile, remotes: Record<string, string>): RemotesFile {
  if (Object.keys(remotes).length === 0) return file;
  const origins = new Set(file.origins);
  for (const url of Object.values(remotes)) origins.add(new URL(url).origin);
  const config = file.config.ok ? { ok: true as const, config: { ...file.config.config, remotes: { ...file.config.config.remotes, ...remotes } } } : file.config;
  return { ...file, remotes: { ...file.remotes, ...remotes }, config, origins: [...origins], previewed: Object.keys(remotes) };
}

/**
 * Whether a post that sets or clears a preview comes from one of the site's own pages. A browser that
 * sends `Sec-Fetch-Site` must say `same-origin` (not a sibling site's page); one too old to send it
 * must still send an `Origin` that is the site's, as every browser does with a form's post. A request
 * without either is no page's.
 */
export function isSameOriginPost(headers: FastifyRequest['headers'], siteOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return headers.origin === siteOrigin;
}

/**
 * The address without the preview parameter: where a preview's answers send the browser. Its path has
 * no empty segment, so that it never reads as a protocol-relative address (`//host`).
 */
function addressWithout(url: URL): { path: string; href: string } {
  const query = new URLSearchParams(url.search);
  query.delete(PREVIEW_PARAM);
  const search = query.toString();
  const path = `/${url.pathname.split('/').filter(Boolean).join('/')}`;
  return { path, href: `${path}${search ? `?${search}` : ''}` };
}

/**
 * The page that asks the tester to confirm a preview: the remote and the release, what it does, and
 * the button that posts the form to `action`. Never indexed, never stored.
 */
export function confirmationPage(lang: RouteLang, candidate: { remote: string; url: string; version: string }, action: string, back: string): string {
  const words = (key: string) => shellText(lang, `preview.confirm.${key}`, { remote: candidate.remote, version: candidate.version });
  const text = (key: string) => escapeHtml(words(key));
  const value = escapeHtml(`${candidate.remote}:${candidate.url}`);
  return plainPageHtml({
    lang,
    title: words('title'),
    body: `<p>${text('intro')}</p><p>${text('scope')}</p><p class="note">${text('warning')}</p>`,
    actions:
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="${FORM_NAME_FIELD}" value="${PREVIEW_FORM}">` +
      `<input type="hidden" name="${PREVIEW_PARAM}" value="${value}"><button type="submit">${text('accept')}</button></form>` +
      `<a href="${escapeHtml(back)}">${text('cancel')}</a>`,
  });
}

export interface PreviewRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's address, read as the page's (dot segments already dropped from its path). */
  url: URL;
  file: RemotesFile;
  /** The value of this browser's preview cookie. */
  cookie: string | undefined;
  /** The form posted to the page, if any: the preview's own is answered here. */
  post?: FormPost | undefined;
  /** The site's own origin for this request. */
  siteOrigin: string;
  /** Whether a path is a page (a form may be posted to it). */
  isPagePath: (pathname: string) => boolean;
  /** Whether a release's manifest can be read now. */
  isPublished: (manifestUrl: string) => Promise<boolean>;
}

/** What a request makes of previews: answered here (a confirmation, a redirect, a refusal), or the page's previews. */
export type PreviewOutcome = { answer: FastifyReply } | CookiePreview;

/**
 * A request's previews: the cookie's, unless the request asks for another or posts the preview form,
 * which are answered here. An address that asks for a preview the site refuses is shown with the
 * reason on the banner, and sets nothing.
 */
export async function previewForRequest({ request, reply, url, file, cookie, post, siteOrigin, isPagePath, isPublished }: PreviewRequest): Promise<PreviewOutcome> {
  const saved = previewState(cookie, file);
  const first = url.pathname.split('/').find(Boolean) ?? '';
  const lang: RouteLang = isRouteLang(first) ? first : langOf(request.headers['accept-language']);
  const { path, href: address } = addressWithout(url);

  if (post?.form === PREVIEW_FORM) {
    reply.header('Cache-Control', 'no-store');
    if (!isSameOriginPost(request.headers, siteOrigin)) return { answer: sendRefusedPage(reply, lang) };
    const value = postedValue(post.fields, PREVIEW_PARAM);
    if (value === 'reset') return { answer: reply.header('Set-Cookie', previewCookie({})).redirect(address, 303) };
    const checked = checkPreview(value, file);
    if ('url' in checked && (await isPublished(checked.url))) {
      return { answer: reply.header('Set-Cookie', previewCookie({ ...saved.remotes, [checked.remote]: checked.url })).redirect(address, 303) };
    }
    // Refused since it was shown: the address says why, on the page's banner.
    const again = new URL(address, url);
    again.searchParams.set(PREVIEW_PARAM, value);
    return { answer: reply.redirect(`${again.pathname}${again.search}`, 303) };
  }

  const asked = url.searchParams.get(PREVIEW_PARAM);
  if (asked === null) return saved;
  if (asked === 'reset') return { answer: reply.header('Set-Cookie', previewCookie({})).header('Cache-Control', 'no-store').redirect(address, 302) };
  const checked = checkPreview(asked, file);
  if ('refused' in checked) return { remotes: saved.remotes, refused: checked.refused };
  if (!(await isPublished(checked.url))) return { remotes: saved.remotes, refused: 'unpublished' };
  // Already previewed in this browser: nothing to confirm.
  if (saved.remotes[checked.remote] === checked.url) return { answer: reply.header('Cache-Control', 'no-store').redirect(address, 302) };
  // The form goes to a page (a form may be posted only to one), this one where it is.
  const action = isPagePath(path) ? address : `/${lang}${address.slice(path.length)}`;
  return {
    answer: reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .header('Content-Security-Policy', plainPagePolicy({ form: true }))
      .type('text/html; charset=utf-8')
      .send(confirmationPage(lang, checked, action, address)),
  };
}
