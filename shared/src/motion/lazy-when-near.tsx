import { Suspense, lazy, useState, type ComponentType, type JSX } from 'react';
import { ErrorBoundary } from '@site/shared/ui';
import { useInView } from './use-in-view';

export interface LazyWhenNearOptions {
  /** The slot's class: it reserves the space the component will take (while the slot is empty). */
  className?: string;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
}

/**
 * A slot that loads a component's code (and its strings) only when the visitor scrolls near it:
 * the same empty box on the server and in the browser's first render, so the page's first load
 * carries nothing of it and hydrates without a mismatch. A chunk that fails shows the region's
 * Retry, which imports it afresh (React.lazy remembers a failure).
 */
export function lazyWhenNear<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { className, rootMargin = '400px 0px' }: LazyWhenNearOptions = {}) {
  // React.lazy's props type does not carry a generic P through; the component is the one loaded.
  const lazyComponent = () => lazy(load) as unknown as ComponentType<P & JSX.IntrinsicAttributes>;
  return function LoadWhenNear(props: P) {
    const [ref, near] = useInView<HTMLDivElement>({ rootMargin });
    const [Loaded, setLoaded] = useState(lazyComponent);
    return (
      <div ref={ref} className={className}>
        {near ? (
          <ErrorBoundary onRetry={() => setLoaded(lazyComponent)}>
            <Suspense fallback={null}>
              <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
    );
  };
}
