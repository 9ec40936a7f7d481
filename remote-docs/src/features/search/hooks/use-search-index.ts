import { useCallback, useState } from 'react';
import { loadSearchIndexJson } from '../../../lib/content/client';
import type { ContentLang } from '../../../lib/content/types';
import type { DocsIndex, searchDocs } from '../../../lib/search/search';

export type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; index: DocsIndex; search: typeof searchDocs }
  | { status: 'error' };

type LoadedIndex = { index: DocsIndex; search: typeof searchDocs };

/** The indexes loaded, per language, for the page's life: a box focused again searches at once. */
const ready = new Map<ContentLang, LoadedIndex>();
/** The loads under way, per language: two boxes focused at once download it once. */
const loading = new Map<ContentLang, Promise<LoadedIndex>>();

function loadIndex(lang: ContentLang): Promise<LoadedIndex> {
  let load = loading.get(lang);
  if (!load) {
    load = Promise.all([import(/* webpackChunkName: "search" */ '../../../lib/search/search'), loadSearchIndexJson(lang)]).then(([module, json]) => {
      const loaded = { index: module.loadIndex(json), search: module.searchDocs };
      ready.set(lang, loaded);
      // The search code compiled and Intl.Segmenter ready before the first keystroke, in a task of
      // its own so the box is usable at once (the bench measures from the same point).
      setTimeout(() => module.warmUp(loaded.index), 0);
      return loaded;
    });
    const settled = load;
    // A failed load is asked for again by the next `load` (Retry).
    settled.then(
      () => loading.delete(lang),
      () => loading.delete(lang),
    );
    loading.set(lang, settled);
  }
  return load;
}

/**
 * The search index of one language, loaded the first time the box is focused: MiniSearch and the
 * index are their own downloads, never part of a page's load, and only the browser asks for them
 * (the served box is idle). `load` asks for it, or again after a failure.
 */
export function useSearchIndex(lang: ContentLang): { state: IndexState; load: () => void } {
  const [asked, setAsked] = useState<{ lang: ContentLang; status: 'loading' | 'error' | 'ready' } | null>(null);
  const status = asked?.lang === lang ? asked.status : undefined;
  const load = useCallback(() => {
    if (ready.has(lang) || status === 'loading') return;
    setAsked({ lang, status: 'loading' });
    loadIndex(lang).then(
      () => setAsked({ lang, status: 'ready' }),
      () => setAsked((current) => (current?.lang === lang ? { lang, status: 'error' } : current)),
    );
  }, [lang, status]);

  // Loaded for this box or an earlier one: shown at once.
  const held = ready.get(lang);
  if (held) return { state: { status: 'ready', ...held }, load };
  if (status === 'loading' || status === 'error') return { state: { status }, load };
  return { state: { status: 'idle' }, load };
}
