import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (e.g. a rotated phone). */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (notify: () => void) => {
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}
