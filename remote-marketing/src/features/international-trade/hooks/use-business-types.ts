import { useCallback, useEffect, useState } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { listBusinessTypes, type OptionItem } from '../api/list-business-types';

export type BusinessTypesState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; options: OptionItem[] };

// Per language for the page's life (STYLE 6: server data is not cached in stores).
const loaded = new Map<RouteLang, OptionItem[]>();

/** Forgets the loaded lists (tests). */
export function clearBusinessTypes(): void {
  loaded.clear();
}

/** The business-type options of the enquiry form in `lang`, with Retry after a failure. */
export function useBusinessTypes(lang: RouteLang): BusinessTypesState {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<{ lang: RouteLang; attempt: number } | null>(null);
  const [, setVersion] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (loaded.has(lang)) return undefined;
    let current = true;
    listBusinessTypes().then(
      (options) => {
        loaded.set(lang, options);
        if (current) setVersion((version) => version + 1);
      },
      () => current && setFailed({ lang, attempt }),
    );
    return () => {
      current = false;
    };
  }, [lang, attempt]);

  const options = loaded.get(lang);
  if (options) return { status: 'ready', options };
  if (failed && failed.lang === lang && failed.attempt === attempt) return { status: 'error', retry };
  return { status: 'loading' };
}
