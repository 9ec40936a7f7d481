import { useEffect, useRef, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** Grow the viewport by this margin, e.g. '400px 0px' to start before the element arrives. */
  rootMargin?: string;
  threshold?: number;
}

/** Becomes true once the element has come into (or near) view, and stays true. */
export function useInView<T extends Element>({ rootMargin = '0px', threshold = 0 }: InViewOptions = {}): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  // Out of view on the server and in the browser's first render alike (the page hydrates).
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin, threshold]);
  return [ref, inView];
}
