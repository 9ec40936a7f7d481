/**
 * The micro-site's routes below /exportdrawback (spec 2.1, 2.9). `titleKey` is the page title
 * in the exportdrawback namespace; the shell composes '{title} | 信风出口退税'.
 */
export const ROUTES = [
  { key: 'home', path: '/', titleKey: 'pages.home.title' },
  { key: 'source', path: '/source', titleKey: 'pages.source.title' },
  { key: 'apply', path: '/apply', titleKey: 'pages.apply.title' },
  { key: 'principle', path: '/SourcePage', titleKey: 'pages.principle.title' },
  { key: 'pricing', path: '/FixPrice', titleKey: 'pages.pricing.title' },
  { key: 'consultation', path: '/subscCons', titleKey: 'pages.consultation.title' },
  { key: 'info', path: '/info', titleKey: 'pages.info.title' },
] as const;

export type MicroRoute = (typeof ROUTES)[number];
export type RouteKey = MicroRoute['key'];

export type RouteMatch =
  | { kind: 'route'; route: MicroRoute }
  /** The same page typed in another letter case, or with a trailing slash: go to its canonical path. */
  | { kind: 'redirect'; to: string }
  /** spec 2.1: an unknown path goes to the root of the micro-site. */
  | { kind: 'unknown' };

/** Finds the page of `path` (below /exportdrawback). */
export function matchRoute(path: string): RouteMatch {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const normalised = trimmed === '' ? '/' : trimmed;
  const exact = ROUTES.find((route) => route.path === normalised);
  if (exact) return normalised === path ? { kind: 'route', route: exact } : { kind: 'redirect', to: exact.path };
  const loose = ROUTES.find((route) => route.path.toLowerCase() === normalised.toLowerCase());
  return loose ? { kind: 'redirect', to: loose.path } : { kind: 'unknown' };
}

const HOME = ROUTES[0];

/**
 * The page to show for `path`, and where the address should go when it is not canonical
 * (another letter case, a trailing slash, or an unknown path, which shows the home page).
 */
export function resolveRoute(path: string): { route: MicroRoute; redirectTo?: string } {
  const match = matchRoute(path);
  if (match.kind === 'route') return { route: match.route };
  if (match.kind === 'redirect') return { route: ROUTES.find((route) => route.path === match.to) ?? HOME, redirectTo: match.to };
  return { route: HOME, redirectTo: '/' };
}
