import { contentPaths, type ContentLang, type LatestPointer, type Manifest } from './types';

declare const __webpack_public_path__: string | undefined;

/** A promise that says whether it has settled. */
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
 * Where the published content artefact is read from. The browser fetches it; the build-time
 * render (server-entry.tsx) reads the same files from content-dist/, so the HTML written at
 * build time is the HTML the browser's first render produces, and hydration matches.
 */
export interface ContentSource {
  /** The public URL of a file of the artefact: the images and downloads of articles point there. */
  urlOf(path: string): string;
  /** The text of a file of the artefact, by its path below the content root ('latest.json', '<version>/en/manifest.json'). */
  readText(path: string): Promise<string>;
}

/**
 * Where the published content lives: `content/` beside the remote's own files. A release of the
 * help centre carries the content it was rendered from (README, "Publishing an article"), and the
 * remote's public path names that release's folder wherever the remote is mounted (the shell, the
 * standalone page at the root of its origin), so the browser reads the very content the served
 * HTML, the sitemap and llms.txt were made from, and a rollback takes all of them back together.
 */
export function contentBase(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return new URL(CONTENT_FOLDER, new URL(publicPath, window.location.href)).href;
}

/** The content's folder, relative to the remote's own files. */
export const CONTENT_FOLDER = 'content/';

/** The browser's source: the artefact fetched from `base` (by default `contentBase()`). */
export function fetchSource(base = contentBase()): ContentSource {
  return {
    urlOf: (path) => `${base}${path}`,
    async readText(path) {
      const url = `${base}${path}`;
      let response: Response;
      try {
        // The server marks latest.json no-cache; a plain request also lets the shell's preload of it be used.
        response = await fetch(url);
      } catch {
        throw new ContentLoadError(url);
      }
      if (!response.ok) throw new ContentLoadError(url, response.status);
      return response.text();
    },
  };
}

/** The pointer to the live version, below the content root: the one file that is never cached. */
const LATEST_FILE = 'latest.json';

let source: ContentSource | null = null;
const contentSource = (): ContentSource => (source ??= fetchSource());

/** Reads the content from elsewhere than the browser's fetch (the build-time render, tests); forgets what was loaded. */
export function setContentSource(next: ContentSource): void {
  source = next;
  resetContentCache();
}

/**
 * The docs frame carries the content version its HTML was rendered from. Published content moves
 * on without a code build (README, "Publishing an article"), so server HTML may be older than
 * latest.json: the served page hydrates from the data it was rendered with, and the pages the
 * visitor moves to within the site read the version the HTML came from (kept on disk with the four
 * before it), so the frame's manifest and the next article agree.
 */
export const CONTENT_VERSION_ATTRIBUTE = 'data-content-version';

let renderedVersionRead = false;

/** The content version of the server-rendered docs frame on the page, looked for once per page load. */
function renderedVersion(): string | undefined {
  if (renderedVersionRead || typeof document === 'undefined') return undefined;
  renderedVersionRead = true;
  return document.querySelector(`[${CONTENT_VERSION_ATTRIBUTE}]`)?.getAttribute(CONTENT_VERSION_ATTRIBUTE) ?? undefined;
}

let latest: Tracked<LatestPointer> | null = null;
const manifests = new Map<ContentLang, Tracked<Manifest>>();
const articles = new Map<string, Tracked<string>>();
const searchIndexes = new Map<ContentLang, Promise<string>>();

/** Which version of the content this page shows: the server-rendered one, else latest.json. Read once per page load. */
export function loadLatest(): Tracked<LatestPointer> {
  if (!latest) {
    const rendered = renderedVersion();
    latest = track(
      rendered
        ? Promise.resolve<LatestPointer>({ version: rendered, builtAt: '' })
        : contentSource()
            .readText(LATEST_FILE)
            .then((text) => JSON.parse(text) as LatestPointer),
    );
  }
  return latest;
}

/** The folder of the live version, relative to the content root. */
async function versionPath(): Promise<string> {
  const { version } = await loadLatest();
  return `${encodeURIComponent(version)}/`;
}

export function loadManifest(lang: ContentLang): Tracked<Manifest> {
  let manifest = manifests.get(lang);
  if (!manifest) {
    manifest = track(versionPath().then(async (folder) => JSON.parse(await contentSource().readText(`${folder}${contentPaths.manifest(lang)}`)) as Manifest));
    manifests.set(lang, manifest);
  }
  return manifest;
}

/** An <img> or <a> start tag of the content build's HTML, whose attribute values are always double-quoted. */
const LINKING_TAG = /<(img|a)\b(?:[^<>"]|"[^"]*")*>/g;
const RELATIVE_URL = /(\s(src|href)=")((?:assets|templates)\/[^"]*)"/g;

/**
 * Points the relative image, asset and template URLs of an article at the content version it
 * came from. A string rewrite of the build's own HTML, the same in Node and in the browser, so
 * the server's HTML and the browser's first render agree byte for byte.
 */
export function resolveArticleUrls(html: string, base: string): string {
  return html.replace(LINKING_TAG, (tag: string, name: string) =>
    tag.replace(RELATIVE_URL, (attribute: string, start: string, attributeName: string, url: string) => {
      const relative = name === 'img' ? attributeName === 'src' && url.startsWith('assets/') : attributeName === 'href';
      return relative ? `${start}${new URL(url, base).href}"` : attribute;
    }),
  );
}

/** The pre-rendered, build-time-sanitized HTML of one article in the page language. */
export function loadArticle(lang: ContentLang, name: string): Tracked<string> {
  const key = `${lang}/${name}`;
  let article = articles.get(key);
  if (!article) {
    article = track(
      versionPath().then(async (folder) => {
        const html = await contentSource().readText(`${folder}${contentPaths.article(lang, name)}`);
        return resolveArticleUrls(html, contentSource().urlOf(folder));
      }),
    );
    articles.set(key, article);
  }
  return article;
}

/**
 * An article as clean Markdown (the content build's `<lang>/articles/<name>.md`) with absolute
 * links: site paths on this page's origin, images and downloads at the content version they came
 * from. For "Copy as Markdown"; the same file is served at /{lang}/docs/{name}.md.
 */
export async function loadMarkdown(lang: ContentLang, name: string): Promise<string> {
  const folder = await versionPath();
  const file = `${folder}${contentPaths.markdown(lang, name)}`;
  const text = await contentSource().readText(file);
  const fileUrl = contentSource().urlOf(file);
  return text.replace(/\]\((\/[^()\s]*|\.\.\/[^()\s]*)\)/g, (_match, target: string) =>
    `](${target.startsWith('/') ? `${window.location.origin}${target}` : new URL(target, fileUrl).href})`,
  );
}

/** The serialized search index of a language (loaded when the search box is first focused). */
export function loadSearchIndexJson(lang: ContentLang): Promise<string> {
  let index = searchIndexes.get(lang);
  if (!index) {
    index = versionPath().then((folder) => contentSource().readText(`${folder}${contentPaths.search(lang)}`));
    index.catch(() => searchIndexes.delete(lang));
    searchIndexes.set(lang, index);
  }
  return index;
}

/** Forget everything loaded (Retry after a failure, a new source, and tests). */
export function resetContentCache(): void {
  latest = null;
  // After a failure the frame and its version are gone from the page; a new source has its own.
  renderedVersionRead = false;
  manifests.clear();
  articles.clear();
  searchIndexes.clear();
}
