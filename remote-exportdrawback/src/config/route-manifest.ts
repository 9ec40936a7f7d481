import type { RouteSource } from '@site/shared/routes';
import { ROUTES, type RouteKey } from './routes';
import { KEPT_QUERY } from './site';

/** Each page's chunk (its webpackChunkName in app/root.tsx): the consultation page is the apply page's. */
const PAGE_CHUNKS: Record<RouteKey, string> = {
  home: 'page-home',
  source: 'page-source',
  apply: 'page-apply',
  principle: 'page-principle',
  pricing: 'page-pricing',
  consultation: 'page-apply',
  info: 'page-info',
  notFound: 'page-not-found',
};

/** The pages that hold the application form. */
const FORM_PAGES: ReadonlySet<RouteKey> = new Set<RouteKey>(['home', 'apply', 'consultation']);

/**
 * The micro-site's routes below /exportdrawback, published in its routes.json
 * (docs/composition.md); the paths are those of config/routes.ts, without the leading slash.
 * `key` names the title and description in `locales/zh-CN/routes.json`. Every page is public and
 * indexable but the not-found page, which is declared `notFound`: the site's server answers a path
 * below the micro-site that no route owns with it, as a 404 kept out of search engines. Links inside the micro-site carry the kept query (`channelId`), so a request
 * with it is rendered in the browser, not from the fragment, which was rendered without it.
 */
export const ROUTE_MANIFEST: readonly RouteSource[] = ROUTES.map((route) => ({
  path: route.path.slice(1),
  key: route.key,
  indexable: route.key !== 'notFound',
  ...(route.key === 'notFound' ? { notFound: true } : {}),
  chunks: [PAGE_CHUNKS[route.key]],
  query: [...KEPT_QUERY],
  // The pages with the application: its business types without JavaScript, and the form taken posted.
  ...(FORM_PAGES.has(route.key) ? { live: true } : {}),
}));
