import { useCallback, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Used to
 * load Highcharts only when the widget nears the screen (ARCHITECTURE, Performance): the first
 * load of a page that embeds the widget carries no chart bytes.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px 0px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, near];
}
