import { useCallback, useEffect, useState } from 'react';
import { browserApi, type ApiClient } from '@site/shared/api';
import type { RouteLang } from '@site/shared/lang';
import { browserMemo } from '@site/shared/pages';
import { listAreaCodes, listBusinessTypes, listCountries, listPositions, listProducts } from '../api/list-lead-lookups';
import type { AreaCode, Country, OptionItem, ProductOption } from '../api/lead-types';

export interface LeadLookups {
  positions: OptionItem[];
  products: ProductOption[];
  businessTypes: OptionItem[];
  countries: Country[];
  areaCodes: AreaCode[];
}

export type LeadLookupsState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; lookups: LeadLookups };

/** The five lists of the demo form in `lang`, asked in parallel through `api`. */
export async function loadLeadLookups(api: ApiClient, lang: RouteLang): Promise<LeadLookups> {
  const [positions, products, businessTypes, countries, areaCodes] = await Promise.all([
    listPositions(api, lang),
    listProducts(api, lang),
    listBusinessTypes(api, lang),
    listCountries(api, lang),
    listAreaCodes(api, lang),
  ]);
  return { positions, products, businessTypes, countries, areaCodes };
}

// Per language for the page's life in the browser: the lists are small, fixed and labelled in the
// request's language. Module memory rather than a store: server data is not cached in client
// stores. The drawer and the demo request page's loader share it.
const lookups = browserMemo<RouteLang, LeadLookups>();

/** The demo form's lists in `lang`, as the browser holds them: asked once, a failure forgotten (Retry asks again). */
export const browserLeadLookups = (lang: RouteLang): Promise<LeadLookups> => lookups.get(lang, () => loadLeadLookups(browserApi, lang));

/** Forgets every loaded list (tests). */
export function clearLeadLookups(): void {
  lookups.clear();
}

/**
 * The option lists of the drawer's demo form in `lang`, the language of the parcel the drawer
 * renders in (its `lang` prop), loaded in the browser the first time the drawer opens, with a
 * loading state and Retry after a failure. The drawer opens only in the browser: nothing here runs
 * on the site's server. (The demo request page has its lists from its loader.)
 */
export function useLeadLookups(lang: RouteLang): LeadLookupsState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ lang: RouteLang; attempt: number; state: LeadLookupsState } | null>(null);
  const held = lookups.peek(lang);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (lookups.peek(lang)) return undefined;
    let current = true;
    browserLeadLookups(lang).then(
      (loaded) => {
        if (current) setSettled({ lang, attempt, state: { status: 'ready', lookups: loaded } });
      },
      () => {
        if (current) setSettled({ lang, attempt, state: { status: 'error', retry } });
      },
    );
    return () => {
      current = false;
    };
  }, [lang, attempt, retry]);

  if (held) return { status: 'ready', lookups: held };
  if (settled && settled.lang === lang && settled.attempt === attempt) return settled.state;
  return { status: 'loading' };
}
