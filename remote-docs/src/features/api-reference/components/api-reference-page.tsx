import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { toI18nLang, type I18nLang, type RouteLang } from '@site/shared/lang';
import { ErrorBoundary, RegionError, SiteLink } from '@site/shared/ui';
import { useOpenApiText } from '../hooks/use-openapi-text';
import { ApiConsoleSlot } from './api-console-slot';
import styles from './api-reference-page.module.css';

// The rendering and its YAML parser are their own chunk, requested only by this page.
const ApiOperations = lazy(() => import(/* webpackChunkName: "api-viewer" */ './api-operations'));

/** The api's description, served by the shell's origin (api/openapi.yaml). */
export const OPENAPI_URL = '/api/openapi.yaml';

/** The page's own loading state, in its language, the same size on the server and in the browser. */
function ViewerLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('api.loading')}</span>
    </div>
  );
}

/** Fetches the description, then hands it to the lazy rendering; says loading and failure itself. */
function Viewer({ lang }: { lang: I18nLang }) {
  const { t } = useTranslation();
  const { state, retry } = useOpenApiText(OPENAPI_URL);
  if (state.status === 'loading') {
    return (
      <>
        {/* Served without the description (the api was slow): without JavaScript the page says it needs it. */}
        <noscript>
          <p className={styles.noscript}>{t('api.noscript')}</p>
        </noscript>
        <ViewerLoading />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.failed}>
        <RegionError title={t('api.failed')} onRetry={retry} />
      </div>
    );
  }
  return (
    <>
      {/* Its strings are a namespace of their own: until they are in, the served button stays as it is. */}
      <Suspense fallback={null}>
        <ApiConsoleSlot text={state.text} lang={lang} />
      </Suspense>
      <ErrorBoundary>
        <Suspense fallback={<ViewerLoading />}>
          <ApiOperations text={state.text} lang={lang} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

export interface ApiReferencePageProps {
  lang: RouteLang;
}

/** developerTools, and any docs path containing open-ai: the API reference, its public operations in the page's language. */
export default function ApiReferencePage({ lang }: ApiReferencePageProps) {
  const { t, i18n } = useTranslation();
  // The console's strings download beside the description, not after it.
  useEffect(() => {
    void i18n.loadNamespaces('api-console');
  }, [i18n]);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <SiteLink to="/docs">
          {t('api.back')}
        </SiteLink>
      </p>
      <h1 className={styles.title}>{t('api.title')}</h1>
      <p className={styles.lead}>{t('api.lead')}</p>
      <Viewer lang={toI18nLang(lang)} />
    </div>
  );
}
