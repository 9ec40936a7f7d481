import type { RemoteProps } from '@site/shared/parcel';
import { RegionLoading } from '@site/shared/ui';
import { DemoRequestProvider } from '../components/demo-request/demo-request-host';
import { router } from './routes';
import styles from './root.module.css';

/**
 * The marketing remote's one parcel (./Pages): the page for `path`, loaded on demand, inside the
 * Watch-a-Demo drawer's provider so any page can open it.
 */
export function Root({ path, lang, query, navigate, setTitle }: RemoteProps) {
  return (
    <DemoRequestProvider lang={lang}>
      <div className={styles.root} data-route={path}>
        <router.Outlet path={path} loading={<RegionLoading className={styles.loading} />}>
          {(page) => {
            const Page = router.pages[page];
            return <Page lang={lang} query={query} navigate={navigate} setTitle={setTitle} />;
          }}
        </router.Outlet>
      </div>
    </DemoRequestProvider>
  );
}
