import { createPageRouter, createPathResolver } from '@site/shared/router';
import { OTA_PATHS } from '../config/paths';

/**
 * One lazy chunk per page, so a visitor downloads only the page they see; a chunk that failed
 * loads again on Retry; a path this remote does not serve goes to the landing page.
 */
export const router = createPageRouter({
  pages: {
    landing: () => import(/* webpackChunkName: "page-ota-finance" */ '../features/landing/components/ota-finance-page'),
    contact: () => import(/* webpackChunkName: "page-questionnaire1" */ '../features/credit-flow/components/contact-step-page'),
    platforms: () => import(/* webpackChunkName: "page-questionnaire2" */ '../features/credit-flow/components/platforms-step-page'),
    progress: () => import(/* webpackChunkName: "page-progress" */ '../features/credit-flow/components/progress-page'),
    quota: () => import(/* webpackChunkName: "page-quota" */ '../features/credit-flow/components/quota-page'),
  },
  resolve: createPathResolver({ paths: OTA_PATHS, unknown: { redirectTo: OTA_PATHS.landing } }),
});
