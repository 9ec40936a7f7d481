import type { DemoStatus, RatePoint } from './series';
import { demoStatus } from './series';

export interface RateData {
  primary: RatePoint[];
  /** The CNH twin of a CNY pair; null when the pair has none or its call failed. */
  comparison: RatePoint[] | null;
  /** The twin was asked for and could not be loaded: the widget still shows the pair. */
  comparisonFailed: boolean;
  demo: { primary: DemoStatus; comparison: DemoStatus; any: boolean };
}

/** What the api answered for a pair over a window: its records and, for a CNY pair, its CNH twin's. */
export interface RateAnswers {
  primary: RatePoint[];
  comparison: RatePoint[] | null;
  comparisonFailed: boolean;
}

/** One load, settled: the answers, or the pair's call failed (logged where it failed). JSON, as the server serves it. */
export type RatesLoad = { ok: true; answers: RateAnswers } | { ok: false };

/**
 * The widget's data states. A failed rate call: the widget shows a localized
 * message with Retry and the rest of the page is unaffected. `key` names the load (pair, window,
 * attempt) so the bench marks each load once. Loading itself is the widget's route loader for the
 * first view (`rates-loader.ts`) and `useRateHistory` for the visitor's choices.
 */
export type LoadState =
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; data: RateData }
  | { status: 'empty'; key: string }
  | { status: 'error'; key: string };

/** What one load's answers mean for the widget: `empty` when the window has no record of the pair. */
export function settledState(
  key: string,
  primary: RatePoint[],
  comparison: RatePoint[] | null,
  comparisonFailed = false,
): LoadState {
  if (primary.length === 0) return { status: 'empty', key };
  const demo = { primary: demoStatus(primary), comparison: comparison ? demoStatus(comparison) : 'none' } as const;
  return {
    status: 'ready',
    key,
    data: { primary, comparison, comparisonFailed, demo: { ...demo, any: demo.primary !== 'none' || demo.comparison !== 'none' } },
  };
}
