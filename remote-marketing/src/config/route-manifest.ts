import type { RouteSource } from '@site/shared/routes';
import { OWN_ROUTES, type OwnRouteKey } from './routes';

/** What the manifest says of a page beyond its path and key. */
type PageFacts = Omit<RouteSource, 'path' | 'key'>;

/**
 * Each page of OWN_ROUTES (a missing or extra one fails to type-check): whether search engines
 * may list it, its chunk (webpackChunkName in app/routes.ts, preloaded with the page; the build
 * fails on a name it did not emit) and the query parameters that change what it shows.
 */
const PAGES: Record<OwnRouteKey, PageFacts> = {
  home: { indexable: true, chunks: ['page-home'] },
  about: { indexable: true, chunks: ['page-about'], query: ['id'] },
  newsDetail: { indexable: true, chunks: ['page-news'], query: ['id'] },
  paymentManagement: { indexable: true, chunks: ['page-payment'] },
  digitalTrade: { indexable: true, chunks: ['page-digital-trade'] },
  digitalFinance: { indexable: true, chunks: ['page-digital-finance'] },
  dttWhitePaper: { indexable: true, chunks: ['page-white-paper'] },
  cloudSolution: { indexable: true, chunks: ['page-cloud-solution'] },
  internationalTrade: { indexable: true, chunks: ['page-international-trade'] },
  contact: { indexable: true, chunks: ['page-contact'] },
  policy: { indexable: true, chunks: ['page-policy'] },
  notFound: { chunks: ['page-not-found'] },
  // Its call to action carries the visitor's whole query (campaign parameters, spec 2.6).
  amazon: { indexable: true, chunks: ['page-amazon'], query: ['*'] },
};

/**
 * The routes this remote owns below the language prefix (spec 2.1), published in its routes.json
 * (docs/composition.md): the paths of config/routes.ts, without the leading slash. `key` names the
 * title and description in `locales/<lng>/routes.json`.
 */
export const ROUTE_MANIFEST: readonly RouteSource[] = (Object.keys(OWN_ROUTES) as OwnRouteKey[]).map((key) => ({
  path: OWN_ROUTES[key].slice(1),
  key,
  ...PAGES[key],
}));
