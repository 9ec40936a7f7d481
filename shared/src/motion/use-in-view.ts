import { useEffect, useState } from 'react';

export interface InViewOptions {
  /** Grow the viewport by this margin, e.g. '400px 0px' to start before the element arrives. */
  rootMargin?: string;
  /** How much of the element must show, from 0 (a pixel) to 1 (all of it). */
  threshold?: number;
  /**
   * Follow the element in and out of view, instead of becoming true once and staying: what should
   * run only while seen (a rotation).
   */
  follow?: boolean;
  /** The value before the browser has reported on the element, on the server too. */
  initial?: boolean;
}

/**
 * Becomes true once the element has come into (or within `rootMargin` of) view, and stays true:
 * counters that start when seen, and regions below the fold that load only when the visitor nears
 * them. With `follow`, it follows the element in and out of view. `initial` (false unless given) on
 * the server and in the browser's first render alike, so a page hydrates without a mismatch; true
 * at once where the browser has no IntersectionObserver.
 *
 * The element arrives through a callback ref into state and is observed in an effect, so the
 * observer is disconnected when the component unmounts (React 18 ignores a cleanup returned by
 * a callback ref) and when the ref moves to another element.
 */
export function useInView<T extends Element>({ rootMargin = '0px', threshold = 0, follow = false, initial = false }: InViewOptions = {}): [(node: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(initial);
  // Once seen, an element that is not followed needs no observer any more.
  const done = !follow && inView;
  useEffect(() => {
    if (!element || done || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (follow) {
          const latest = entries[entries.length - 1];
          if (latest) setInView(latest.isIntersecting);
        } else if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, done, follow, rootMargin, threshold]);
  // Without an observer (an old browser), the element counts as seen once it is on the page.
  return [setElement, inView || (element !== null && typeof IntersectionObserver === 'undefined')];
}
