import { Suspense, lazy, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import styles from './hydrate-when-near.module.css';

/** What brings a deferred region to life before it is near: the visitor reaching into it. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const ATTRIBUTE = 'data-hydrate-when-near';

/**
 * Waits until `region` comes within `rootMargin` of the viewport or the visitor interacts with it;
 * `release` ends the wait at once. Interactions are watched on the document, in the capture phase:
 * React stops the propagation of events aimed at content it has not hydrated yet, at its root,
 * before they would reach the region.
 */
function waitUntilNear(region: HTMLElement, rootMargin: string | undefined): { ready: Promise<void>; release: () => void } {
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    // Without a margin the caller watches the region itself and releases it.
    if (rootMargin === undefined) {
      const onInteraction = (event: Event) => {
        if (event.target instanceof Node && region.contains(event.target)) release();
      };
      release = () => {
        for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
        resolve();
      };
      for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
      return;
    }
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), { rootMargin }) : undefined;
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && region.contains(event.target)) release();
    };
    release = () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
      resolve();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
    if (!observer) {
      release();
      return;
    }
    // The region itself has no box (display: contents): its children are what shows.
    const targets = region.children.length > 0 ? [...region.children] : [region];
    for (const target of targets) observer.observe(target);
  });
  return { ready, release: () => release() };
}

/** The served region with this id, when there is exactly one: a page that was rendered on the server. */
function servedRegion(id: string): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = [...document.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)].filter((element) => element.getAttribute(ATTRIBUTE) === id);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Renders its children (or nothing) and calls `onCommit` once React has committed it: in served
 * HTML, once it has hydrated. Around a region's content it is its one child, as the server rendered
 * it: a sibling would change the ids `useId` gives below it, and the served ones would no longer match.
 */
export function OnCommit({ children = null, onCommit }: { children?: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export interface HydrateWhenNearProps {
  children: ReactNode;
  /** How far ahead of the viewport hydration starts. */
  rootMargin?: string;
  /**
   * The caller's own answer to "is it near?", for a region whose content has no box of its own to
   * watch (inside a band with `content-visibility: auto`, whose skipped content the browser does not
   * lay out): the region hydrates when it turns true, or when the visitor reaches into it.
   */
  near?: boolean;
}

/**
 * Server-rendered content below the fold that hydrates only when the visitor nears it (or reaches
 * into it with a pointer or the keyboard). Until then it is the server's HTML: fully readable, its
 * links plain links, and what the visitor does there held by the shell and replayed once hydrated
 * (docs/composition.md, "Before hydration"). On a phone this keeps the page's start-up to what is in
 * view (docs/performance.md).
 *
 * It works through a Suspense boundary whose content waits: React leaves a boundary that is not
 * ready as served HTML and hydrates it later. Rendered in the browser (a later navigation), or on
 * the server, the content renders at once. The wrapper takes no box (display: contents), so the
 * page's layout is the same with or without it.
 */
export function HydrateWhenNear({ children, rootMargin = '400px 0px', near }: HydrateWhenNearProps) {
  const id = useId();
  // Decided once, at the first render: only content that came from the server is deferred.
  const [deferred] = useState<{ Content: ComponentType<{ children: ReactNode; onCommit: () => void }>; release: () => void } | undefined>(() => {
    const region = servedRegion(id);
    if (!region) return undefined;
    const { ready, release } = waitUntilNear(region, near === undefined ? rootMargin : undefined);
    return { Content: lazy(() => ready.then(() => ({ default: OnCommit }))), release };
  });
  const [hydrated, setHydrated] = useState(false);
  const [onHydrated] = useState(() => () => setHydrated(true));
  // The boundary as served, one element kept as it is until it has hydrated. React drops the served
  // HTML of a boundary that receives new props before it has hydrated, and renders it afresh once its
  // code is in: the region would vanish meanwhile, and what the visitor typed into it would be lost.
  // Kept the same, the boundary hydrates as served; new content follows once it has.
  const [servedChildren] = useState(children);
  const [servedBoundary] = useState(() =>
    deferred ? (
      <Suspense fallback={null}>
        <deferred.Content onCommit={onHydrated}>{servedChildren}</deferred.Content>
      </Suspense>
    ) : null,
  );
  // New content for a region still waiting (a navigation, a change of language) hydrates it now, to
  // show the new content. Releasing twice does nothing. A caller that says when the region is near
  // (`near`) re-renders it with new elements each time (a callback prop): only its answer releases it.
  if (deferred && (near === undefined ? children !== servedChildren : near)) deferred.release();
  return (
    <div {...{ [ATTRIBUTE]: id }} className={styles.region}>
      {deferred && !hydrated ? (
        servedBoundary
      ) : (
        <Suspense fallback={null}>{deferred ? <deferred.Content onCommit={onHydrated}>{children}</deferred.Content> : children}</Suspense>
      )}
    </div>
  );
}
