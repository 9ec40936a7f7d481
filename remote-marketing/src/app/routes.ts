import type { ComponentType } from 'react';
import { createPageRouter, createPathResolver, type PageLoader } from '@site/shared/router';
import { OWN_ROUTES, type OwnRouteKey } from '../config/routes';
import { i18n } from '../i18n';
import type { PageProps } from '../lib/page-props';

/** A page's chunk and its translations, requested together rather than one after the other. */
const page =
  (load: () => Promise<{ default: ComponentType<PageProps> }>, namespace: string): PageLoader<ComponentType<PageProps>> =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);

const PAGES: Record<OwnRouteKey, PageLoader<ComponentType<PageProps>>> = {
  home: page(() => import(/* webpackChunkName: "page-home" */ '../features/home/home-page'), 'home'),
  about: page(() => import(/* webpackChunkName: "page-about" */ '../features/about/about-page'), 'about'),
  newsDetail: page(() => import(/* webpackChunkName: "page-news" */ '../features/news/news-detail-page'), 'news'),
  paymentManagement: page(() => import(/* webpackChunkName: "page-payment" */ '../features/payment/payment-page'), 'payment'),
  digitalTrade: page(() => import(/* webpackChunkName: "page-digital-trade" */ '../features/digital-trade/digital-trade-page'), 'digital-trade'),
  digitalFinance: page(() => import(/* webpackChunkName: "page-digital-finance" */ '../features/digital-finance/digital-finance-page'), 'digital-finance'),
  dttWhitePaper: page(() => import(/* webpackChunkName: "page-white-paper" */ '../features/white-paper/white-paper-page'), 'white-paper'),
  cloudSolution: page(() => import(/* webpackChunkName: "page-cloud-solution" */ '../features/cloud-solution/cloud-solution-page'), 'cloud-solution'),
  internationalTrade: page(() => import(/* webpackChunkName: "page-international-trade" */ '../features/international-trade/international-trade-page'), 'forms'),
  contact: page(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page'), 'contact'),
  policy: page(() => import(/* webpackChunkName: "page-policy" */ '../features/policy/policy-page'), 'policy'),
  notFound: page(() => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/not-found-page'), 'not-found'),
  amazon: page(() => import(/* webpackChunkName: "page-amazon" */ '../features/marketplace/amazon-page'), 'amazon'),
};

/**
 * The marketing routes (spec 2.1), each page its own lazy chunk so a visitor downloads only the
 * page they see, loaded again on Retry where it failed. Paths are exact: the shell already sends
 * another letter case or the Payment&FX alias to the canonical path. A path this remote does not
 * know shows the not-found page (the shell normally redirects those to '/').
 */
export const router = createPageRouter({ pages: PAGES, resolve: createPathResolver({ paths: OWN_ROUTES, unknown: { show: 'notFound' } }) });
