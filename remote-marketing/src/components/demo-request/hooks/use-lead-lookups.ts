import type { RouteLang } from '@site/shared/lang';
import { useResource } from '@site/shared/resource';
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

// Per language for the page's life: the lists are small, fixed and labelled in the request's
// language. Module memory rather than a store: server data is not cached in client stores.
const pending = new Map<RouteLang, Promise<LeadLookups>>();
const loaded = new Map<RouteLang, LeadLookups>();

function load(lang: RouteLang): Promise<LeadLookups> {
  const known = pending.get(lang);
  if (known) return known;
  const request = Promise.all([listPositions(lang), listProducts(lang), listBusinessTypes(lang), listCountries(lang), listAreaCodes(lang)]).then(
    ([positions, products, businessTypes, countries, areaCodes]) => {
      const lookups = { positions, products, businessTypes, countries, areaCodes };
      loaded.set(lang, lookups);
      return lookups;
    },
  );
  pending.set(lang, request);
  // A failed load is forgotten, so Retry asks again.
  request.catch(() => pending.delete(lang));
  return request;
}


/** Forgets every loaded list (tests). */
export function clearLeadLookups(): void {
  pending.clear();
  loaded.clear();
}

/**
 * The option lists of the demo form in `lang`, the language of the parcel the form renders in
 * (its `lang` prop), loaded the first time the drawer opens, with a loading state and
 * Retry after a failure.
 */
export function useLeadLookups(lang: RouteLang): LeadLookupsState {
  // Keyed by list and language: the page's server data holds every list the page loaded.
  const call = useResource(`lead-lookups:${lang}`, () => load(lang), () => loaded.get(lang));
  if (call.status === 'success') return { status: 'ready', lookups: call.data };
  if (call.status === 'error') return { status: 'error', retry: call.retry };
  return { status: 'loading' };
}
