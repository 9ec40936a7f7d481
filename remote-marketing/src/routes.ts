import { CALCULATOR_QUERY } from '@site/shared/financing';
import { definePages, type PageEntry, type PageModule } from '@site/shared/pages';
import { MarketingLayout } from './app/layout';
import { OWN_ROUTES } from './config/routes';
import { i18n } from './i18n';

/** A page's module, loaded together with the i18n namespace of its strings, so that it renders its copy at once. */
const withStrings =
  (namespace: string, load: () => Promise<PageModule>): PageEntry['load'] =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);

/**
 * The marketing pages (docs/pages.md), in routes.json's and the sitemap's order: each one route
 * module (its page, its `handle` with its head in the `routes` namespace and its links in the site's
 * header and footer, and a `loader` and an `action` where it reads the api or takes a form) and its
 * own lazy chunk, requested together with its strings, so a visitor downloads only the page they see.
 * Every page is drawn inside the layout that hosts the Watch-a-Demo drawer (app/layout.tsx). A path
 * no page owns shows the not-found page under the address as typed (the shell normally sends unknown
 * paths to the language's home first).
 */
export const pages = definePages(
  [
    { id: 'home', path: OWN_ROUTES.home, chunk: 'page-home', load: withStrings('home', () => import(/* webpackChunkName: "page-home" */ './features/home/home-page')) },
    { id: 'about', path: OWN_ROUTES.about, chunk: 'page-about', load: withStrings('about', () => import(/* webpackChunkName: "page-about" */ './features/about/about-page')), query: ['id'] },
    { id: 'newsDetail', path: OWN_ROUTES.newsDetail, chunk: 'page-news', load: withStrings('news', () => import(/* webpackChunkName: "page-news" */ './features/news/news-detail-page')), query: ['id'] },
    {
      id: 'paymentManagement',
      path: OWN_ROUTES.paymentManagement,
      chunk: 'page-payment',
      load: withStrings('payment', () => import(/* webpackChunkName: "page-payment" */ './features/payment/payment-page')),
      // The calculator is served with the page and loaded when the visitor nears it: its styles come with the page.
      styleChunks: ['tool-calculator'],
      // The calculator's answers, sent without JavaScript: the page that answers them is rendered for them.
      query: CALCULATOR_QUERY,
      // Linked as /Payment&FX in older material.
      aliases: ['Payment&FX'],
    },
    { id: 'digitalTrade', path: OWN_ROUTES.digitalTrade, chunk: 'page-digital-trade', load: withStrings('digital-trade', () => import(/* webpackChunkName: "page-digital-trade" */ './features/digital-trade/digital-trade-page')) },
    { id: 'digitalFinance', path: OWN_ROUTES.digitalFinance, chunk: 'page-digital-finance', load: withStrings('digital-finance', () => import(/* webpackChunkName: "page-digital-finance" */ './features/digital-finance/digital-finance-page')) },
    { id: 'dttWhitePaper', path: OWN_ROUTES.dttWhitePaper, chunk: 'page-white-paper', load: withStrings('white-paper', () => import(/* webpackChunkName: "page-white-paper" */ './features/white-paper/white-paper-page')) },
    { id: 'cloudSolution', path: OWN_ROUTES.cloudSolution, chunk: 'page-cloud-solution', load: withStrings('cloud-solution', () => import(/* webpackChunkName: "page-cloud-solution" */ './features/cloud-solution/cloud-solution-page')) },
    {
      id: 'internationalTrade',
      path: OWN_ROUTES.internationalTrade,
      chunk: 'page-international-trade',
      load: withStrings('forms', () => import(/* webpackChunkName: "page-international-trade" */ './features/international-trade/international-trade-page')),
      // Its business types are on the page without JavaScript (its loader), and its enquiry is taken posted (its action).
      live: true,
    },
    { id: 'contact', path: OWN_ROUTES.contact, chunk: 'page-contact', load: withStrings('contact', () => import(/* webpackChunkName: "page-contact" */ './features/contact/contact-page')) },
    {
      id: 'demoRequest',
      path: OWN_ROUTES.demoRequest,
      chunk: 'page-demo-request',
      load: withStrings('forms', () => import(/* webpackChunkName: "page-demo-request" */ './features/demo-request/demo-request-page')),
      // The Watch-a-Demo form as a page, where a Watch-a-Demo button leads without JavaScript: its lists
      // are on the page (its loader) and it is taken posted (its action).
      live: true,
    },
    { id: 'policy', path: OWN_ROUTES.policy, chunk: 'page-policy', load: withStrings('policy', () => import(/* webpackChunkName: "page-policy" */ './features/policy/policy-page')) },
    {
      id: 'notFound',
      path: OWN_ROUTES.notFound,
      chunk: 'page-not-found',
      load: withStrings('not-found', () => import(/* webpackChunkName: "page-not-found" */ './features/not-found/not-found-page')),
      // The site's not-found page: the site answers with it (404) an address of a remote that has none of its own.
      notFound: true,
    },
    {
      id: 'amazon',
      path: OWN_ROUTES.amazon,
      chunk: 'page-amazon',
      load: withStrings('amazon', () => import(/* webpackChunkName: "page-amazon" */ './features/marketplace/amazon-page')),
      styleChunks: ['tool-eligibility', 'tool-calculator'],
      // Its call to action carries the visitor's whole query (campaign parameters).
      query: ['*'],
    },
  ],
  { unknown: { show: 'notFound' }, layout: MarketingLayout },
);
