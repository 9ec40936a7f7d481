import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { API_URL } from './apps';

/** Helpers of the exchange-rate widget's tests (remote-fx). */

/** The rate history call, wherever the page sends it (the shell's /api, or the api itself from a QA page). */
export const RATE_CALL = '**/api/rate/hisExchangeRate/getHisRateData';
/** The api itself: tests read the same history the widget shows. */
const API = `${API_URL}/rate/hisExchangeRate/getHisRateData`;

export interface RateQuery {
  buyCurrency: string;
  sellCurrency: string;
  startTime: string;
  endTime: string;
}
export interface RateBody {
  current: number;
  size: number;
  queryCondition: RateQuery;
}
export interface ApiRecord {
  rateTime: string;
  rate: number;
  source: 'reference' | 'demo';
}

const DAY_MS = 86_400_000;
/** Today in UTC+8 and the day `days` before it, as the widget asks (YYYY-MM-DD). */
export function expectedWindow(days: 30 | 7, now = Date.now()): { startTime: string; endTime: string } {
  const endTime = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
  const startTime = new Date(Date.parse(`${endTime}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  return { startTime, endTime };
}

/** The history the api holds for a pair over the window, oldest first. */
export async function apiHistory(request: APIRequestContext, buy: string, sell: string, days: 30 | 7 = 30): Promise<ApiRecord[]> {
  const response = await request.post(API, {
    data: { current: 1, size: 100, queryCondition: { buyCurrency: buy, sellCurrency: sell, ...expectedWindow(days) } },
  });
  const body = (await response.json()) as { code: string; data: { records: ApiRecord[] } };
  if (body.code !== '200') throw new Error(`the api answered ${body.code}`);
  return body.data.records;
}

/** A rate as the widget shows it in English: 4 decimals. */
export const rate4 = (value: number): string => new Intl.NumberFormat('en', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value);

/** A record time as the widget shows it in English, in UTC+8 ("Nov 20, 2026, 12:00"). */
export const timeUtc8 = (iso: string): string =>
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** The newest record of a history; the api holds rates for every recent business day. */
export function latest(records: ApiRecord[]): ApiRecord {
  const record = records.at(-1);
  if (!record) throw new Error('the api has no record in the window');
  return record;
}

/** "1 USD = 7.1891 CNY" for the latest record of a pair. */
export const headline = (buy: string, sell: string, records: ApiRecord[]): string => `1 ${buy} = ${rate4(latest(records).rate)} ${sell}`;

/** Collects the rate calls a page makes, with their bodies. */
export function recordRateCalls(page: Page): RateBody[] {
  const calls: RateBody[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/rate/hisExchangeRate/getHisRateData') && request.method() === 'POST') calls.push(request.postDataJSON() as RateBody);
  });
  return calls;
}

export const pairOf = (body: RateBody): string => `${body.queryCondition.buyCurrency}/${body.queryCondition.sellCurrency}`;

/** Answers every rate call with `records` (or an empty window). */
export async function answerRates(page: Page, records: (query: RateQuery) => ApiRecord[]): Promise<() => Promise<void>> {
  const handler = (route: Route) => {
    const body = route.request().postDataJSON() as RateBody;
    const list = records(body.queryCondition);
    return route.fulfill({ json: { code: '200', msg: 'success', data: { records: list, total: list.length, current: 1, size: 100 } } });
  };
  await page.route(RATE_CALL, handler);
  return () => page.unroute(RATE_CALL, handler);
}

/** Fails every rate call as a broken rate service would: HTTP 500 with the api's error body. */
export async function failRates(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', msg: 'Internal error' } });
  await page.route(RATE_CALL, handler);
  return () => page.unroute(RATE_CALL, handler);
}

/** Daily records at 12:00 UTC+8 ending yesterday, `count` of them around `level`. */
export function dailyRecords(count: number, level: number, source: (index: number) => 'reference' | 'demo' = () => 'reference'): ApiRecord[] {
  const today = Date.parse(`${expectedWindow(7).endTime}T04:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => ({
    rateTime: new Date(today - (count - i) * DAY_MS).toISOString(),
    rate: Number((level + i / 1000).toFixed(4)),
    source: source(i),
  }));
}

/** Watches every script the page receives and says whether any of them is Highcharts. */
export function watchHighcharts(page: Page): { loaded: () => boolean; urls: string[] } {
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.js(\?|$)/.test(url)) return;
    void response
      .text()
      .then((text) => {
        if (text.includes('Highcharts')) urls.push(url);
      })
      .catch(() => undefined);
  });
  return { loaded: () => urls.length > 0, urls };
}
