import { lazy, Suspense } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { ErrorBoundary, RegionLoading, SiteLink } from '@site/shared/ui';
import styles from './api-reference-page.module.css';

// swagger-ui-react and its stylesheet (~400 KB gz) are their own chunk, requested only here.
const SwaggerViewer = lazy(() => import(/* webpackChunkName: "swagger-viewer" */ './swagger-viewer'));

/** The api's description, served by the shell's origin (ARCHITECTURE, API: api/openapi.yaml). */
export const OPENAPI_URL = '/api/openapi.yaml';

export interface ApiReferencePageProps {
  lang: RouteLang;
  navigate: (to: string) => void;
}

/** developerTools, and any docs path containing open-ai (spec 2.8): the API reference viewer. */
export default function ApiReferencePage({ lang, navigate }: ApiReferencePageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <SiteLink to="/docs" lang={lang} navigate={navigate}>
          {t('api.back')}
        </SiteLink>
      </p>
      <h1 className={styles.title}>{t('api.title')}</h1>
      <p className={styles.lead}>{t('api.lead')}</p>
      <ErrorBoundary>
        <Suspense fallback={<RegionLoading minHeight="60vh" />}>
          <SwaggerViewer url={OPENAPI_URL} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
