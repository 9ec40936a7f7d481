import { Component, lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { FinancingEstimate } from '@site/shared/financing';
import { useTranslation } from '@site/shared/i18n';
import { Dialog, RegionError, RegionLoading } from '@site/shared/ui';
import { DemoRequestContext, type DemoRequestApi, type ProductKey } from './demo-request-context';
import type { DemoRequestDrawerProps } from './demo-request-drawer';

export interface DemoRequestProviderProps {
  children: ReactNode;
}

// The drawer, its form, rules and api calls load the first time a visitor asks for a demo, so
// no page pays for them up front.
const loadDrawer = () =>
  lazy(() => import(/* webpackChunkName: "demo-request" */ './demo-request-drawer').then((module) => ({ default: module.DemoRequestDrawer })));

interface Request {
  open: boolean;
  product: ProductKey | undefined;
  estimate: FinancingEstimate | undefined;
  session: number;
}

/** A drawer shell with the given body, for the moments before (or instead of) the real one. */
function PlaceholderDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <Dialog variant="drawer" open onClose={onClose} title={t('demo.title')}>
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
 * Gives the pages `useDemoRequest().open(product?)` and renders the Watch-a-Demo drawer
 * (spec 2.7). If the drawer's code cannot be loaded, the drawer says so with Retry; the page
 * around it keeps working.
 */
export function DemoRequestProvider({ children }: DemoRequestProviderProps) {
  const [request, setRequest] = useState<Request>({ open: false, product: undefined, estimate: undefined, session: 0 });
  // useState(fn) and setDrawer(fn) both call loadDrawer: each gives a fresh lazy component, so
  // Retry really loads the chunk again (React.lazy remembers a failed import).
  const [Drawer, setDrawer] = useState<ComponentType<DemoRequestDrawerProps>>(loadDrawer);
  const [loadAttempt, setLoadAttempt] = useState(0);

  const api = useMemo<DemoRequestApi>(() => ({ open: (product, estimate) => setRequest((current) => ({ open: true, product, estimate, session: current.session + 1 })) }), []);
  const close = useCallback(() => setRequest((current) => ({ ...current, open: false })), []);
  const retry = () => {
    setDrawer(loadDrawer);
    setLoadAttempt((count) => count + 1);
  };

  return (
    <DemoRequestContext.Provider value={api}>
      {children}
      {request.session > 0 && (
        // The outer boundary waits, showing nothing, while the `forms` strings load (if i18n.ts
        // does not preload them); the inner one shows a drawer with a spinner while the drawer's
        // code loads.
        <Suspense fallback={null}>
          <DrawerLoadBoundary
            key={loadAttempt}
            fallback={
              request.open && (
                <PlaceholderDrawer onClose={close}>
                  <RegionError onRetry={retry} />
                </PlaceholderDrawer>
              )
            }
          >
            <Suspense
              fallback={
                request.open && (
                  <PlaceholderDrawer onClose={close}>
                    <RegionLoading minHeight="24rem" />
                  </PlaceholderDrawer>
                )
              }
            >
              <Drawer open={request.open} product={request.product} estimate={request.estimate} session={request.session} onClose={close} />
            </Suspense>
          </DrawerLoadBoundary>
        </Suspense>
      )}
    </DemoRequestContext.Provider>
  );
}
