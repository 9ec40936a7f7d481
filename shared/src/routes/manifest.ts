import type { RouteLang } from '@site/shared/lang';

/**
 * Route manifests (docs/composition.md): each remote publishes `routes.json` beside its
 * `mf-manifest.json`, written by its build. The shell's server reads them through the URLs in
 * remotes.json for titles, descriptions, preloads, the prerendered fragments and sitemap.xml,
 * so a remote that adds a page deploys it alone.
 */

/**
 * The places of the shell's navigation a remote may put a link: the header's four menus and the footer's
 * columns (the contact column's links follow its address lines). The shell owns where they are and what they are called; the remotes own what is in them.
 */
export const NAV_GROUPS = ['products', 'solutions', 'support', 'company', 'footerAbout', 'footerBusiness', 'footerContact'] as const;
export type NavGroupKey = (typeof NAV_GROUPS)[number];

/** A link to a route in the shell's navigation, as the remote declares it. */
export interface NavSource {
  group: NavGroupKey;
  /** Position in the group: lower first; the remotes of a group agree on a scale (10, 20, …). */
  order: number;
  /** The link's query ('id=2' for About's second tab), if it opens the route on something. */
  query?: string;
  /** Key of the label in the route's head namespace (default `<route key>.nav`, or `head.nav`; else its title). */
  label?: string;
}

/** One route as a remote declares it in its source (`src/config/route-manifest.ts`). */
export interface RouteSource {
  /** Below the mount point, without a leading slash: '' is the remote's index ('About', 'docs'). */
  path: string;
  /** Key of the route's title and description in the remote's `routes` locale namespace. */
  key: string;
  /**
   * The namespace that holds the route's head instead (`head.title`, `head.description` and the link
   * label `head.nav`): a page that keeps all its strings in its own file, one per language.
   */
  head?: string;
  /** Matches every path below it too (docs/{name}). */
  prefix?: boolean;
  /** Listed in sitemap.xml and open to search engines. */
  indexable?: boolean;
  /** The shell's footer is hidden (docs, developerTools). */
  hideFooter?: boolean;
  /** Named client chunks (webpackChunkName) the page needs at once: preloaded with the page. */
  chunks?: readonly string[];
  /**
   * Named chunks the served HTML shows but whose code loads later (a calculator below the fold,
   * hydrated when the visitor nears it): only their stylesheets go with the page.
   */
  styleChunks?: readonly string[];
  /**
   * Query parameters that change what the page shows (About's `id` picks a tab; `'*'`: any, for a
   * page whose links carry the visitor's whole query). The fragment is rendered without a query,
   * so a request carrying one of them is rendered in the browser.
   */
  query?: readonly string[];
  /** Other first segments the route is linked by, redirected to it ('Payment&FX'). */
  aliases?: readonly string[];
  /** Its links in the shell's header and footer. */
  nav?: readonly NavSource[];
  /**
   * The page shows data only the api knows (lookup lists) or takes a form posted without
   * JavaScript: the site's server renders it per request with the remote's server build, and the
   * built fragment is its fallback (docs/composition.md, "Pages rendered per request").
   */
  live?: boolean;
  /**
   * The remote's not-found page: the site's server answers with it, status 404 and under the address
   * as typed, a path below one of the remote's routes that is none of its published pages (an unknown
   * help article below `docs`) and, on a site of its own, a path below its mount that no route owns.
   * The not-found page of the remote that has the language's home is the site's own, for a remote
   * that declares none (docs/composition.md, "Pages that do not exist"). Its own address answers 404
   * too; the route is not indexable.
   */
  notFound?: boolean;
  /**
   * Paths below a prefix route that are pages although the remote publishes none for them (it renders
   * them in the browser): patterns below the route's path in which `*` stands for any characters
   * (`*open-ai*`). Any other path below the route that is none of its published pages is not found.
   */
  unlistedPages?: readonly string[];
}

/** A concrete page of a prefix route, known only at build time (a help article). */
export interface PageSource {
  path: string;
  title: string;
  description: string;
  /** ISO date of the last change, for sitemap.xml. */
  lastmod?: string;
  chunks?: readonly string[];
}

/** A page as published: its head, its fragment and what to preload with it. */
export interface ManifestPage {
  title: string;
  description: string;
  lastmod?: string;
  indexable: boolean;
  /** The prerendered fragment, relative to the manifest's `fragments` directory. */
  fragment?: string;
  /** Files to preload (relative to the remote's base URL): the page's chunks and locale files. */
  css: string[];
  js: string[];
  /**
   * Data the page's HTML reads as it starts in the browser, as URLs the browser would request once
   * resolved against the remote's base URL (`content/…` below it, `/content/…` from its origin's root):
   * the shell's server preloads them with the fragment, in the CORS mode of a plain `fetch()`. The
   * builds of this repository leave it out: a page's first data is in its HTML (its router's data).
   */
  fetch?: string[];
}

