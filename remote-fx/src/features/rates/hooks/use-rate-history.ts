import { useCallback, useMemo, useState } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { useResource } from '@site/shared/resource';
import type { WindowDays } from '../../../config/currencies';
import { getRateHistory } from '../api/get-rate-history';
import { settledState, type LoadState } from '../utils/load-state';
import { comparisonPairOf, pairKey, type Pair } from '../utils/pair';
import { rateWindow } from '../utils/rate-window';
import type { RatePoint } from '../utils/series';
import { markData } from '../utils/perf-marks';

export interface RateHistory {
  state: LoadState;
  /** Asks again after a failure (a new attempt). */
  retry: () => void;
}

interface Answers {
  primary: RatePoint[];
  comparison: RatePoint[] | null;
  comparisonFailed: boolean;
}

/**
 * Loads the pair's history over the window and, for a CNY pair, its CNH twin in
 * parallel, through the site's one data loader (`useResource`). A failed twin only costs the
 * comparison; a failed pair is the widget's error state. A new pair, window or Retry reads as
 * loading until its own answer arrives; a late answer to an earlier load is dropped. Asked in
 * `lang`, the parcel's; the rates do not depend on it, so a new language does not ask again.
 */
export function useRateHistory(pair: Pair, days: WindowDays, lang: RouteLang): RateHistory {
  const [attempt, setAttempt] = useState(0);
  const { left, right } = pair;
  const resourceKey = `${pairKey(pair)}|${days}`;
  const key = `${resourceKey}|${attempt}`;

  const resource = useResource<Answers>(resourceKey, async (signal) => {
    const current: Pair = { left, right };
    const window = rateWindow(days);
    const twin = comparisonPairOf(current);
    try {
      const [primary, other] = await Promise.all([
        getRateHistory(current, window, lang, signal),
        twin ? getRateHistory(twin, window, lang, signal).catch(() => 'failed' as const) : Promise.resolve(null),
      ]);
      if (!signal.aborted) markData(key);
      return { primary, comparison: other === 'failed' ? null : other, comparisonFailed: other === 'failed' };
    } catch (error) {
      if (!signal.aborted) console.error('[fx] exchange rates could not be loaded:', error);
      throw error;
    }
  });

  const { retry: retryResource } = resource;
  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    retryResource();
  }, [retryResource]);

  const answers = resource.status === 'success' ? resource.data : undefined;
  const error = resource.status === 'error' ? resource.error : undefined;
  const state = useMemo<LoadState>(() => {
    if (answers) return settledState(key, answers.primary, answers.comparison, answers.comparisonFailed);
    if (resource.status === 'error') return { status: 'error', key, error };
    return { status: 'loading', key };
  }, [answers, error, resource.status, key]);
  return { state, retry };
}
