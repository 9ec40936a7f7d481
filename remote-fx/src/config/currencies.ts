/** The currencies of the widget: one side is always USD, the other CNY (onshore) or CNH (offshore). */
export const CURRENCIES = ['USD', 'CNY', 'CNH'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The chart windows: 30 or 7 days back to today. */
export const WINDOWS = [30, 7] as const;
export type WindowDays = (typeof WINDOWS)[number];

/** The side list shows the last 10 records. */
export const LIST_SIZE = 10;
/** One history page of 100 records covers a 30-day window of daily rates. */
export const PAGE_SIZE = 100;
