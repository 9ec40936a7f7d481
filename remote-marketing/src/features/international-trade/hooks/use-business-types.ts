import type { RouteLang } from '@site/shared/lang';
import { useResource } from '@site/shared/resource';
import { listBusinessTypes, type OptionItem } from '../api/list-business-types';

export type BusinessTypesState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; options: OptionItem[] };

// Per language for the page's life (STYLE 6: server data is not cached in stores).
const loaded = new Map<string, OptionItem[]>();

/** Forgets the loaded lists (tests). */
export function clearBusinessTypes(): void {
  loaded.clear();
}

const load = (lang: RouteLang) => () =>
  listBusinessTypes(lang).then((options) => {
    loaded.set(lang, options);
    return options;
  });
const peek = (lang: string) => loaded.get(lang);

/** The business-type options of the enquiry form in `lang`, with Retry after a failure. */
export function useBusinessTypes(lang: RouteLang): BusinessTypesState {
  const call = useResource(lang, load(lang), peek);
  if (call.status === 'success') return { status: 'ready', options: call.data };
  if (call.status === 'error') return { status: 'error', retry: call.retry };
  return { status: 'loading' };
}
