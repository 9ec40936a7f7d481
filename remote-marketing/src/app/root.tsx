import { Suspense } from 'react';
import type { RemoteProps } from '@site/shared/parcel';
import { RegionLoading } from '@site/shared/ui';
import { DemoRequestProvider } from '../components/demo-request/demo-request-host';
import { NOT_FOUND_PAGE, PAGES } from './routes';
import styles from './root.module.css';

/**
 * The marketing remote's one parcel (./Pages): the page for `path`, loaded on demand, inside the
 * Watch-a-Demo drawer's provider so any page can open it.
 */
export function Root({ path, lang, query, navigate, setTitle }: RemoteProps) {
  const Page = PAGES[path] ?? NOT_FOUND_PAGE;
  return (
    <DemoRequestProvider>
      <div className={styles.root} data-route={path}>
        <Suspense fallback={<RegionLoading minHeight="60vh" />}>
          <Page lang={lang} query={query} navigate={navigate} setTitle={setTitle} />
        </Suspense>
      </div>
    </DemoRequestProvider>
  );
}
