import type { RouteLang } from '@site/shared/lang';
import { toI18nLang } from '@site/shared/lang';

/**
 * Compact amounts ("50 million", "5000万") read the Chinese way in both Chinese scripts: ICU's
 * zh-HK data abbreviates as "50M", which no Traditional Chinese reader writes in running text.
 */
const COMPACT_LOCALE: Record<RouteLang, string> = { en_us: 'en', zh_cn: 'zh-CN', zh_hk: 'zh-Hant' };

/** A whole number of US dollars, with the currency code (USD is unambiguous beside HKD and SGD). */
export function formatUsd(lang: RouteLang, amount: number): string {
  return new Intl.NumberFormat(toI18nLang(lang), { style: 'currency', currency: 'USD', currencyDisplay: 'code', maximumFractionDigits: 0 }).format(amount);
}

/** A large number in words: "50 million", "5000万", "5000萬". The copy adds the currency. */
export function formatCompact(lang: RouteLang, value: number): string {
  return new Intl.NumberFormat(COMPACT_LOCALE[lang], { notation: 'compact', compactDisplay: 'long' }).format(value);
}

/** A plain number in the page language: "120", "5". */
export function formatNumber(lang: RouteLang, value: number): string {
  return new Intl.NumberFormat(toI18nLang(lang)).format(value);
}

/** A rate as a percentage: 0.1 → "10%". */
export function formatPercent(lang: RouteLang, rate: number): string {
  return new Intl.NumberFormat(toI18nLang(lang), { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}
