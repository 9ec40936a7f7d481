import { useCallback, useState } from 'react';
import { loadSearchIndexJson } from '../../../lib/content/client';
import type { ContentLang } from '../../../lib/content/types';
import type { DocsIndex, searchDocs } from '../../../lib/search/search';

export type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; index: DocsIndex; search: typeof searchDocs }
  | { status: 'error' };

const ready = new Map<ContentLang, Extract<IndexState, { status: 'ready' }>>();

/**
 * The search index of one language, loaded the first time the box is focused:
 * MiniSearch and the index are their own downloads, never part of a page's load.
 */
export function useSearchIndex(lang: ContentLang): { state: IndexState; load: () => void } {
  const [state, setState] = useState<IndexState>(() => ready.get(lang) ?? { status: 'idle' });
  const [stateLang, setStateLang] = useState(lang);
  if (stateLang !== lang) {
    setStateLang(lang);
    setState(ready.get(lang) ?? { status: 'idle' });
  }

  const load = useCallback(() => {
    if (ready.has(lang)) {
      setState(ready.get(lang) as IndexState);
      return;
    }
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    Promise.all([import(/* webpackChunkName: "search" */ '../../../lib/search/search'), loadSearchIndexJson(lang)])
      .then(([module, json]) => {
        const index = module.loadIndex(json);
        const loaded = { status: 'ready' as const, index, search: module.searchDocs };
        ready.set(lang, loaded);
        setState(loaded);
        // The search code compiled and Intl.Segmenter ready before the first keystroke, in a task of
        // its own so the box is usable at once (the bench measures from the same point).
        setTimeout(() => module.warmUp(index), 0);
      })
      .catch((error: unknown) => {
        console.error('[docs] search index could not be loaded:', error);
        setState({ status: 'error' });
      });
  }, [lang]);

  return { state, load };
}
