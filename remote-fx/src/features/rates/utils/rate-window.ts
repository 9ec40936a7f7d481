import type { WindowDays } from '../../../config/currencies';

/** China Standard Time, the time zone of every time the widget shows (UTC+8). */
export const TIME_ZONE = 'Asia/Shanghai';
const UTC8_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of `instant` in UTC+8. China has no daylight saving time. */
export function utc8Date(instant: Date): string {
  return new Date(instant.getTime() + UTC8_OFFSET_MS).toISOString().slice(0, 10);
}

export interface RateWindow {
  /** First day of the window, YYYY-MM-DD in UTC+8 (the api reads a date as the whole day in UTC+8). */
  startTime: string;
  /** Today in UTC+8, YYYY-MM-DD. */
  endTime: string;
}

/**
 * The window runs from 30 (or 7) days back to today, in UTC+8 days. The api takes
 * `YYYY-MM-DD` as the whole day in UTC+8 (openapi.yaml, RateTime), so today's records count.
 */
export function rateWindow(days: WindowDays, now: Date = new Date()): RateWindow {
  const endTime = utc8Date(now);
  const startTime = new Date(Date.parse(`${endTime}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  return { startTime, endTime };
}
