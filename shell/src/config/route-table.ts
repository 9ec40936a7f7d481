import type { RouteLang } from '@site/shared/lang';
import { resolveRouteClaims, trimSlashes, type NavGroupKey, type RouteConflict, type RouteManifest } from '@site/shared/routes';
import type { RemotesConfig } from '@site/shared/parcel';

/**
 * The site's routes, in the browser and on the shell's server alike, built from the route manifests
 * (`routes.json`) of the remotes in remotes.json: each remote says which pages it has, where they are
 * mounted, what they are also called, and which links it puts in the header and footer. The shell
 * names no remote's page.
 */
export type RemoteName = string;

export interface SiteRoute {
  /** Canonical path below the prefix, '' for Home. */
  path: string;
  remote: RemoteName;
  /** Matches every path below it too (docs/{name}). */
  prefix: boolean;
  /** The shell's footer is left out below this route (the help centre's own layout). */
  hideFooter: boolean;
  /** Query parameters that change what the page shows ('*': any), part of its address for the head. */
  query: string[];
}

/** A remote mounted at its own path: a site of its own, in its one language, with its own header and footer. */
export interface OwnSite {
  remote: RemoteName;
  lang: RouteLang;
  /** The suffix of its page titles. */
  title: string;
}

/** A link of the header or footer: below the language prefix, labelled in each language. */
export interface NavEntry {
  group: NavGroupKey;
  order: number;
  remote: RemoteName;
  /** Below the language prefix, with its query: '/About?id=2', '/' for Home. */
  to: string;
  label: Partial<Record<RouteLang, string>>;
}

/**
 * Why a tester's preview was refused (server/preview.ts), from the address or from the cookie; the
 * banner says it. `live`: the version the site serves now; `unpublished`: no release at that address.
 */
export type PreviewRefusal = 'unknown-remote' | 'not-allowed' | 'malformed' | 'live' | 'unpublished';

/** The address parameter that asks for a preview (`?site-preview=<remote>:<release manifest URL>`). */
export const PREVIEW_PARAM = 'site-preview';
/**
 * The name of the form (its `_form` field) that sets or clears a preview: the confirmation page's and
 * the banner's, posted to the page's own address.
 */
export const PREVIEW_FORM = 'site-preview';

/** A tester's preview in this browser: the remotes it loads from candidate builds. */
export interface SitePreview {
  /** Remote → the candidate's manifest URL. */
  remotes: Record<string, string>;
  refused?: PreviewRefusal;
}

/** What the browser needs to route and frame every page: sent with each page by the server. */
export interface SiteRouteTable {
  routes: SiteRoute[];
  /** Other names of a route's first segment → its path ('Payment&FX' → 'PaymentManagement'). */
  aliases: Record<string, string>;
  /** First segment → the remote mounted there (/exportdrawback). */
  outside: Record<string, OwnSite>;
  nav: NavEntry[];
  /** Only in a browser that previews a candidate build. */
  preview?: SitePreview;
  /**
   * Where the page loads its remotes from: remotes.json as the server checked it, a tester's previews
   * in place. Absent where the file is invalid: the browser then reads it itself and says why.
   */
  remotes?: RemotesConfig;
  /** Only in the table of a page served for an address that is none of the site's pages. */
  notFound?: ServedNotFound;
}

/**
 * The not-found page the server showed for an address below the language prefix that is none of the
 * site's pages (server/not-found-route.ts), so that the browser renders the same: the remote's region
 * and the path of its not-found page, wherever it is asked for.
 */
export interface ServedNotFound {
  /** The address (its path, as the browser has it) the page was served for. */
  at: string;
  remote: RemoteName;
  /** The not-found page's path below the language prefix ('/docs/404', '/404'). */
  path: string;
  hideFooter: boolean;
}

/** The parts of a remote's routes.json the table is built from. */
export type TableManifest = Pick<RouteManifest, 'remote' | 'mount' | 'langs' | 'routes' | 'nav' | 'siteTitle'>;

/**
 * The route table of `manifests`, taken in the order of remotes.json: an address two remotes claim
 * stays with the first, and the later claim is returned as a conflict for the log (a deploy refuses
 * it before it gets here).
 */
export function buildRouteTable(manifests: readonly TableManifest[]): { table: SiteRouteTable; conflicts: RouteConflict[] } {
  const { owners, conflicts } = resolveRouteClaims(manifests);
  const owns = (remote: string, space: 'lang' | 'top', segment: string) => owners.get(`${space}:${segment.toLowerCase()}`)?.remote === remote;
  const table: SiteRouteTable = { routes: [], aliases: {}, outside: {}, nav: [] };
  for (const manifest of manifests) {
    const { remote } = manifest;
    if (manifest.mount !== 'lang') {
      const segment = manifest.mount.slice(1).split('/')[0] ?? '';
      const lang = manifest.langs[0];
      if (!owns(remote, 'top', segment) || !lang) continue;
      table.outside[segment] = { remote, lang, title: manifest.siteTitle?.[lang] ?? '' };
      continue;
    }
    for (const route of manifest.routes) {
      if (!owns(remote, 'lang', route.path)) continue;
      table.routes.push({ path: route.path, remote, prefix: route.prefix, hideFooter: route.hideFooter, query: route.query });
      for (const alias of route.aliases ?? []) if (owns(remote, 'lang', alias)) table.aliases[alias] = route.path;
    }
    for (const item of manifest.nav ?? []) {
      const [pathPart = ''] = item.path.split('?');
      if (!owns(remote, 'lang', pathPart.split('/')[0] ?? '')) continue;
      table.nav.push({ group: item.group, order: item.order, remote, to: `/${item.path}`, label: item.label });
    }
  }
  table.nav.sort((a, b) => a.order - b.order);
  return { table, conflicts };
}

/**
 * `record[key]` when `record` has it as its own: a segment from an address is never read as an object's
 * inherited property (`/en_us/constructor`).
 */
export const ownEntry = <T,>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/** The links of one group of the header or footer, in order. */
export const navGroup = (table: SiteRouteTable, group: NavGroupKey): NavEntry[] => table.nav.filter((entry) => entry.group === group);

export type RouteMatch =
  | { kind: 'route'; route: SiteRoute; path: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

/**
 * Resolves a path below the language prefix ('/About', '/docs/kyc'). A known route in another
 * letter case or an alias redirects to its canonical spelling; anything else is unknown.
 */
export function matchRoute(subPath: string, table: SiteRouteTable): RouteMatch {
  const clean = trimSlashes(subPath);
  const [head = '', ...rest] = clean.split('/');
  let first = head;
  try {
    first = decodeURIComponent(head);
  } catch {
    return { kind: 'unknown' };
  }
  const alias = ownEntry(table.aliases, first);
  if (alias !== undefined) return { kind: 'redirect', to: `/${[alias, ...rest].join('/')}` };
  const exact = table.routes.find((route) => route.path === first);
  const route = exact ?? table.routes.find((candidate) => candidate.path.toLowerCase() === first.toLowerCase());
  if (!route || (rest.length > 0 && !route.prefix)) return { kind: 'unknown' };
  if (!exact) return { kind: 'redirect', to: `/${[route.path, ...rest].join('/')}` };
  return { kind: 'route', route, path: `/${clean}` };
}
