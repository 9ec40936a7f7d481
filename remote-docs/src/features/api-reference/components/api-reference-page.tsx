import { lazy, Suspense, useEffect } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from '@site/shared/pages';
import { useTranslation } from '@site/shared/i18n';
import { toI18nLang, type I18nLang } from '@site/shared/lang';
import type { RemoteProps } from '@site/shared/parcel';
import { isBrowserOnlyPending, sideContext, type PageHandle } from '@site/shared/pages';
import { ErrorBoundary, RegionError, SiteLink } from '@site/shared/ui';
import { openApiLoader, type OpenApiData } from '../lib/openapi-text';
import { ApiConsoleSlot } from './api-console-slot';
import styles from './api-reference-page.module.css';

// The rendering and its YAML parser are their own chunk, requested only by this page.
const loadViewer = () => import(/* webpackChunkName: "api-viewer" */ './api-operations');
const ApiOperations = lazy(loadViewer);

/** developerTools: Developer Tools in the shell's support links, rendered per request with the api's description. */
export const handle: PageHandle = { head: { key: 'developerTools' }, indexable: true, nav: [{ group: 'support', order: 20 }] };

/** The description (lib/openapi-text.ts); in the browser the viewer's chunk downloads beside it, not after it. */
export function loader(args: LoaderFunctionArgs): Promise<OpenApiData> {
  if (args.context.get(sideContext) === 'browser') loadViewer().catch(() => undefined);
  return openApiLoader(args);
}

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

/** Hands the description its loader read to the lazy rendering; says loading and failure itself. */
function Viewer({ lang }: { lang: I18nLang }) {
  const { t } = useTranslation();
  const state = useLoaderData<OpenApiData>();
  const { revalidate } = useRevalidator();
  if (isBrowserOnlyPending(state)) {
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
        <RegionError title={t('api.failed')} onRetry={() => void revalidate()} />
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

/** developerTools, and any docs path containing open-ai: the API reference, its public operations in the page's language. */
export default function ApiReferencePage({ lang }: Pick<RemoteProps, 'lang'>) {
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
