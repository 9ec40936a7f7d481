import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES } from '../config/routes';
import { i18n } from '../i18n';
import type { PageProps } from '../lib/page-props';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** A page's chunk and its translations, requested together rather than one after the other. */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>, namespace: string): Page =>
  lazy(() => Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module));

/**
 * The marketing routes (spec 2.1) by `path`, each page its own lazy chunk so a visitor downloads
 * only the page they see. Paths are exact: the shell already sends another letter case or the
 * Payment&FX alias to the canonical path.
 */
export const PAGES: Readonly<Record<string, Page>> = {
  [ROUTES.home]: page(() => import(/* webpackChunkName: "page-home" */ '../features/home/home-page'), 'home'),
  [ROUTES.about]: page(() => import(/* webpackChunkName: "page-about" */ '../features/about/about-page'), 'about'),
  [ROUTES.newsDetail]: page(() => import(/* webpackChunkName: "page-news" */ '../features/news/news-detail-page'), 'news'),
  [ROUTES.paymentManagement]: page(() => import(/* webpackChunkName: "page-payment" */ '../features/payment/payment-page'), 'payment'),
  [ROUTES.digitalTrade]: page(() => import(/* webpackChunkName: "page-digital-trade" */ '../features/digital-trade/digital-trade-page'), 'digital-trade'),
  [ROUTES.digitalFinance]: page(() => import(/* webpackChunkName: "page-digital-finance" */ '../features/digital-finance/digital-finance-page'), 'digital-finance'),
  [ROUTES.dttWhitePaper]: page(() => import(/* webpackChunkName: "page-white-paper" */ '../features/white-paper/white-paper-page'), 'white-paper'),
  [ROUTES.cloudSolution]: page(() => import(/* webpackChunkName: "page-cloud-solution" */ '../features/cloud-solution/cloud-solution-page'), 'cloud-solution'),
  [ROUTES.internationalTrade]: page(() => import(/* webpackChunkName: "page-international-trade" */ '../features/international-trade/international-trade-page'), 'forms'),
  [ROUTES.contact]: page(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page'), 'contact'),
  [ROUTES.policy]: page(() => import(/* webpackChunkName: "page-policy" */ '../features/policy/policy-page'), 'policy'),
  [ROUTES.notFound]: page(() => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/not-found-page'), 'not-found'),
  [ROUTES.amazon]: page(() => import(/* webpackChunkName: "page-amazon" */ '../features/marketplace/amazon-page'), 'amazon'),
};

/** What a path this remote does not know shows (the shell normally redirects those to '/'). */
export const NOT_FOUND_PAGE = PAGES[ROUTES.notFound] as Page;
