import { definePages, type PageEntry } from '@site/shared/pages';
import { MicroSiteLayout } from './app/layout';
import { KEPT_QUERY } from './config/site';

/** What every page's address carries: links inside the micro-site keep the channel (`channelId`), so a request with it is rendered in the browser. */
const page = (entry: PageEntry): PageEntry => ({ ...entry, query: KEPT_QUERY });

/**
 * The micro-site's pages below /exportdrawback (docs/pages.md), in routes.json's order: each one
 * route module and its own lazy chunk (the consultation page is the apply page's form and shares its
 * chunk). Their heads are the `routes` namespace's (locales/zh-CN/routes.json, by each handle's key).
 * The pages with the application are `live`: the site's server renders them with their business
 * types and takes the form posted without JavaScript. All are drawn inside the micro-site's own
 * header, quick bar and footer (app/layout.tsx). A path no page owns shows the not-found page under
 * the address as typed; the site's server answers it 404 with the page declared `notFound`.
 */
export const pages = definePages(
  [
    page({ id: 'home', path: '/', load: () => import(/* webpackChunkName: "page-home" */ './app/pages/home-page'), chunk: 'page-home', live: true }),
    page({ id: 'source', path: '/source', load: () => import(/* webpackChunkName: "page-source" */ './features/resources/components/source-page'), chunk: 'page-source' }),
    page({ id: 'apply', path: '/apply', load: () => import(/* webpackChunkName: "page-apply" */ './features/application/components/apply-page'), chunk: 'page-apply', live: true }),
    page({ id: 'principle', path: '/SourcePage', load: () => import(/* webpackChunkName: "page-principle" */ './features/resources/components/principle-page'), chunk: 'page-principle' }),
    page({ id: 'pricing', path: '/FixPrice', load: () => import(/* webpackChunkName: "page-pricing" */ './features/pricing/components/pricing-page'), chunk: 'page-pricing' }),
    page({ id: 'consultation', path: '/subscCons', load: () => import(/* webpackChunkName: "page-apply" */ './features/application/components/consultation-page'), chunk: 'page-apply', live: true }),
    page({ id: 'info', path: '/info', load: () => import(/* webpackChunkName: "page-info" */ './features/resources/components/info-page'), chunk: 'page-info' }),
    page({ id: 'notFound', path: '/404', load: () => import(/* webpackChunkName: "page-not-found" */ './features/not-found/components/not-found-page'), chunk: 'page-not-found', notFound: true }),
  ],
  { unknown: { show: 'notFound' }, layout: MicroSiteLayout },
);
