import routes from './routes.json';

/**
 * The route table of the site (spec 2.1): which remote renders each path, its title key, and
 * whether the footer shows. Paths are below the language prefix.
 */
export type RemoteName = 'marketing' | 'docs' | 'ota' | 'exportdrawback';

export interface RouteEntry {
  /** Canonical path below the prefix, '' for Home. */
  path: string;
  remote: RemoteName;
  /** Key under `routes.` in the shell's locale files: title and meta description. */
  key: string;
  /** spec 2.1: the footer is hidden on docs and developerTools. */
  hideFooter?: boolean;
  /** Matches every path below it too (docs/{name}). */
  prefix?: boolean;
  /** Listed in sitemap.xml. */
  indexable?: boolean;
}

export const ROUTES = routes.routes as readonly RouteEntry[];

/** Other names a route is linked by (spec 2.1: PaymentManagement is also linked as /Payment&FX). */
export const ALIASES: Readonly<Record<string, string>> = { 'Payment&FX': 'PaymentManagement' };

export type RouteMatch =
  | { kind: 'route'; route: RouteEntry; path: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

/**
 * Resolves a path below the language prefix ('/About', '/docs/kyc'). A known route in another
 * letter case or an alias redirects to its canonical spelling; anything else is unknown.
 */
export function matchRoute(subPath: string): RouteMatch {
  const clean = subPath.replace(/^\/+|\/+$/g, '');
  const [head = '', ...rest] = clean.split('/');
  let first = head;
  try {
    first = decodeURIComponent(head);
  } catch {
    return { kind: 'unknown' };
  }
  const alias = ALIASES[first];
  if (alias) return { kind: 'redirect', to: `/${[alias, ...rest].join('/')}` };
  const exact = ROUTES.find((route) => route.path === first);
  const route = exact ?? ROUTES.find((candidate) => candidate.path.toLowerCase() === first.toLowerCase());
  if (!route || (rest.length > 0 && !route.prefix)) return { kind: 'unknown' };
  if (!exact) return { kind: 'redirect', to: `/${[route.path, ...rest].join('/')}` };
  return { kind: 'route', route, path: `/${clean}` };
}
