import { Outlet } from '@site/shared/pages';
import { useRemoteProps } from '@site/shared/pages';
import { DemoRequestProvider } from '../components/demo-request/demo-request-host';
import styles from './root.module.css';

/**
 * Around every marketing page (src/routes.ts): the Watch-a-Demo drawer's host beside the page, so any
 * of them can open it, and the pages' column. It stays mounted as the visitor moves between pages.
 */
export function MarketingLayout() {
  const { lang, path } = useRemoteProps();
  return (
    <DemoRequestProvider lang={lang}>
      <div className={styles.root} data-route={path}>
        <Outlet />
      </div>
    </DemoRequestProvider>
  );
}
