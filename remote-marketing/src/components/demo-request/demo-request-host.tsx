import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RemoteProps } from '@site/shared/parcel';
import { siteStore, useSiteStore } from '@site/shared/store';
import { Dialog, RegionError, RegionLoading } from '@site/shared/ui';
import type { DemoRequestDrawerProps } from './demo-request-drawer';
import styles from './demo-request.module.css';

// The drawer, its form, rules and api calls load the first time a visitor asks for a demo, so
// no page pays for them up front.
const loadDrawer = () =>
  lazy(() => import(/* webpackChunkName: "demo-request" */ './demo-request-drawer').then((module) => ({ default: module.DemoRequestDrawer })));

const close = () => siteStore.getState().closeDemoRequest();

/** A drawer shell with the given body, for the moments before (or instead of) the real one. */
function PlaceholderDrawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <Dialog variant="drawer" open onClose={close} title={t('demo.title')}>
      {children}
    </Dialog>
  );
}

class DrawerLoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Renders the Watch-a-Demo drawer for the site store's demo request, which any page of
 * any remote may make (`openDemoRequest`). This remote's pages have it beside them (Root); another
 * remote mounts it as the `marketing/DemoRequest` parcel. Nothing loads until this host has seen
 * the drawer open, so a page the visitor reaches after closing it elsewhere loads nothing. If the
 * drawer's code cannot be loaded, the drawer says so with Retry; the page around it keeps working.
 */
export function DemoRequestHost({ lang }: Pick<RemoteProps, 'lang'>) {
  const request = useSiteStore((state) => state.demoRequest);
  const [engaged, setEngaged] = useState(false);
  if (request.open && !engaged) setEngaged(true);
  // useState(fn) and setDrawer(fn) both call loadDrawer: each gives a fresh lazy component, so
  // Retry really loads the chunk again (React.lazy remembers a failed import).
  const [Drawer, setDrawer] = useState<ComponentType<DemoRequestDrawerProps>>(loadDrawer);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const retry = () => {
    setDrawer(loadDrawer);
    setLoadAttempt((count) => count + 1);
  };

  if (!engaged) return null;
  return (
    // The outer boundary waits, showing nothing, while the `forms` strings load (if i18n.ts does
    // not preload them); the inner one shows a drawer with a spinner while the drawer's code loads.
    <Suspense fallback={null}>
      <DrawerLoadBoundary
        key={loadAttempt}
        fallback={
          request.open && (
            <PlaceholderDrawer>
              <RegionError onRetry={retry} />
            </PlaceholderDrawer>
          )
        }
      >
        <Suspense
          fallback={
            request.open && (
              <PlaceholderDrawer>
                <RegionLoading className={styles.loading} />
              </PlaceholderDrawer>
            )
          }
        >
          <Drawer open={request.open} product={request.product} estimate={request.estimate} session={request.session} onClose={close} lang={lang} />
        </Suspense>
      </DrawerLoadBoundary>
    </Suspense>
  );
}

/** This remote's pages with the drawer's host beside them, so any of them can open it. */
export function DemoRequestProvider({ lang, children }: Pick<RemoteProps, 'lang'> & { children: ReactNode }) {
  return (
    <>
      {children}
      <DemoRequestHost lang={lang} />
    </>
  );
}
