import type { RouteSource } from '@site/shared/routes';
import { OTA_PATHS, type OtaPage } from './paths';

/** A page of OTA_PATHS as the manifest lists it: below the language prefix, without the slash. */
const route = (page: OtaPage, key: string, chunk: string, indexable = false): RouteSource => ({
  path: OTA_PATHS[page].slice(1),
  key,
  indexable,
  chunks: [chunk],
});

/**
 * The routes this remote owns below the language prefix, published in its routes.json
 * (docs/composition.md). `key` names the title and description in `locales/<lng>/routes.json`;
 * the chunk is the page's webpackChunkName in app/pages.ts, preloaded with the page. Only the
 * landing page is for search engines: the flow pages show a visitor's own answers.
 */
export const ROUTE_MANIFEST: readonly RouteSource[] = [
  {
    ...route('landing', 'otaFinance', 'page-ota-finance', true),
    // The calculator is served with the page and hydrated when the visitor nears it: its styles come with the page.
    styleChunks: ['tool-calculator'],
    nav: [
      { group: 'solutions', order: 10 },
      { group: 'footerBusiness', order: 50 },
    ],
  },
  route('contact', 'questionnaire1', 'page-questionnaire1'),
  route('platforms', 'questionnaire2', 'page-questionnaire2'),
  route('progress', 'progressBar', 'page-progress'),
  route('quota', 'quotaDisplay', 'page-quota'),
];
