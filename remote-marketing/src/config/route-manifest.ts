import type { RouteSource } from '@site/shared/routes';

/**
 * The routes this remote owns below the language prefix (spec 2.1), published in its routes.json
 * (docs/composition.md). `key` names the title and description in `locales/<lng>/routes.json`;
 * `chunks` are the page's chunks (webpackChunkName in app/routes.ts), preloaded with the page.
 */
export const ROUTE_MANIFEST: readonly RouteSource[] = [
  { path: '', key: 'home', indexable: true, chunks: ['page-home'] },
  { path: 'About', key: 'about', indexable: true, chunks: ['page-about'], query: ['id'] },
  { path: 'newsDetail', key: 'newsDetail', indexable: true, chunks: ['page-news'], query: ['id'] },
  { path: 'PaymentManagement', key: 'paymentManagement', indexable: true, chunks: ['page-payment'] },
  { path: 'DigitalTrade', key: 'digitalTrade', indexable: true, chunks: ['page-digital-trade'] },
  { path: 'DigitalFinance', key: 'digitalFinance', indexable: true, chunks: ['page-digital-finance'] },
  { path: 'DTTWhitePaper', key: 'dttWhitePaper', indexable: true, chunks: ['page-white-paper'] },
  { path: 'CloudSolution', key: 'cloudSolution', indexable: true, chunks: ['page-cloud-solution'] },
  { path: 'InternationalTrade', key: 'internationalTrade', indexable: true, chunks: ['page-international-trade'] },
  { path: 'Contact', key: 'contact', indexable: true, chunks: ['page-contact'] },
  { path: 'policy', key: 'policy', indexable: true, chunks: ['page-policy'] },
  { path: '404', key: 'notFound', chunks: ['page-not-found'] },
  // Its call to action carries the visitor's whole query (campaign parameters, spec 2.6).
  { path: 'amazon', key: 'amazon', indexable: true, chunks: ['page-amazon'], query: ['*'] },
];
