import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES } from '../config/routes';
import type { PageProps } from '../lib/page-props';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * The marketing routes (spec 2.1) by `path`, each page its own lazy chunk so a visitor downloads
 * only the page they see. Paths are exact: the shell already sends another letter case or the
 * Payment&FX alias to the canonical path.
 */
export const PAGES: Readonly<Record<string, Page>> = {
  [ROUTES.home]: lazy(() => import(/* webpackChunkName: "page-home" */ '../features/home/home-page')),
  [ROUTES.about]: lazy(() => import(/* webpackChunkName: "page-about" */ '../features/about/about-page')),
  [ROUTES.newsDetail]: lazy(() => import(/* webpackChunkName: "page-news" */ '../features/news/news-detail-page')),
  [ROUTES.paymentManagement]: lazy(() => import(/* webpackChunkName: "page-payment" */ '../features/payment/payment-page')),
  [ROUTES.digitalTrade]: lazy(() => import(/* webpackChunkName: "page-digital-trade" */ '../features/digital-trade/digital-trade-page')),
  [ROUTES.digitalFinance]: lazy(() => import(/* webpackChunkName: "page-digital-finance" */ '../features/digital-finance/digital-finance-page')),
  [ROUTES.dttWhitePaper]: lazy(() => import(/* webpackChunkName: "page-white-paper" */ '../features/white-paper/white-paper-page')),
  [ROUTES.cloudSolution]: lazy(() => import(/* webpackChunkName: "page-cloud-solution" */ '../features/cloud-solution/cloud-solution-page')),
  [ROUTES.internationalTrade]: lazy(() => import(/* webpackChunkName: "page-international-trade" */ '../features/international-trade/international-trade-page')),
  [ROUTES.contact]: lazy(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page')),
  [ROUTES.policy]: lazy(() => import(/* webpackChunkName: "page-policy" */ '../features/policy/policy-page')),
  [ROUTES.notFound]: lazy(() => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/not-found-page')),
  [ROUTES.amazon]: lazy(() => import(/* webpackChunkName: "page-amazon" */ '../features/marketplace/amazon-page')),
};

/** What a path this remote does not know shows (the shell normally redirects those to '/'). */
export const NOT_FOUND_PAGE = PAGES[ROUTES.notFound] as Page;
