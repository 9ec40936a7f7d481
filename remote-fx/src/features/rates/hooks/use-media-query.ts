import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (e.g. a rotated phone). The server, which
 * has no screen, renders with `serverMatches`, and so does the browser's hydration of that HTML;
 * the browser then renders again with the screen's answer.
 */
export function useMediaQuery(query: string, serverMatches = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverMatches,
  );
}
