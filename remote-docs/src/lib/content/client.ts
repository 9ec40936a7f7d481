import { contentPaths, type ContentLang, type LatestPointer, type Manifest } from './types';

declare const __webpack_public_path__: string | undefined;

/** A promise that can be read synchronously once it has settled (see `read`). */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/**
 * Reads a tracked promise during render, for Suspense: its value once fulfilled, its error
 * once rejected (for the nearest error boundary), otherwise it suspends until it settles.
 */
export function read<T>(promise: Tracked<T>): T {
  if (promise.status === undefined) track(promise);
  if (promise.status === 'fulfilled') return promise.value as T;
  if (promise.status === 'rejected') throw promise.reason;
  throw promise;
}

/** A content file could not be fetched (network, server, or a published file missing). */
export class ContentLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status?: number,
  ) {
    super(`help centre content could not be loaded: ${url}${status ? ` (${status})` : ''}`);
    this.name = 'ContentLoadError';
  }
}

/**
 * Where the published content lives: `/content/` on the server of this remote's own files. The
 * remote's public path names that server wherever the remote is mounted (the shell, the
 * standalone page under /standalone/), so the docs team's artefact is found without any
 * configuration in the shell.
 */
export function contentBase(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return new URL('/content/', new URL(publicPath, window.location.href)).href;
}

async function get(url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ContentLoadError(url);
  }
  if (!response.ok) throw new ContentLoadError(url, response.status);
  return response;
}

let latest: Tracked<LatestPointer> | null = null;
const manifests = new Map<ContentLang, Tracked<Manifest>>();
const articles = new Map<string, Tracked<string>>();
const searchIndexes = new Map<ContentLang, Promise<string>>();

/** latest.json: which version of the content is live. Read once per page load. */
export function loadLatest(): Promise<LatestPointer> {
  // The server marks latest.json no-cache; a plain request also lets the shell's preload of it be used.
  latest ??= track(get(`${contentBase()}latest.json`).then((response) => response.json() as Promise<LatestPointer>));
  return latest;
}

async function versionBase(): Promise<string> {
  const { version } = await loadLatest();
  return `${contentBase()}${encodeURIComponent(version)}/`;
}

export function loadManifest(lang: ContentLang): Tracked<Manifest> {
  let manifest = manifests.get(lang);
  if (!manifest) {
    manifest = track(versionBase().then((base) => get(`${base}${contentPaths.manifest(lang)}`).then((response) => response.json() as Promise<Manifest>)));
    manifests.set(lang, manifest);
  }
  return manifest;
}

/**
 * Points the relative asset and template URLs of an article at the content version it came
 * from. The HTML is parsed in an inert <template>, so nothing loads before it is fixed.
 */
export function resolveArticleUrls(html: string, base: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const img of template.content.querySelectorAll<HTMLImageElement>('img[src^="assets/"]')) img.setAttribute('src', new URL(img.getAttribute('src') ?? '', base).href);
  for (const link of template.content.querySelectorAll<HTMLAnchorElement>('a[href^="assets/"], a[href^="templates/"]')) {
    link.setAttribute('href', new URL(link.getAttribute('href') ?? '', base).href);
  }
  return template.innerHTML;
}

/** The pre-rendered, build-time-sanitized HTML of one article in the page language. */
export function loadArticle(lang: ContentLang, name: string): Tracked<string> {
  const key = `${lang}/${name}`;
  let article = articles.get(key);
  if (!article) {
    article = track(
      versionBase().then(async (base) => {
        const response = await get(`${base}${contentPaths.article(lang, name)}`);
        return resolveArticleUrls(await response.text(), base);
      }),
    );
    articles.set(key, article);
  }
  return article;
}

/** The serialized search index of a language (loaded when the search box is first focused). */
export function loadSearchIndexJson(lang: ContentLang): Promise<string> {
  let index = searchIndexes.get(lang);
  if (!index) {
    index = versionBase().then((base) => get(`${base}${contentPaths.search(lang)}`).then((response) => response.text()));
    index.catch(() => searchIndexes.delete(lang));
    searchIndexes.set(lang, index);
  }
  return index;
}

/** Forget everything fetched (Retry after a failure, and tests). */
export function resetContentCache(): void {
  latest = null;
  manifests.clear();
  articles.clear();
  searchIndexes.clear();
}
