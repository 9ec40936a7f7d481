import { useMemo } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { toI18nLang } from '@site/shared/lang';
import { useLoaderData } from '@site/shared/pages';
import { isBrowserOnlyPending, type BrowserOnlyPending } from '@site/shared/pages';
import type { AreaCode, Country } from '../api/types';
import type { ContactData } from '../loaders';
import { useReload } from './use-reload';

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
 * The country list (kyc `country/list`) and the dial codes (kyc `areaCode/list`) of step 1, as its
 * loader loaded them (`contactLoader`, in the page language), labelled in `lang` and sorted for it.
 * A dial code is labelled with its country's name ("香港 +852"); its `id` is the country's code. A
 * list that failed offers Retry, which runs the loader again (a list that arrived is not asked again).
 */
export function useContactLookups(lang: RouteLang): ContactLookups {
  const data = useLoaderData<ContactData | BrowserOnlyPending>();
  const { reload, reloading } = useReload();
  const loaded = isBrowserOnlyPending(data) ? undefined : data;
  const countryData = loaded?.countries.ok ? loaded.countries.data : undefined;
  const areaData = loaded?.areaCodes.ok ? loaded.areaCodes.data : undefined;
  const statusOf = (list: ContactData['countries'] | ContactData['areaCodes'] | undefined) => (list?.ok ? 'success' : list && !reloading ? 'error' : 'loading');
  const countriesStatus = statusOf(loaded?.countries);

  const countries = useMemo(
    () => countryData?.map((country) => ({ ...country, displayName: countryName(lang, country) })).sort(sortBy(lang, (country: Country) => country.displayName)),
    [countryData, lang],
  );
  const areaCodes = useMemo(() => {
    // Wait for the countries (or their failure) so the labels do not change under the visitor.
    if (!areaData || countriesStatus === 'loading') return undefined;
    const byCode = new Map(countries?.map((country) => [country.code, country.displayName]));
    return areaData
      .map((entry) => {
        const name = byCode.get(entry.id);
        return name ? { ...entry, areaName: `${name} ${entry.areaCode}` } : entry;
      })
      .sort(sortBy(lang, (entry: AreaCode) => entry.areaName));
  }, [areaData, countries, countriesStatus, lang]);

  return {
    countries: { status: countriesStatus, data: countries, retry: reload },
    areaCodes: { status: areaCodes ? 'success' : statusOf(loaded?.areaCodes) === 'error' ? 'error' : 'loading', data: areaCodes, retry: reload },
  };
}
