import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from '@site/shared/pages';
import { useTranslation } from '@site/shared/i18n';
import { HydrateWhenNear } from '@site/shared/motion';
import { UNKNOWN_ROUTE_ID, useRemoteProps } from '@site/shared/pages';
import { MAIN_ID, TOP_ID } from '../config/anchors';
import { MicroNavProvider } from '../lib/micro-nav';
import { usePageTitle } from '../lib/use-page-title';
import { QuickBar } from '../features/layout/components/quick-bar';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import styles from './layout.module.css';

/** The page shown: its route's id (src/routes.ts); a path no page owns shows the not-found page. */
function usePageId(): string {
  const id = useMatches().at(-1)?.id;
  return !id || id === UNKNOWN_ROUTE_ID ? 'notFound' : id;
}

/**
 * The whole export tax refund micro-site around its pages (src/routes.ts's layout): the shell renders
 * nothing around /exportdrawback, so this draws the header, <main> with the page, the quick bar and
 * the footer, and keeps them as the visitor moves between pages.
 */
export function MicroSiteLayout() {
  const { query, navigate, setTitle } = useRemoteProps();
  const { t } = useTranslation();
  // The router's path: an unknown path keeps its address; another letter case has moved to the page's own.
  const { pathname } = useLocation();
  const title = t(`pages.${usePageId()}.title`);

  // The micro-site is Chinese only: its i18n is pinned to zh-CN whatever `lang` says. The document's
  // language is its host's to set (the shell's page for /exportdrawback, the QA page's template and
  // host), as every site-wide state is: this region marks only its own tree Chinese, below.
  usePageTitle(title, setTitle, t('brand.name'));

  // After a move to another page, reading starts at the new page (as after a full page load).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <MicroNavProvider path={pathname} query={query} navigate={navigate}>
      <div className={styles.site} lang="zh-CN">
        <div id={TOP_ID} tabIndex={-1} className={styles.top} />
        <a className={styles.skip} href={`#${MAIN_ID}`}>
          {t('a11y.skipToContent')}
        </a>
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {/* Until a page's chunk and first data are there, the parcel's loading state fills the
              screen here, so the footer waits below the fold and does not jump when the page arrives (CLS). */}
          <Outlet />
        </main>
        <QuickBar />
        {/* Below every page: brought to life as the visitor nears it, as the main site's footer. */}
        <HydrateWhenNear>
          <SiteFooter />
        </HydrateWhenNear>
      </div>
    </MicroNavProvider>
  );
}
