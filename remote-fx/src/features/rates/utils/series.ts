import type { Pair } from './pair';

/** A record as the widget uses it: the time parsed once, the demo mark a flag. */
export interface RatePoint {
  /** Epoch milliseconds. */
  time: number;
  rate: number;
  demo: boolean;
}

/** Whether a series holds demo records (openapi.yaml: `source: 'demo'`), all of it or part of it. */
export type DemoStatus = 'none' | 'some' | 'all';

export function demoStatus(points: readonly RatePoint[]): DemoStatus {
  const demo = points.reduce((count, point) => count + (point.demo ? 1 : 0), 0);
  if (demo === 0) return 'none';
  return demo === points.length ? 'all' : 'some';
}

export interface RateSummary {
  latest: RatePoint;
  first: RatePoint;
  low: number;
  high: number;
  /** Latest minus first. */
  change: number;
  /** The change as a percentage of the first rate. */
  changePercent: number;
  count: number;
}

/** Latest, range and change over the window; `null` for an empty window. */
export function summarize(points: readonly RatePoint[]): RateSummary | null {
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest) return null;
  let low = first.rate;
  let high = first.rate;
  for (const point of points) {
    if (point.rate < low) low = point.rate;
    if (point.rate > high) high = point.rate;
  }
  const change = latest.rate - first.rate;
  return { latest, first, low, high, change, changePercent: (change / first.rate) * 100, count: points.length };
}

/** The side list shows the last `count` records, newest first. */
export function lastRecords(points: readonly RatePoint[], count: number): RatePoint[] {
  return points.slice(-count).reverse();
}

const UTC8_OFFSET_MS = 8 * 3_600_000;
const utc8Day = (time: number): number => Math.floor((time + UTC8_OFFSET_MS) / 86_400_000);

export interface OnshoreOffshore {
  onshore: RatePoint;
  offshore: RatePoint;
  /** Offshore minus onshore, in the pair's direction. */
  spread: number;
  /** The spread in pips (0.0001). */
  spreadPips: number;
  /** The spread as a percentage of the onshore rate. */
  spreadPercent: number;
  /** True when both rates are of the same day in UTC+8. */
  sameDay: boolean;
}

/**
 * For a CNY pair the widget compares the pair with its CNH twin. It compares the latest
 * day both series have (in UTC+8), else the latest of each.
 */
export function compareOnshoreOffshore(onshore: readonly RatePoint[], offshore: readonly RatePoint[]): OnshoreOffshore | null {
  if (onshore.length === 0 || offshore.length === 0) return null;
  const offshoreByDay = new Map(offshore.map((point) => [utc8Day(point.time), point]));
  let pairOn: RatePoint | undefined;
  let pairOff: RatePoint | undefined;
  for (let i = onshore.length - 1; i >= 0; i -= 1) {
    const point = onshore[i] as RatePoint;
    const twin = offshoreByDay.get(utc8Day(point.time));
    if (twin) {
      pairOn = point;
      pairOff = twin;
      break;
    }
  }
  const sameDay = Boolean(pairOn);
  pairOn ??= onshore.at(-1) as RatePoint;
  pairOff ??= offshore.at(-1) as RatePoint;
  const spread = pairOff.rate - pairOn.rate;
  return {
    onshore: pairOn,
    offshore: pairOff,
    spread,
    spreadPips: Math.round(spread * 10_000 * 10) / 10,
    spreadPercent: (spread / pairOn.rate) * 100,
    sameDay,
  };
}

/** The pair as people write it: "USD/CNY". */
export const pairLabel = (pair: Pair): string => `${pair.left}/${pair.right}`;