/** A link in the shell's navigation, as published: its label in each language the remote serves. */
export interface ManifestNavItem {
  group: NavGroupKey;
  order: number;
  /** Below the remote's mount, with its query: 'About?id=2', '' for the remote's index. */
  path: string;
  label: Partial<Record<RouteLang, string>>;
}

/**
 * A file the site serves at its own address on the remote's behalf (the help centre's llms.txt and
 * Markdown articles), read from the remote's origin when asked for. The shell knows nothing of its layout:
 * the remote names where each address comes from. Declared with `defineServerRemote({ files })`; the
 * grammar (`fileDeclarationProblem`, files.ts) is checked by the remote's build and again by the shell.
 */
export interface ManifestFile {
  /**
   * The site's address: `/llms.txt`, `/{lang}/llms.txt`, `/{lang}/docs/{name}.md`. `{lang}` is a route
   * language, `{name}` lower-case words joined by hyphens; at most one placeholder a segment.
   */
  at: string;
  /** Relative to the remote's base URL, with the address's placeholders, `{i18nLang}` (en, zh-CN, zh-HK) and `{version}`. */
  from: string;
  /** A JSON file (relative to the base) whose `version` fills `{version}`: the live content release. */
  version?: string;
  /** The media type it is served as. */
  type: string;
  /** Markdown links to site paths become absolute for the site's origin, and `../` ones resolve to the remote's file. */
  absoluteLinks?: boolean;
}

/** Structural facts of a route: what the shell must know to render its frame. */
export interface ManifestRoute {
  path: string;
  prefix: boolean;
  indexable: boolean;
  hideFooter: boolean;
  /** Query parameters that change the page: with one of them the fragment is not used. */
  query: string[];
  /** Other first segments the route is linked by, redirected to its path ('Payment&FX'). */
  aliases?: string[];
  /** Rendered per request by the site's server (`RouteSource.live`). */
  live?: boolean;
  /** The remote's not-found page (`RouteSource.notFound`). */
  notFound?: boolean;
  /** Paths below a prefix route that are pages without a published page (`RouteSource.unlistedPages`). */
  unlistedPages?: string[];
}

/** `routes.json` as a remote publishes it. */
export interface RouteManifest {
  remote: string;
  /** Content hash of the fragments: the cache key of everything below. */
  version: string;
  /** 'lang' under the language prefix, or the remote's own base path ('/exportdrawback'). */
  mount: 'lang' | `/${string}`;
  langs: RouteLang[];
  /** The public URL the fragments' own asset URLs were rendered with. */
  publicPath: string;
  /** The fragments' directory, relative to the manifest ('fragments/<version>/'). */
  fragments: string;
  /** The exposed parcel's own files, needed on every page of the remote. */
  assets: { css: string[]; js: string[] };
  routes: ManifestRoute[];
  /** Its links in the shell's header and footer. */
  nav?: ManifestNavItem[];
  /** A remote mounted at its own path is a site of its own: the suffix of its page titles, per language. */
  siteTitle?: Partial<Record<RouteLang, string>>;
  /** Files the site serves at its own address on the remote's behalf. */
  files?: ManifestFile[];
  /**
   * The remote's server build (`server/server.<hash>.cjs`, relative to the manifest): what the site's
   * server renders its live pages and embedded regions with per request.
   */
  server?: string;
  /** Every prerendered page by language, then by path below the mount point. */
  pages: Partial<Record<RouteLang, Record<string, ManifestPage>>>;
}

/** The file a page's fragment is written to: `en_us/About.html`, `en_us/index.html`, `en_us/docs/kyc.html`. */
export const fragmentFile = (lang: RouteLang, path: string): string => `${lang}/${path === '' ? 'index' : path}.html`;

/**
 * A path without its leading and trailing slashes ('/docs/kyc/' → 'docs/kyc'), by index: a pattern
 * anchored at both ends (`^\/+|\/+$`) backtracks quadratically on a long run of slashes in an address.
 */
export function trimSlashes(path: string): string {
  let start = 0;
  let end = path.length;
  while (start < end && path.charCodeAt(start) === 47) start += 1;
  while (end > start && path.charCodeAt(end - 1) === 47) end -= 1;
  return path.slice(start, end);
}

export { describeConflict, resolveRouteClaims, routeClaims, RESERVED_TOP_SEGMENTS, type RouteClaim, type RouteConflict } from './claims';
export { pageTitle } from './page-title';
export { ARTICLE_NAME, fileDeclarationProblem, fileSource, isArticleName, isFileVersion, isRelativeToBase, matchFileAddress, type FileAddressValues } from './files';
