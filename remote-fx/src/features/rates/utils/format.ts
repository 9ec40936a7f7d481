import type { I18nLang } from '@site/shared/lang';
import { TIME_ZONE } from './rate-window';

/**
 * Intl formatters for the page language (en, zh-CN, zh-HK), built once per language: creating an
 * Intl object costs far more than using one, and the list and the chart format every record.
 */
export interface RateFormat {
  /** A rate to 4 decimals. */
  rate(value: number): string;
  /** A signed change to 4 decimals: "+0.0123", "−0.0040". */
  change(value: number): string;
  /** A signed percentage to 2 decimals: "+0.17%". */
  percent(value: number): string;
  /** A signed number of pips (0.0001), to 1 decimal at most. */
  pips(value: number): string;
  /** Date and time in UTC+8, without the zone: the caller labels it "UTC+8". */
  dateTime(time: number): string;
  /** Date in UTC+8. */
  date(time: number): string;
  /** A short day in UTC+8 for the chart axis: "Nov 20", "11月20日". */
  day(time: number): string;
}

const cache = new Map<I18nLang, RateFormat>();

export function rateFormat(locale: I18nLang): RateFormat {
  let format = cache.get(locale);
  if (!format) {
    format = buildFormat(locale);
    cache.set(locale, format);
  }
  return format;
}

function buildFormat(locale: I18nLang): RateFormat {
  const rate = new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const change = new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4, signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const pips = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' });
  const day = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, month: 'short', day: 'numeric' });
  return {
    rate: (value) => rate.format(value),
    change: (value) => change.format(value),
    percent: (value) => percent.format(value / 100),
    pips: (value) => pips.format(value),
    dateTime: (time) => dateTime.format(time),
    date: (time) => date.format(time),
    day: (time) => day.format(time),
  };
}

/** A rate rounded to the 4 decimals the widget shows (half away from zero, as Intl rounds). */
export function roundRate(value: number): number {
  // toFixed works on the binary value (1.00005 → "1.0000"); going through the shortest decimal
  // string first rounds what a person reads, as Intl does.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e4`))}e-4`);
  return Math.sign(value) * rounded;
}
