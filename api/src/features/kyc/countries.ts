import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { components } from '@site/shared/api/schema';
import type { Lang } from '../../i18n/lang';
import { toTraditional } from '../../lib/traditional-chinese';

export type Country = components['schemas']['Country'];
export type AreaCode = components['schemas']['AreaCode'];

countries.registerLocale(en);
countries.registerLocale(zh);

/** The site's code for an ISO 3166-1 alpha-2 code: the United Kingdom is `UK`, as the front end expects. */
export const siteCode = (alpha2: string): string => (alpha2 === 'GB' ? 'UK' : alpha2);

interface CountryNames {
  alpha2: string;
  names: Record<Lang, string>;
}

let namesCache: CountryNames[] | undefined;

/** Every country i18n-iso-countries names, sorted by English name; Traditional Chinese via OpenCC. */
function countryNames(): CountryNames[] {
  if (namesCache) return namesCache;
  const english = countries.getNames('en', { select: 'official' });
  const chinese = countries.getNames('zh', { select: 'official' });
  namesCache = Object.entries(english)
    .map(([alpha2, name]) => {
      const cn = chinese[alpha2] ?? name;
      return { alpha2, names: { en: name, 'zh-CN': cn, 'zh-HK': toTraditional(cn) } };
    })
    .sort((a, b) => a.names.en.localeCompare(b.names.en, 'en'));
  return namesCache;
}

/** kyc country/list: English and Chinese names, two-letter code with UK, `id` and `countryNameEng`. */
export function countryList(lang: Lang): Country[] {
  return countryNames().map(({ alpha2, names }) => {
    const code = siteCode(alpha2);
    return {
      id: code,
      code,
      countryNameEng: names.en,
      countryNameCn: names['zh-CN'],
      countryNameHk: names['zh-HK'],
      displayName: names[lang],
    };
  });
}

/**
 * kyc areaCode/list: one entry per country with its dial code from the libphonenumber metadata.
 * Regions libphonenumber knows but ISO 3166-1 does not name (Ascension AC, Tristan da Cunha TA) are left
 * out; they share +247/+290 with Saint Helena's territories and have no translated name.
 */
export function areaCodeList(lang: Lang): AreaCode[] {
  const dialable = new Set<string>(getCountries());
  return countryNames()
    .filter(({ alpha2 }) => dialable.has(alpha2))
    .map(({ alpha2, names }) => {
      const areaCode = `+${getCountryCallingCode(alpha2 as Parameters<typeof getCountryCallingCode>[0])}`;
      return { id: siteCode(alpha2), areaCode, areaName: `${names[lang]} ${areaCode}` };
    });
}
