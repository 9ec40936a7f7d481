import { Suspense, useEffect, useState } from 'react';
import type { RemoteProps } from '@site/shared/parcel';
import { ErrorBoundary, RegionLoading } from '@site/shared/ui';
import { OTA_PATHS, pageOf } from '../config/paths';
import { createPages } from './pages';
import styles from './root.module.css';

/**
 * The parcel's root: routes `path` (below the language prefix) to this remote's pages (spec 2.1:
 * OTAFinance, Questionnaire1, Questionnaire2, ProgressBar, QuotaDisplay). The shell mounts it
 * for those paths only; any other path (the standalone page's '/') goes to the landing page.
 */
export function Root({ lang, path, navigate }: RemoteProps) {
  const [pages, setPages] = useState(createPages);
  const page = pageOf(path);

  useEffect(() => {
    if (!page) navigate(OTA_PATHS.landing);
  }, [page, navigate]);

  if (!page) return null;
  const Page = pages[page];
  return (
    // A chunk that failed to load shows the region's Retry, which loads it afresh.
    <ErrorBoundary onRetry={() => setPages(createPages())}>
      <Suspense fallback={<RegionLoading className={styles.loading} />}>
        <Page key={page} lang={lang} navigate={navigate} />
      </Suspense>
    </ErrorBoundary>
  );
}
