import { ApiError, type ApiClient, type components } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import { PAGE_SIZE } from '../../../config/currencies';
import type { Pair } from '../utils/pair';
import type { RateWindow } from '../utils/rate-window';
import type { RatePoint } from '../utils/series';

/** One rate record (rateTime, rate), with the api's `source` mark: `reference` (published) or `demo`. */
type RateRecord = components['schemas']['RateRecord'];

function isRecord(value: unknown): value is RateRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.rateTime === 'string' &&
    !Number.isNaN(Date.parse(record.rateTime)) &&
    typeof record.rate === 'number' &&
    record.rate > 0 &&
    (record.source === 'reference' || record.source === 'demo')
  );
}

/**
 * `POST rate/hisExchangeRate/getHisRateData` with current=1, size=100 and the pair and
 * window as queryCondition, asked through `api` (the render's own client on the site's server, the
 * page's /api in the browser) in `lang` (the widget's). Resolves with the records as points,
 * oldest first; rejects with an ApiError on any failure, including a body that is not the
 * documented shape.
 */
export async function getRateHistory(api: ApiClient, pair: Pair, window: RateWindow, lang: RouteLang, signal?: AbortSignal): Promise<RatePoint[]> {
  const data = await api.call(op.getHistoricalRates, {
    body: {
      current: 1,
      size: PAGE_SIZE,
      queryCondition: { buyCurrency: pair.left, sellCurrency: pair.right, startTime: window.startTime, endTime: window.endTime },
    },
    signal,
    lang,
  });
  // Checked at the boundary all the same: the widget draws nothing it cannot trust.
  const records: unknown = (data as { records?: unknown } | null)?.records;
  if (!Array.isArray(records) || !records.every(isRecord)) throw new ApiError('Unexpected rate history', 'BAD_RESPONSE');
  const points = records.map((record) => ({ time: Date.parse(record.rateTime), rate: record.rate, demo: record.source === 'demo' }));
  // Oldest first is documented; sorting keeps the widget right if a page ever arrives otherwise.
  return points.sort((a, b) => a.time - b.time);
}
