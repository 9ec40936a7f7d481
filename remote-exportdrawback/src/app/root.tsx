import { useEffect, useRef } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { HydrateWhenNear } from '@site/shared/motion';
import type { RemoteProps } from '@site/shared/parcel';
import { createPageRouter } from '@site/shared/router';
import { RegionLoading } from '@site/shared/ui';
import { MAIN_ID, TOP_ID } from '../config/anchors';
import { MOUNT_PATH } from '../config/site';
import { resolveRoute, routeOf, type RouteKey } from '../config/routes';
import { MicroNavProvider, navigateTarget } from '../lib/micro-nav';
import { usePageTitle } from '../lib/use-page-title';
import { QuickBar } from '../features/layout/components/quick-bar';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import styles from './root.module.css';

// One chunk per page: a visitor downloads only the page they see (the layout above is in the entry).
// The names are the chunks config/route-manifest.ts preloads with each page.
const router = createPageRouter({
  pages: {
    home: () => import(/* webpackChunkName: "page-home" */ './pages/home-page').then((m) => ({ default: m.HomePage })),
    apply: () => import(/* webpackChunkName: "page-apply" */ '../features/application/components/apply-page').then((m) => ({ default: m.ApplyPage })),
    pricing: () => import(/* webpackChunkName: "page-pricing" */ '../features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })),
    info: () => import(/* webpackChunkName: "page-info" */ '../features/resources/components/info-page').then((m) => ({ default: m.InfoPage })),
    source: () => import(/* webpackChunkName: "page-source" */ '../features/resources/components/source-page').then((m) => ({ default: m.SourcePage })),
    principle: () => import(/* webpackChunkName: "page-principle" */ '../features/resources/components/principle-page').then((m) => ({ default: m.PrinciplePage })),
    notFound: () => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
  },
  resolve: resolveRoute,
});
const { home: HomePage, apply: ApplyPage, pricing: PricingPage, info: InfoPage, source: SourcePage, principle: PrinciplePage, notFound: NotFoundPage } = router.pages;

// The first page's chunk is requested as soon as this module runs, alongside the translations,
// instead of after them (Root suspends until its strings arrive, and only then renders the page).
// The build-time render has no address: it renders each page by its `path`.
function preloadFirstPage(): void {
  if (typeof window === 'undefined') return;
  const { pathname } = window.location;
  if (!pathname.startsWith(MOUNT_PATH)) return;
  const { page } = resolveRoute(pathname.slice(MOUNT_PATH.length) || '/');
  router.preload(page === 'consultation' ? 'apply' : page);
}
preloadFirstPage();

function Page({ route, channelId }: { route: RouteKey; channelId: string | undefined }) {
  switch (route) {
    case 'home':
      return <HomePage channelId={channelId} />;
    case 'apply':
      return <ApplyPage variant="apply" channelId={channelId} />;
    case 'consultation':
      return <ApplyPage variant="consultation" channelId={channelId} />;
    case 'pricing':
      return <PricingPage />;
    case 'info':
      return <InfoPage />;
    case 'source':
      return <SourcePage />;
    case 'principle':
      return <PrinciplePage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

/**
 * The whole export tax refund micro-site: the shell renders nothing around
 * /exportdrawback, so this root draws the header, <main>, the quick bar and the footer, and
 * routes on `path` below the mount point.
 */
export function Root({ path, query, navigate, setTitle }: RemoteProps) {
  const { t } = useTranslation();
  // An unknown path shows the not-found page under the address as typed; another letter case goes
  // to the canonical path. The target page shows at once; the page router replaces the address.
  const { page, redirectTo } = resolveRoute(path);
  const shownPath = redirectTo ?? path;
  const title = t(routeOf(page).titleKey);

  // The micro-site is Chinese only: its i18n is pinned to zh-CN whatever `lang` says. The document's
  // language is its host's to set (the shell's page for /exportdrawback, the QA page's template and
  // host), as every site-wide state is: this region marks only its own tree Chinese, below.
  usePageTitle(title, setTitle, t('brand.name'));

  // After a move to another page, reading starts at the new page (as after a full page load).
  const lastPath = useRef(shownPath);
  useEffect(() => {
    if (shownPath === lastPath.current) return;
    lastPath.current = shownPath;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [shownPath]);

  return (
    <MicroNavProvider path={shownPath} query={query} navigate={navigate}>
      <div className={styles.site} lang="zh-CN">
        <div id={TOP_ID} tabIndex={-1} className={styles.top} />
        <a className={styles.skip} href={`#${MAIN_ID}`}>
          {t('a11y.skipToContent')}
        </a>
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {/* A page chunk that failed (ChunkLoadError) shows Retry here; the header and footer stay.
              While a page loads, the placeholder fills the screen, so the footer waits below the fold
              and does not jump when the page arrives (CLS). A redirect replaces the address: Back
              never returns to the address that redirected. */}
          <router.Outlet path={path} loading={<RegionLoading className={styles.loading} />} onRedirect={(to) => navigate(navigateTarget(to, query), { replace: true })}>
            {(route) => <Page route={route} channelId={query.channelId || undefined} />}
          </router.Outlet>
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
