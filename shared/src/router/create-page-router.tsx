import { lazy, Suspense, useEffect, useRef, type ComponentProps, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from '@site/shared/ui';
import type { PathResolution } from './resolve-path';

// `any` as in React.lazy's own signature: each page takes props of its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A page's chunk: `() => import('./page').then((m) => ({ default: m.Page }))`. */
export type PageLoader<C extends AnyComponent = AnyComponent> = () => Promise<{ default: C }>;

type PageOf<L> = L extends PageLoader<infer C> ? C : never;

export interface PageOutletProps<R extends string> {
  /** The path below the mount point. */
  path: string;
  /** What the route of this path shows: usually `router.pages[route]` with the remote's props. */
  children: (route: R) => ReactNode;
  /** Shown while the page's chunk (or its strings) loads; it reserves the page's height. */
  loading: ReactNode;
  /** Moves the address (the shell's navigate); called after the page has been shown, never during a render. */
  onRedirect?: (to: string) => void;
}

/**
 * `L`: the pages by name, each its chunk. `R`: the routes a path resolves to, the pages' names
 * unless one page serves two routes (the export-refund apply page is also its consultation page).
 */
export interface PageRouter<L extends Record<string, PageLoader>, R extends string = keyof L & string> {
  /** Each page as a component that loads its chunk on first render (server and browser alike). */
  pages: { readonly [K in keyof L]: ComponentType<ComponentProps<PageOf<L[K]>>> };
  resolve: (path: string) => PathResolution<R>;
  /** Starts downloading a page's chunk now; the render that needs it shares the request. */
  preload: (page: keyof L) => void;
  /**
   * The page region: the page of `path`, a loading placeholder while its chunk arrives, Retry
   * where the chunk failed that really loads it again, and the address moved where the
   * path resolves to a redirect. Renders nothing for a path that shows no page.
   */
  Outlet: (props: PageOutletProps<R>) => ReactNode;
}

interface RetryablePage {
  Page: AnyComponent;
  preload: () => void;
  /** Forgets a failed load, so the next render imports the chunk again. */
  reset: () => void;
}

/**
 * React.lazy keeps a failed import for good, so Retry after a ChunkLoadError would fail again
 * without a request. A page whose load failed starts over on Retry (webpack fetches a chunk that
 * failed again); a page that loaded stays as it is, so it does not suspend a second time.
 */
function retryablePage(load: PageLoader): RetryablePage {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Lazy: LazyExoticComponent<AnyComponent> = lazy(attempt);
  function Page(props: object) {
    return <Lazy {...props} />;
  }
  return {
    Page,
    // A failure here is reported by the render that needs the chunk.
    preload: () => void load().catch(() => undefined),
    reset: () => {
      if (!failed) return;
      failed = false;
      Lazy = lazy(attempt);
    },
  };
}

/**
 * The page router of a remote (issue 17: one for every remote that routes pages): one lazy chunk
 * per page, chunk retry, and one unknown-path rule (`createPathResolver`). It reads nothing of the
 * browser while rendering, so the build-time render (shared/build/prerender.mjs) and the browser's
 * hydration of it render the same tree.
 */
export function createPageRouter<L extends Record<string, PageLoader>, R extends string = keyof L & string>({
  pages,
  resolve,
}: {
  pages: L;
  /** Usually `createPathResolver(…)`: the route of a path, and where the address goes. */
  resolve: (path: string) => PathResolution<R>;
}): PageRouter<L, R> {
  const retryable = Object.fromEntries(Object.entries(pages).map(([key, load]) => [key, retryablePage(load)])) as Record<keyof L, RetryablePage>;
  const components = Object.fromEntries(Object.entries(retryable).map(([key, page]) => [key, page.Page])) as PageRouter<L, R>['pages'];
  const resetFailed = () => Object.values(retryable).forEach((page) => page.reset());

  function Outlet({ path, children, loading, onRedirect }: PageOutletProps<R>) {
    const { page, redirectTo } = resolve(path);
    const redirect = useRef(onRedirect);
    useEffect(() => {
      redirect.current = onRedirect;
    });
    useEffect(() => {
      if (redirectTo === undefined) return undefined;
      // The page shown does not wait for the address to move.
      const timer = setTimeout(() => redirect.current?.(redirectTo), 0);
      return () => clearTimeout(timer);
    }, [redirectTo]);
    if (page === undefined) return null;
    return (
      <ErrorBoundary onRetry={resetFailed}>
        <Suspense fallback={loading}>{children(page)}</Suspense>
      </ErrorBoundary>
    );
  }

  return { pages: components, resolve, preload: (page) => retryable[page].preload(), Outlet };
}
