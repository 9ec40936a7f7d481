import { dateTimeFormat, numberFormat } from '@site/shared/intl';
import { toI18nLang, type RouteLang } from '@site/shared/lang';

/** The BCP 47 locale for Intl in the page's language: en, zh-CN or zh-HK (docs/i18n.md). */
export function intlLocale(lang: RouteLang): string {
  return toI18nLang(lang);
}

/** A number with the language's grouping and at most `digits` decimals: 210,000 or 4.0. */
export function formatNumber(value: number, lang: RouteLang, digits = 0): string {
  return numberFormat(intlLocale(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * An amount for prose, the currency word left to the sentence ('up to USD {{amount}}',
 * '最高{{amount}}美元'): millions in words (5 million, 500万, 500萬), smaller amounts grouped (5,000).
 */
export function formatAmount(value: number, lang: RouteLang): string {
  if (value < 1_000_000) return formatNumber(value, lang);
  // CLDR's zh-HK compact pattern is '5M'; Hong Kong prose writes 萬 as zh-Hant does.
  const locale = lang === 'zh_hk' ? 'zh-Hant' : intlLocale(lang);
  return numberFormat(locale, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

/** A percentage from a fraction with at most `digits` decimals, e.g. 0.08 → 8%, 0.0925 → 9.25% (2). */
export function formatPercent(value: number, lang: RouteLang, digits = 1): string {
  return numberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: digits }).format(value);
}

/** An ISO calendar date (yyyy-mm-dd) as the language writes it: February 28, 2025 or 2025年2月28日. */
export function formatIsoDate(iso: string, lang: RouteLang): string {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  // UTC on both sides: a calendar date must not move a day with the reader's time zone.
  return dateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The month of an ISO calendar date in words: February 2025, 2025年2月. */
export function formatIsoMonth(iso: string, lang: RouteLang): string {
  const [year = 1970, month = 1] = iso.split('-').map(Number);
  return dateTimeFormat(intlLocale(lang), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A duration in words, with the language's plural rules: 1 day, 20 days, 20天, 24 小時. */
export function formatDuration(value: number, unit: 'hour' | 'day' | 'month', lang: RouteLang): string {
  return numberFormat(intlLocale(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
