import { CALCULATOR_QUERY } from '@site/shared/financing';
import { definePages } from '@site/shared/pages';

/** The pages' paths below the language prefix, in the order of the flow: what the pages link by. */
export const OTA_PATHS = {
  landing: '/OTAFinance',
  contact: '/Questionnaire1',
  platforms: '/Questionnaire2',
  progress: '/ProgressBar',
  quota: '/QuotaDisplay',
} as const;

export type OtaPath = (typeof OTA_PATHS)[keyof typeof OTA_PATHS];

/**
 * This remote's pages (docs/pages.md): each one route module, its own lazy chunk (the chunk is its
 * webpackChunkName, preloaded with the page). The order is routes.json's and the sitemap's. A path
 * this remote does not serve (the standalone page's '/') goes to the landing page.
 */
export const pages = definePages(
  [
    {
      id: 'otaFinance',
      path: OTA_PATHS.landing,
      load: () => import(/* webpackChunkName: "page-ota-finance" */ './features/landing/components/ota-finance-page'),
      chunk: 'page-ota-finance',
      // The calculator is served with the page and hydrated when the visitor nears it: its styles come with the page.
      styleChunks: ['tool-calculator'],
      // Its answers, sent without JavaScript: the page that answers them is rendered for them.
      query: CALCULATOR_QUERY,
    },
    { id: 'questionnaire1', path: OTA_PATHS.contact, load: () => import(/* webpackChunkName: "page-questionnaire1" */ './features/credit-flow/components/contact-step-page'), chunk: 'page-questionnaire1' },
    { id: 'questionnaire2', path: OTA_PATHS.platforms, load: () => import(/* webpackChunkName: "page-questionnaire2" */ './features/credit-flow/components/platforms-step-page'), chunk: 'page-questionnaire2' },
    { id: 'progressBar', path: OTA_PATHS.progress, load: () => import(/* webpackChunkName: "page-progress" */ './features/credit-flow/components/progress-page'), chunk: 'page-progress' },
    { id: 'quotaDisplay', path: OTA_PATHS.quota, load: () => import(/* webpackChunkName: "page-quota" */ './features/credit-flow/components/quota-page'), chunk: 'page-quota' },
  ],
  { unknown: { redirectTo: OTA_PATHS.landing } },
);
