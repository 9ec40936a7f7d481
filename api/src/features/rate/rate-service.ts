import type { components } from '@site/shared/api/schema';
import type { Database } from '../../db/database';
import { invalidField } from '../../lib/errors';
import { businessDays, demoUsdCnh, demoUsdCny, type RatePoint } from './demo-series';
import { FALLBACK_ANCHOR, loadUsdCnyReference, REFERENCE_FROM, type ReferenceSeries } from './reference-data';

type Schemas = components['schemas'];
export type RateHistoryRequest = Schemas['RateHistoryRequest'];
export type RateHistory = Schemas['RateHistoryResponse']['data'];
type Currency = Schemas['Currency'];
type Quote = Exclude<Currency, 'USD'>;

/** China Standard Time: the widget shows times in UTC+8, so day boundaries are UTC+8 days. */
const CST_OFFSET = '+08:00';
const CST_OFFSET_MS = 8 * 3_600_000;
/** A day's record is stamped 12:00 UTC+8 of its value date, so the date reads the same in UTC and UTC+8. */
const rateTimeOf = (date: string): string => `${date}T04:00:00.000Z`;
/** Default window: 30 days back to now, as the widget asks. */
const DEFAULT_WINDOW_MS = 30 * 86_400_000;
const DEMO_PROVIDER = 'demo series (deterministic, api/src/features/rate/demo-series.ts)';
const LOAD_NAME = 'usd-cny-cnh';
const LOAD_LOCK = 31_002_016;

export const todayInChina = (now: Date): string => new Date(now.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);

interface RateRow {
  quote: Quote;
  date: string;
  rate: number;
  source: 'reference' | 'demo';
  provider: string;
}

/** Every record to store through `today`: the reference series, demo CNY after it ends, demo CNH for every day. */
export function buildRateRows(reference: ReferenceSeries | undefined, today: string): RateRow[] {
  const rows: RateRow[] = [];
  const referencePoints = (reference?.points ?? []).filter((p) => p.date <= today);
  for (const point of referencePoints) {
    rows.push({ quote: 'CNY', date: point.date, rate: point.rate, source: 'reference', provider: reference?.provider ?? '' });
  }
  const anchor = referencePoints.at(-1) ?? FALLBACK_ANCHOR;
  for (const point of demoUsdCny(anchor, today)) {
    rows.push({ quote: 'CNY', date: point.date, rate: point.rate, source: 'demo', provider: DEMO_PROVIDER });
  }
  // CNH follows the same day's CNY (reference or demo); on a US holiday with no CNY record, the last one before it.
  const cnyByDate = new Map(rows.map((row) => [row.date, row.rate]));
  let lastCny: number | undefined;
  for (const date of businessDays(REFERENCE_FROM, today)) {
    lastCny = cnyByDate.get(date) ?? lastCny ?? (date <= anchor.date ? undefined : anchor.rate);
    if (lastCny === undefined) continue;
    rows.push({ quote: 'CNH', date, rate: demoUsdCnh(date, lastCny), source: 'demo', provider: DEMO_PROVIDER });
  }
  return rows;
}

const MIN_YEAR = 1900;

/** Parses a `startTime`/`endTime` (RateTime in openapi.yaml): a date means the whole day in UTC+8. */
export function parseRateTime(value: string, edge: 'start' | 'end', field: string): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  let iso = value.replace(' ', 'T');
  if (dateOnly) iso = `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${CST_OFFSET}`;
  else if (!/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) iso = `${iso}${CST_OFFSET}`;
  const time = new Date(iso);
  // Date.parse rolls 2024-02-30 over to March; a date that does not survive the round trip is not a date.
  const [year = 0, month, day] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 0));
  // Date.UTC reads years 0-99 as 1900-1999, and the database has no year 0: no rates are kept before 1900.
  if (year < MIN_YEAR || Number.isNaN(time.getTime()) || calendar.getUTCMonth() + 1 !== month || calendar.getUTCDate() !== day) {
    throw invalidField(field, 'dateTime');
  }
  return time;
}

/**
 * Exchange-rate history. Knows the store, not HTTP. Rates are stored one way, CNY or CNH
 * per USD; a request that buys CNY/CNH with USD gets the reverse pair, 1/rate.
 */
