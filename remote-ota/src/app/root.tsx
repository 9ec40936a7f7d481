import type { RemoteProps } from '@site/shared/parcel';
import { RegionLoading } from '@site/shared/ui';
import { router } from './pages';
import styles from './root.module.css';

/**
 * The parcel's root: routes `path` (below the language prefix) to this remote's pages
 * (OTAFinance, Questionnaire1, Questionnaire2, ProgressBar, QuotaDisplay). The shell mounts it
 * for those paths only; any other path (the standalone page's '/') goes to the landing page.
 */
export function Root({ lang, path, navigate }: RemoteProps) {
  return (
    // A chunk that failed to load shows the region's Retry, which loads it afresh.
    <router.Outlet path={path} loading={<RegionLoading className={styles.loading} />} onRedirect={navigate}>
      {(page) => {
        const Page = router.pages[page];
        return <Page key={page} lang={lang} navigate={navigate} />;
      }}
    </router.Outlet>
  );
}
