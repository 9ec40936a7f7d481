import type { ApiClient } from '@site/shared/api';
import type { RouteLang } from '@site/shared/lang';
import type { WindowDays } from '../../../config/currencies';
import type { RateAnswers, RatesLoad } from '../utils/load-state';
import { comparisonPairOf, type Pair } from '../utils/pair';
import { markData } from '../utils/perf-marks';
import { rateWindow } from '../utils/rate-window';
import { getRateHistory } from './get-rate-history';

/**
 * The pair's history over the window and, for a CNY pair, its CNH twin's, asked in parallel
 * through `api` in `lang`. A failed twin only costs the comparison; a failed pair rejects (and is
 * logged, unless the load was called off).
 */
export async function loadRates(api: ApiClient, pair: Pair, days: WindowDays, lang: RouteLang, signal?: AbortSignal): Promise<RateAnswers> {
  const window = rateWindow(days);
  const twin = comparisonPairOf(pair);
  try {
    const [primary, other] = await Promise.all([
      getRateHistory(api, pair, window, lang, signal),
      twin ? getRateHistory(api, twin, window, lang, signal).catch(() => 'failed' as const) : Promise.resolve(null),
    ]);
    return { primary, comparison: other === 'failed' ? null : other, comparisonFailed: other === 'failed' };
  } catch (error) {
    if (!signal?.aborted) console.error('[fx] exchange rates could not be loaded:', error);
    throw error;
  }
}

/**
 * A browser load, settled: its answers or its failure, never a rejection. The bench's `fx:data` is
 * marked (as `load`) when every answer has arrived.
 */
export function settleRates(asked: Promise<RateAnswers>, load: string, signal?: AbortSignal): Promise<RatesLoad> {
  return asked.then(
    (answers): RatesLoad => {
      if (!signal?.aborted) markData(load);
      return { ok: true, answers };
    },
    (): RatesLoad => ({ ok: false }),
  );
}
