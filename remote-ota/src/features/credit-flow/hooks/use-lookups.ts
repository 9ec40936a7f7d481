import { useMemo } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { toI18nLang } from '@site/shared/lang';
import { useResource } from '@site/shared/resource';
import { listAreaCodes } from '../api/list-area-codes';
import { listCountries } from '../api/list-countries';
import type { AreaCode, Country } from '../api/types';

// One request per list for the life of the page: the lists are long, never change while a visitor
// fills the form, and carry every language's names (countryName picks the page's), so a change of
// language asks for nothing again. A failed request is forgotten, so Retry asks again.
const cache = new Map<string, Promise<unknown>>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** A country's name in the page language: the list carries all three, so the page picks it. */
export function countryName(lang: RouteLang, country: Country): string {
  if (lang === 'zh_cn') return country.countryNameCn;
  if (lang === 'zh_hk') return country.countryNameHk;
  return country.countryNameEng;
}

/** Sorted for the reader: alphabetical in English, pinyin order in Simplified Chinese, stroke order in Traditional. */
const sortBy = <T>(lang: RouteLang, label: (item: T) => string) => {
  const collator = new Intl.Collator(toI18nLang(lang));
  return (a: T, b: T) => collator.compare(label(a), label(b));
};

export interface ContactLookups {
  countries: { status: 'loading' | 'success' | 'error'; data: Country[] | undefined; retry: () => void };
  areaCodes: { status: 'loading' | 'success' | 'error'; data: AreaCode[] | undefined; retry: () => void };
}

/**
 * The country list (kyc `country/list`) and the dial codes (kyc `areaCode/list`) of step 1,
 * asked for in the page language (`lang`, the page's prop), labelled in it and sorted for it. A
 * dial code is labelled with its country's name ("香港 +852"); its `id` is the country's code.
 */
export function useContactLookups(lang: RouteLang): ContactLookups {
  // Asked in the page's language (the api's messages, should a list fail); cached by list alone.
  const countriesCall = useResource('countries', () => cached('countries', () => listCountries(lang)));
  const areaCodesCall = useResource('areaCodes', () => cached('areaCodes', () => listAreaCodes(lang)));
  const countryData = countriesCall.status === 'success' ? countriesCall.data : undefined;
  const areaData = areaCodesCall.status === 'success' ? areaCodesCall.data : undefined;

  const countries = useMemo(
    () => countryData?.map((country) => ({ ...country, displayName: countryName(lang, country) })).sort(sortBy(lang, (country: Country) => country.displayName)),
    [countryData, lang],
  );
  const areaCodes = useMemo(() => {
    // Wait for the countries (or their failure) so the labels do not change under the visitor.
    if (!areaData || countriesCall.status === 'loading') return undefined;
    const byCode = new Map(countries?.map((country) => [country.code, country.displayName]));
    return areaData
      .map((entry) => {
        const name = byCode.get(entry.id);
        return name ? { ...entry, areaName: `${name} ${entry.areaCode}` } : entry;
      })
      .sort(sortBy(lang, (entry: AreaCode) => entry.areaName));
  }, [areaData, countries, countriesCall.status, lang]);

  const status = (call: { status: string }) => (call.status === 'success' ? 'success' : call.status === 'error' ? 'error' : 'loading');
  return {
    countries: { status: status(countriesCall), data: countries, retry: countriesCall.retry },
    areaCodes: { status: areaCodes ? 'success' : areaCodesCall.status === 'error' ? 'error' : 'loading', data: areaCodes, retry: areaCodesCall.retry },
  };
}

/** Forgets the cached lists (tests). */
export function clearLookupCache(): void {
  cache.clear();
}
