import { Suspense, lazy, memo, useId, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { ErrorBoundary } from '@site/shared/ui';
import { HydrateWhenNear, OnCommit } from './hydrate-when-near';
import { useInView } from './use-in-view';

export interface LazyWhenNearOptions {
  /** The slot's class: it reserves the space the component will take (while the slot is empty). */
  className?: string;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
}

const ATTRIBUTE = 'data-lazy-slot';

/** Whether the served page holds this slot with its content: rendered on the server. */
function servedWithContent(id: string): boolean {
  if (typeof document === 'undefined') return true;
  return [...document.querySelectorAll(`[${ATTRIBUTE}]`)].some((slot) => slot.getAttribute(ATTRIBUTE) === id && slot.hasChildNodes());
}

/**
 * The served content, waiting for the visitor. It is not rendered again while it waits: the page
 * around it re-renders with new elements (a callback prop), and React would give up the served HTML
 * of a boundary that is updated before it has hydrated.
 */
const ServedContent = memo(
  function ServedContent({ near, content }: { near: boolean; content: ReactNode }) {
    return <HydrateWhenNear near={near}>{content}</HydrateWhenNear>;
  },
  (before, after) => !before.near && !after.near,
);

/**
 * A slot whose component's code (and strings) the browser loads only when the visitor scrolls near
 * it, so that the page's first load carries nothing of it.
 *
 * The server renders the component itself (its server build has every chunk), so the served page is
 * complete without JavaScript: a calculator's form is there to read. In the browser that HTML stays
 * as served until the visitor nears it, and is then hydrated (`HydrateWhenNear`) once the chunk has
 * loaded. Rendered in the browser (a later navigation), the slot is an empty box of the component's
 * height until the visitor nears it. A chunk that fails shows the region's Retry, which imports it
 * afresh (React.lazy remembers a failure).
 */
export function lazyWhenNear<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { className, rootMargin = '400px 0px' }: LazyWhenNearOptions = {}) {
  // React.lazy's props type does not carry a generic P through; the component is the one loaded.
  const lazyComponent = () => lazy(load) as unknown as ComponentType<P & JSX.IntrinsicAttributes>;
  return function LoadWhenNear(props: P) {
    const id = useId();
    const [ref, near] = useInView<HTMLDivElement>({ rootMargin });
    const [Loaded, setLoaded] = useState(lazyComponent);
    // Decided once, at the first render: the server's HTML is kept and hydrated, or the slot waits.
    const [served] = useState(() => servedWithContent(id));
    // Rendered in the browser, hydrated, or past a failure of its chunk (Retry renders it afresh).
    const [live, setLive] = useState(!served);
    const [onHydrated] = useState(() => () => setLive(true));
    const content = (
      <ErrorBoundary
        onRetry={() => {
          setLive(true);
          setLoaded(lazyComponent);
        }}
      >
        <Suspense fallback={null}>
          <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
          <OnCommit onCommit={onHydrated} />
        </Suspense>
      </ErrorBoundary>
    );
    // The served component, one element kept as it is until it has hydrated: React drops the served
    // HTML of a boundary that receives new props before it has hydrated (its chunk still loading), and
    // what the visitor typed into it would go with it. New props reach it once it has.
    const [servedContent] = useState(content);
    return (
      <div ref={ref} className={className} {...{ [ATTRIBUTE]: id }}>
        {served ? <ServedContent near={near} content={live ? content : servedContent} /> : near ? content : null}
      </div>
    );
  };
}
