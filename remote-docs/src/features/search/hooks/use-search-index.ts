import { useCallback, useState } from 'react';
import { useResource } from '@site/shared/resource';
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
const ready = new Map<string, LoadedIndex>();

const loadIndex = (lang: ContentLang) => () =>
  Promise.all([import(/* webpackChunkName: "search" */ '../../../lib/search/search'), loadSearchIndexJson(lang)]).then(([module, json]) => {
    const loaded = { index: module.loadIndex(json), search: module.searchDocs };
    ready.set(lang, loaded);
    // The search code compiled and Intl.Segmenter ready before the first keystroke, in a task of
    // its own so the box is usable at once (the bench measures from the same point).
    setTimeout(() => module.warmUp(loaded.index), 0);
    return loaded;
  });

const peek = (key: string) => ready.get(key.slice('search-index:'.length));

/**
 * The search index of one language, loaded the first time the box is focused: MiniSearch and the
 * index are their own downloads, never part of a page's load. `load` asks for it, or again after
 * a failure.
 */
export function useSearchIndex(lang: ContentLang): { state: IndexState; load: () => void } {
  const [asked, setAsked] = useState(false);
  const call = useResource(asked ? `search-index:${lang}` : null, loadIndex(lang), peek);
  const { status, retry } = call;
  const load = useCallback(() => {
    if (!asked) setAsked(true);
    else if (status === 'error') retry();
  }, [asked, status, retry]);

  if (call.status === 'success') return { state: { status: 'ready', ...call.data }, load };
  if (call.status === 'error') return { state: { status: 'error' }, load };
  if (call.status === 'loading') return { state: { status: 'loading' }, load };
  // Not asked for yet on this box, but loaded for an earlier one: shown at once.
  const held = ready.get(lang);
  return { state: held ? { status: 'ready', ...held } : { status: 'idle' }, load };
}
