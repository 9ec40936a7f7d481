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
  about: {
    indexable: true,
    chunks: ['page-about'],
    query: ['id'],
    nav: [
      { group: 'company', order: 10 },
      // The footer opens each of the page's four tabs.
      { group: 'footerAbout', order: 10, query: 'id=1', label: 'nav.aboutUs' },
      { group: 'footerAbout', order: 20, query: 'id=2', label: 'nav.milestones' },
      { group: 'footerAbout', order: 30, query: 'id=3', label: 'nav.partners' },
      { group: 'footerAbout', order: 40, query: 'id=4', label: 'nav.technology' },
    ],
  },
  newsDetail: { indexable: true, chunks: ['page-news'], query: ['id'] },
  paymentManagement: {
    indexable: true,
    chunks: ['page-payment'],
    // Linked as /Payment&FX in older material.
    aliases: ['Payment&FX'],
    nav: [
      { group: 'products', order: 10 },
      { group: 'footerBusiness', order: 10 },
    ],
  },
  digitalTrade: {
    indexable: true,
    chunks: ['page-digital-trade'],
    nav: [
      { group: 'products', order: 50 },
      { group: 'footerBusiness', order: 30 },
    ],
  },
  digitalFinance: {
    indexable: true,
    chunks: ['page-digital-finance'],
    nav: [
      { group: 'products', order: 40, label: 'nav.digitalTradeCertificate' },
      { group: 'footerBusiness', order: 40 },
    ],
  },
  dttWhitePaper: { indexable: true, chunks: ['page-white-paper'] },
  cloudSolution: { indexable: true, chunks: ['page-cloud-solution'], nav: [{ group: 'products', order: 30 }] },
  internationalTrade: {
    indexable: true,
    chunks: ['page-international-trade'],
    nav: [
      { group: 'products', order: 20 },
      { group: 'footerBusiness', order: 20 },
    ],
  },
  contact: { indexable: true, chunks: ['page-contact'], nav: [{ group: 'company', order: 20 }] },
  policy: { indexable: true, chunks: ['page-policy'], nav: [{ group: 'footerContact', order: 10 }] },
  notFound: { chunks: ['page-not-found'] },
  // Its call to action carries the visitor's whole query (campaign parameters, spec 2.6).
  amazon: {
    indexable: true,
    chunks: ['page-amazon'],
    query: ['*'],
    nav: [
      { group: 'solutions', order: 20 },
      { group: 'footerBusiness', order: 60 },
    ],
  },
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
