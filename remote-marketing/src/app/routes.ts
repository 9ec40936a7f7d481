import type { ComponentType } from 'react';
import { createPageRouter, createPathResolver, type PageLoader } from '@site/shared/router';
import type { RouteSource } from '@site/shared/routes';
import { OWN_ROUTES } from '../config/routes';
import { i18n } from '../i18n';
import type { PageProps } from '../lib/page-props';

/**
 * A page of this remote, in the one place a page is added (README, "Add a page"): where it is, its
 * code and strings, and what it tells the site (search engines, the header and footer links).
 */
interface PageEntry extends Omit<RouteSource, 'path' | 'key' | 'chunks'> {
  /** Below the language prefix: '/Contact'. */
  path: string;
  /** Its chunk: the webpackChunkName of `load` (preloaded with the page; the build fails on a name it did not emit). */
  chunk: string;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /** The i18n namespace of its strings, loaded together with its chunk. */
  namespace: string;
}

const PAGES = {
  home: { path: OWN_ROUTES.home, chunk: 'page-home', load: () => import(/* webpackChunkName: "page-home" */ '../features/home/home-page'), namespace: 'home', indexable: true },
  about: {
    path: OWN_ROUTES.about,
    chunk: 'page-about',
    load: () => import(/* webpackChunkName: "page-about" */ '../features/about/about-page'),
    namespace: 'about',
    indexable: true,
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
  newsDetail: { path: OWN_ROUTES.newsDetail, chunk: 'page-news', load: () => import(/* webpackChunkName: "page-news" */ '../features/news/news-detail-page'), namespace: 'news', indexable: true, query: ['id'] },
  paymentManagement: {
    path: OWN_ROUTES.paymentManagement,
    chunk: 'page-payment',
    load: () => import(/* webpackChunkName: "page-payment" */ '../features/payment/payment-page'),
    namespace: 'payment',
    styleChunks: ['tool-calculator'],
    indexable: true,
    // Linked as /Payment&FX in older material.
    aliases: ['Payment&FX'],
    nav: [
      { group: 'products', order: 10 },
      { group: 'footerBusiness', order: 10 },
    ],
  },
  digitalTrade: {
    path: OWN_ROUTES.digitalTrade,
    chunk: 'page-digital-trade',
    load: () => import(/* webpackChunkName: "page-digital-trade" */ '../features/digital-trade/digital-trade-page'),
    namespace: 'digital-trade',
    indexable: true,
    nav: [
      { group: 'products', order: 50 },
      { group: 'footerBusiness', order: 30 },
    ],
  },
  digitalFinance: {
    path: OWN_ROUTES.digitalFinance,
    chunk: 'page-digital-finance',
    load: () => import(/* webpackChunkName: "page-digital-finance" */ '../features/digital-finance/digital-finance-page'),
    namespace: 'digital-finance',
    indexable: true,
    nav: [
      { group: 'products', order: 40, label: 'nav.digitalTradeCertificate' },
      { group: 'footerBusiness', order: 40 },
    ],
  },
  dttWhitePaper: {
    path: OWN_ROUTES.dttWhitePaper,
    chunk: 'page-white-paper',
    load: () => import(/* webpackChunkName: "page-white-paper" */ '../features/white-paper/white-paper-page'),
    namespace: 'white-paper',
    indexable: true,
  },
  cloudSolution: {
    path: OWN_ROUTES.cloudSolution,
    chunk: 'page-cloud-solution',
    load: () => import(/* webpackChunkName: "page-cloud-solution" */ '../features/cloud-solution/cloud-solution-page'),
    namespace: 'cloud-solution',
    indexable: true,
    nav: [{ group: 'products', order: 30 }],
  },
  internationalTrade: {
    path: OWN_ROUTES.internationalTrade,
    chunk: 'page-international-trade',
    load: () => import(/* webpackChunkName: "page-international-trade" */ '../features/international-trade/international-trade-page'),
    namespace: 'forms',
    indexable: true,
    // Its business types are on the page without JavaScript, and its enquiry is taken posted.
    live: true,
    nav: [
      { group: 'products', order: 20 },
      { group: 'footerBusiness', order: 20 },
    ],
  },
  contact: {
    path: OWN_ROUTES.contact,
    chunk: 'page-contact',
    load: () => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page'),
    namespace: 'contact',
    indexable: true,
    nav: [{ group: 'company', order: 20 }],
  },
  demoRequest: {
    path: OWN_ROUTES.demoRequest,
    chunk: 'page-demo-request',
    load: () => import(/* webpackChunkName: "page-demo-request" */ '../features/demo-request/demo-request-page'),
    namespace: 'forms',
    // The Watch-a-Demo form as a page, where a Watch-a-Demo button leads without JavaScript: its lists
    // are on the page and it is taken posted. Kept from search engines: with JavaScript the button's
    // drawer is the demo request.
    live: true,
  },
  policy: {
    path: OWN_ROUTES.policy,
    chunk: 'page-policy',
    load: () => import(/* webpackChunkName: "page-policy" */ '../features/policy/policy-page'),
    namespace: 'policy',
    indexable: true,
    nav: [{ group: 'footerContact', order: 10 }],
  },
  // The site's not-found page: the site answers with it (404) an address of a remote that has none of its own.
  notFound: {
    path: OWN_ROUTES.notFound,
    chunk: 'page-not-found',
    load: () => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/not-found-page'),
    namespace: 'not-found',
    notFound: true,
  },
  amazon: {
    path: OWN_ROUTES.amazon,
    chunk: 'page-amazon',
    load: () => import(/* webpackChunkName: "page-amazon" */ '../features/marketplace/amazon-page'),
    namespace: 'amazon',
    styleChunks: ['tool-eligibility', 'tool-calculator'],
    indexable: true,
    // Its call to action carries the visitor's whole query (campaign parameters).
    query: ['*'],
    nav: [
      { group: 'solutions', order: 20 },
      { group: 'footerBusiness', order: 60 },
    ],
  },
} satisfies Record<string, PageEntry>;

type PageKey = keyof typeof PAGES;
const entries = Object.entries(PAGES) as [PageKey, PageEntry][];

/**
 * The routes this remote publishes in its routes.json (docs/composition.md): each page's path without
 * the leading slash, its chunk and what it tells the site. `key` names its title, description and link
 * label in `locales/<lng>/routes.json`, unless the page keeps them in its own strings (`head`).
 */
export const ROUTE_MANIFEST: readonly RouteSource[] = entries.map(([key, { path, chunk, load: _load, namespace: _namespace, ...facts }]) => ({
  path: path.slice(1),
  key,
  chunks: [chunk],
  ...facts,
}));

/**
 * The marketing pages, each its own lazy chunk requested together with its strings, so a visitor
 * downloads only the page they see, loaded again on Retry where it failed. Paths are exact: the shell
 * already sends another letter case or an alias to the canonical path. A path this remote does not
 * know shows the not-found page.
 */
export const router = createPageRouter({
  pages: Object.fromEntries(
    entries.map(([key, entry]): [PageKey, PageLoader<ComponentType<PageProps>>] => [key, () => Promise.all([entry.load(), i18n.loadNamespaces(entry.namespace)]).then(([module]) => module)]),
  ) as Record<PageKey, PageLoader<ComponentType<PageProps>>>,
  resolve: createPathResolver({ paths: Object.fromEntries(entries.map(([key, entry]) => [key, entry.path])) as Record<PageKey, string>, unknown: { show: 'notFound' } }),
});
