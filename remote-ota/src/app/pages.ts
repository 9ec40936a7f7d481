import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OtaPage } from '../config/paths';
import type { PageProps } from '../lib/page-props';

export type Pages = Record<OtaPage, LazyExoticComponent<ComponentType<PageProps>>>;

/**
 * One lazy chunk per page, so a visitor downloads only the page they see. Called again after a
 * failed chunk: React.lazy keeps a rejected import, and webpack retries a chunk that failed.
 */
export function createPages(): Pages {
  return {
    landing: lazy(() => import(/* webpackChunkName: "page-ota-finance" */ '../features/landing/components/ota-finance-page')),
    contact: lazy(() => import(/* webpackChunkName: "page-questionnaire1" */ '../features/credit-flow/components/contact-step-page')),
    platforms: lazy(() => import(/* webpackChunkName: "page-questionnaire2" */ '../features/credit-flow/components/platforms-step-page')),
    progress: lazy(() => import(/* webpackChunkName: "page-progress" */ '../features/credit-flow/components/progress-page')),
    quota: lazy(() => import(/* webpackChunkName: "page-quota" */ '../features/credit-flow/components/quota-page')),
  };
}