export class RateService {
  private loadedThrough: string | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
    private readonly reference: () => ReferenceSeries | undefined = safeReference,
  ) {}

  /**
   * Makes sure the store holds every record through today (UTC+8): on start-up, and again on the first
   * request of a new day. Concurrent callers share one load.
   */
  async ensureLoaded(): Promise<void> {
    const today = todayInChina(this.clock());
    if (this.loadedThrough === today) return;
    this.loading ??= this.load(today).finally(() => {
      this.loading = undefined;
    });
    await this.loading;
  }

  private async load(today: string): Promise<void> {
    const reference = this.reference();
    const rows = buildRateRows(reference, today);
    const fingerprint = `${reference?.provider ?? 'no reference'}|${reference?.points.at(-1)?.date ?? ''}|${today}`;
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK]);
      const done = await tx.query<{ fingerprint: string }>('SELECT fingerprint FROM exchange_rate_load WHERE name = $1', [LOAD_NAME]);
      if (done[0]?.fingerprint === fingerprint) return;
      // One statement for all rows. A reference record replaces a demo one of the same day; a demo record
      // never replaces a reference one (real and demo records are never mixed without the mark).
      await tx.query(
        `INSERT INTO exchange_rate (base_currency, quote_currency, rate_date, rate_time, rate, source, provider)
         SELECT 'USD', q, d, t, r, s, p
         FROM unnest($1::text[], $2::date[], $3::timestamptz[], $4::numeric[], $5::text[], $6::text[]) AS x(q, d, t, r, s, p)
         ON CONFLICT (base_currency, quote_currency, rate_date) DO UPDATE SET
           rate_time = EXCLUDED.rate_time, rate = EXCLUDED.rate, source = EXCLUDED.source, provider = EXCLUDED.provider
         WHERE exchange_rate.source = 'demo' OR EXCLUDED.source = 'reference'`,
        [
          rows.map((row) => row.quote),
          rows.map((row) => row.date),
          rows.map((row) => rateTimeOf(row.date)),
          rows.map((row) => row.rate),
          rows.map((row) => row.source),
          rows.map((row) => row.provider),
        ],
      );
      await tx.query(
        `INSERT INTO exchange_rate_load (name, fingerprint) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, loaded_at = now()`,
        [LOAD_NAME, fingerprint],
      );
    });
    this.loadedThrough = today;
  }

  /** One page of records of the requested pair and window, oldest first. */
  async history(request: RateHistoryRequest): Promise<RateHistory> {
    const { buyCurrency, sellCurrency, startTime, endTime } = request.queryCondition;
    // One side is always USD; the other is CNY or CNH.
    if (buyCurrency === sellCurrency || (buyCurrency !== 'USD' && sellCurrency !== 'USD')) {
      throw invalidField('queryCondition.sellCurrency', 'currencyPair');
    }
    const quote = (buyCurrency === 'USD' ? sellCurrency : buyCurrency) as Quote;
    const reverse = buyCurrency !== 'USD';
    const end = endTime ? parseRateTime(endTime, 'end', 'queryCondition.endTime') : this.clock();
    // Without a start: from the beginning of the UTC+8 day 30 days back: the window runs from 30 days back to today.
    const start = startTime
      ? parseRateTime(startTime, 'start', 'queryCondition.startTime')
      : parseRateTime(todayInChina(new Date(end.getTime() - DEFAULT_WINDOW_MS)), 'start', 'queryCondition.startTime');
    if (end.getTime() < start.getTime()) throw invalidField('queryCondition.endTime', 'timeRange');
    const current = request.current ?? 1;
    const size = request.size ?? 100;

    await this.ensureLoaded();
    const where = `base_currency = 'USD' AND quote_currency = $1 AND rate_time >= $2 AND rate_time <= $3`;
    // A day's record is stamped 12:00 UTC+8: before that hour it is not out yet, so nothing later than now is
    // answered, even when the window asks for the whole of today (a visitor saw tomorrow's noon as "latest").
    const until = new Date(Math.min(end.getTime(), this.clock().getTime()));
    const window = [quote, start.toISOString(), until.toISOString()];
    // One round trip for the page and the total; only a page past the end needs a separate count.
    const page = await this.db.query<{ rate_time: Date; rate: number; source: 'reference' | 'demo'; total: number }>(
      `SELECT rate_time, rate::float8 AS rate, source, (count(*) OVER ())::int AS total FROM exchange_rate
       WHERE ${where} ORDER BY rate_time ASC LIMIT $4 OFFSET $5`,
      [...window, size, (current - 1) * size],
    );
    const total =
      page[0]?.total ??
      (await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM exchange_rate WHERE ${where}`, window))[0]
        ?.total ??
      0;
    return {
      records: page.map((row) => ({
        rateTime: new Date(row.rate_time).toISOString(),
        // The reverse pair: how many USD one CNY/CNH buys, to 8 decimals so 1/rate loses nothing visible at 4.
        rate: reverse ? Number((1 / row.rate).toFixed(8)) : row.rate,
        source: row.source,
      })),
      total,
      current,
      size,
    };
  }
}

/** The bundled reference series, or undefined (demo only, from the documented anchor) if it cannot be read. */
function safeReference(): ReferenceSeries | undefined {
  try {
    return loadUsdCnyReference();
  } catch {
    return undefined;
  }
}

export type { RatePoint };
