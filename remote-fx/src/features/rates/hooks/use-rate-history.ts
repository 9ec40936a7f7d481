import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { WindowDays } from '../../../config/currencies';
import { getRateHistory } from '../api/get-rate-history';
import { initialLoadState, loadReducer, type LoadState } from '../utils/load-state';
import { comparisonPairOf, pairKey, type Pair } from '../utils/pair';
import { rateWindow } from '../utils/rate-window';
import type { RatePoint } from '../utils/series';
import { markData } from '../utils/perf-marks';

export interface RateHistory {
  state: LoadState;
  /** Asks again after a failure (a new attempt). */
  retry: () => void;
}

/**
 * Loads the pair's history over the window (spec 7) and, for a CNY pair, its CNH twin in
 * parallel. A failed twin only costs the comparison; a failed pair is the widget's error state.
 */
export function useRateHistory(pair: Pair, days: WindowDays): RateHistory {
  const [attempt, setAttempt] = useState(0);
  const key = `${pairKey(pair)}|${days}|${attempt}`;
  const [state, dispatch] = useReducer(loadReducer, key, initialLoadState);
  const { left, right } = pair;

  useEffect(() => {
    const current: Pair = { left, right };
    dispatch({ type: 'request', key });
    const controller = new AbortController();
    const window = rateWindow(days);
    const twin = comparisonPairOf(current);
    const primary = getRateHistory(current, window, controller.signal);
    const comparison: Promise<RatePoint[] | null | 'failed'> = twin
      ? getRateHistory(twin, window, controller.signal).catch(() => 'failed' as const)
      : Promise.resolve(null);
    Promise.all([primary, comparison])
      .then(([points, other]) => {
        if (controller.signal.aborted) return;
        markData(key);
        dispatch({
          type: 'success',
          key,
          primary: points,
          comparison: other === 'failed' ? null : other,
          comparisonFailed: other === 'failed',
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[fx] exchange rates could not be loaded:', error);
        dispatch({ type: 'failure', key, error });
      });
    return () => controller.abort();
  }, [key, left, right, days]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Between a new pair or window and its effect, the state still holds the previous load: it
  // must never be shown under the new pair's labels.
  const current = useMemo<LoadState>(() => (state.key === key ? state : initialLoadState(key)), [state, key]);
  return { state: current, retry };
}
