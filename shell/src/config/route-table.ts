import { trimSlashes, type ManifestRoute, type RouteManifest } from '@site/shared/routes';

/**
 * The site's routes (spec 2.1), in the browser and on the shell's server alike. The shell itself
 * only knows which remote owns which first path segment (`config/mounts.json`); what each route
 * is (footer, indexing, titles) comes from the owning remote's routes.json.
 */
export type RemoteName = string;

/** config/mounts.json. */
export interface Mounts {
  /** First segment below the language prefix → remote; 'docs/*' owns every path below docs. */
  segments: Record<string, RemoteName>;
  /** Other names a route is linked by (spec 2.1: PaymentManagement is also linked as /Payment&FX). */
  aliases: Record<string, string>;
  /** Sites outside the language prefix: first segment → remote (/exportdrawback). */
  outside: Record<string, RemoteName>;
}

export interface SiteRoute {
  /** Canonical path below the prefix, '' for Home. */
  path: string;
  remote: RemoteName;
  /** Matches every path below it too (docs/{name}). */
  prefix: boolean;
  /** spec 2.1: the footer is hidden on docs and developerTools. */
  hideFooter: boolean;
}

/** What the browser needs to route and frame every page: sent with each page by the server. */
export interface SiteRouteTable {
  routes: SiteRoute[];
  aliases: Record<string, string>;
  outside: Record<string, RemoteName>;
}

/**
 * The route table from the mounts and whatever remote manifests could be read. A remote whose
 * manifest is missing (down at this moment) keeps its segments, so its pages still get the frame
 * and the region's Retry, never a redirect.
 */
export function buildRouteTable(mounts: Mounts, manifests: Partial<Record<RemoteName, Pick<RouteManifest, 'routes'>>>): SiteRouteTable {
  const routes = Object.entries(mounts.segments).map(([segment, remote]): SiteRoute => {
    const path = segment.replace(/\/\*$/, '');
    const declared: ManifestRoute | undefined = manifests[remote]?.routes.find((route) => route.path === path);
    return { path, remote, prefix: segment.endsWith('/*') || Boolean(declared?.prefix), hideFooter: Boolean(declared?.hideFooter) };
  });
  return { routes, aliases: mounts.aliases, outside: mounts.outside };
}

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
  const alias = table.aliases[first];
  if (alias) return { kind: 'redirect', to: `/${[alias, ...rest].join('/')}` };
  const exact = table.routes.find((route) => route.path === first);
  const route = exact ?? table.routes.find((candidate) => candidate.path.toLowerCase() === first.toLowerCase());
  if (!route || (rest.length > 0 && !route.prefix)) return { kind: 'unknown' };
  if (!exact) return { kind: 'redirect', to: `/${[route.path, ...rest].join('/')}` };
  return { kind: 'route', route, path: `/${clean}` };
}
