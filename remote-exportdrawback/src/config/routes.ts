import { createPathResolver } from '@site/shared/router';

/**
 * The micro-site's routes below /exportdrawback. `titleKey` is the page title
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
  { key: 'notFound', path: '/404', titleKey: 'pages.notFound.title' },
] as const;

export type MicroRoute = (typeof ROUTES)[number];
export type RouteKey = MicroRoute['key'];

const PATHS = Object.fromEntries(ROUTES.map((route) => [route.key, route.path])) as Record<RouteKey, string>;

/**
 * The page of `path` (below /exportdrawback), and where the address goes when it is not
 * canonical: another letter case or a trailing slash goes to the page's own path. An unknown path
 * shows the micro-site's not-found page and keeps the address as typed, so the visitor sees what
 * happened and the ways back to the home and the sections.
 */
export const resolveRoute = createPathResolver({ paths: PATHS, unknown: { show: 'notFound' }, loose: true });

/** A route by its key. */
export const routeOf = (key: RouteKey): MicroRoute => ROUTES.find((route) => route.key === key) ?? ROUTES[0];
