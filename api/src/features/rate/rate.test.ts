import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';
import { businessDays } from './demo-series';
import { RateService } from './rate-service';
import { loadUsdCnyReference } from './reference-data';

const URL = '/api/rate/hisExchangeRate/getHisRateData';
let server: TestServer;
/** The server's "now"; tests move it to prove the demo series follows the calendar. */
let now = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
}, 60_000);
afterAll(() => server?.close());

interface RateRecord {
  rateTime: string;
  rate: number;
  source: 'reference' | 'demo';
}

const reference = loadUsdCnyReference();
const referenceIn = (from: string, to: string) => reference.points.filter((p) => p.date >= from && p.date <= to);

async function history(queryCondition: Record<string, unknown>, page: { current?: number; size?: number } = {}) {
  const response = await server.post(URL, { current: 1, size: 100, ...page, queryCondition });
  if (response.status === 200) expectValidResponse('getHistoricalRates', 200, response.body);
  return response;
}
const dateOf = (record: RateRecord) => record.rateTime.slice(0, 10);

describe('rate history', () => {
  it('answers published USD/CNY reference rates, marked reference, stamped 12:00 UTC+8', async () => {
    const response = await history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-11-01', endTime: '2024-11-29' });
    expect(response.status).toBe(200);
    const { records, total, current, size } = response.body.data as { records: RateRecord[]; total: number; current: number; size: number };
    const expected = referenceIn('2024-11-01', '2024-11-29');
    expect(expected.length).toBeGreaterThan(15);
    expect({ total, current, size }).toEqual({ total: expected.length, current: 1, size: 100 });
    expect(records.map((r) => [dateOf(r), r.rate, r.source])).toEqual(expected.map((p) => [p.date, p.rate, 'reference']));
    expect(records.at(-1)).toEqual({ rateTime: '2024-11-29T04:00:00.000Z', rate: 7.2423, source: 'reference' });
  });

  it('answers the reverse pair as 1/rate', async () => {
    const forward = (await history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-11-01', endTime: '2024-11-29' })).body.data
      .records as RateRecord[];
    const reverse = (await history({ buyCurrency: 'CNY', sellCurrency: 'USD', startTime: '2024-11-01', endTime: '2024-11-29' })).body.data
      .records as RateRecord[];
    expect(reverse.map((r) => r.rateTime)).toEqual(forward.map((r) => r.rateTime));
    reverse.forEach((record, i) => {
      expect(record.rate).toBe(Number((1 / (forward[i]?.rate ?? 1)).toFixed(8)));
      expect(record.source).toBe(forward[i]?.source);
    });
    expect(reverse.at(-1)?.rate).toBe(0.13807768);
  });

  it('answers USD/CNH both ways, every record marked demo, close to the same day CNY', async () => {
    const window = { startTime: '2024-11-01', endTime: '2024-11-29' };
    const cny = (await history({ buyCurrency: 'USD', sellCurrency: 'CNY', ...window })).body.data.records as RateRecord[];
    const cnh = (await history({ buyCurrency: 'USD', sellCurrency: 'CNH', ...window })).body.data.records as RateRecord[];
    const cnhReverse = (await history({ buyCurrency: 'CNH', sellCurrency: 'USD', ...window })).body.data.records as RateRecord[];
    expect(cnh.map(dateOf)).toEqual(businessDays('2024-11-01', '2024-11-29'));
    expect(cnh.every((r) => r.source === 'demo')).toBe(true);
    const cnyByDate = new Map(cny.map((r) => [dateOf(r), r.rate]));
    for (const record of cnh) {
      const sameDay = cnyByDate.get(dateOf(record));
      if (sameDay !== undefined) expect(Math.abs(record.rate - sameDay)).toBeLessThan(0.05);
    }
    cnhReverse.forEach((record, i) => expect(record.rate).toBe(Number((1 / (cnh[i]?.rate ?? 1)).toFixed(8))));
  });

  it('fills days after the last published record with the demo series, marked demo, never mixed', async () => {
    const response = await history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-11-25', endTime: '2024-12-06' });
    const records = response.body.data.records as RateRecord[];
    expect(records.map((r) => [dateOf(r), r.source])).toEqual([
      ['2024-11-25', 'reference'],
      ['2024-11-26', 'reference'],
      ['2024-11-27', 'reference'],
      ['2024-11-29', 'reference'], // 28 November: Thanksgiving, no H.10 rate
      ['2024-12-02', 'demo'],
      ['2024-12-03', 'demo'],
      ['2024-12-04', 'demo'],
      ['2024-12-05', 'demo'],
      ['2024-12-06', 'demo'],
    ]);
    for (const record of records) expect(Math.abs(record.rate - 7.2423)).toBeLessThan(0.2);
  });

  it('defaults to the last 30 days up to today (UTC+8)', async () => {
    const response = await server.post(URL, { queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY' } });
    expect(response.status).toBe(200);
    const { records, total, current, size } = response.body.data as { records: RateRecord[]; total: number; current: number; size: number };
    expect({ current, size }).toEqual({ current: 1, size: 100 });
    expect(records.map(dateOf)).toEqual(businessDays('2026-10-21', '2026-11-20'));
    expect(total).toBe(records.length);
    expect(records.every((r) => r.source === 'demo')).toBe(true);
  });

  it('pages: pages join up to the whole window, in order, without overlap', async () => {
    const window = { buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-01-01', endTime: '2024-12-31' };
    const pages = await Promise.all([1, 2, 3, 4].map((current) => history(window, { current, size: 100 })));
    const totals = pages.map((p) => p.body.data.total as number);
    const total = totals[0] ?? 0;
    expect(total).toBeGreaterThan(200);
    expect(new Set(totals).size).toBe(1);
    expect(pages.map((p) => p.body.data.records.length)).toEqual([100, 100, total - 200, 0]);
    const joined = pages.flatMap((p) => p.body.data.records as RateRecord[]);
    const times = joined.map((r) => r.rateTime);
    expect(times).toEqual([...times].sort());
    expect(new Set(times).size).toBe(total);
    const small = await history(window, { current: 3, size: 7 });
    expect(small.body.data.records).toEqual(joined.slice(14, 21));
    expect(small.body.data).toMatchObject({ current: 3, size: 7, total });
  });

  it('reads date-times as UTC+8 and honours the exact bounds', async () => {
    const at = (startTime: string) =>
      history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime, endTime: '2024-11-29 23:59:59' });
    expect((await at('2024-11-29 12:00:00')).body.data.total).toBe(1);
    expect((await at('2024-11-29 12:00:01')).body.data.total).toBe(0);
    expect((await at('2024-11-29T04:00:00Z')).body.data.total).toBe(1);
  });

  const condition = { buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-11-01', endTime: '2024-11-30' };
  // field, message in English, in Simplified Chinese, body
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['size', 'Page size must be at most 100', '每页条数不能大于 100', { size: 101, queryCondition: condition }],
    ['size', 'Page size must be at least 1', '每页条数不能小于 1', { size: 0, queryCondition: condition }],
    ['size', 'Page size must be a whole number', '每页条数必须是整数', { size: '100', queryCondition: condition }],
    ['current', 'Page number must be at least 1', '页码不能小于 1', { current: 0, queryCondition: condition }],
    ['queryCondition', 'Query condition is required', '请输入查询条件', { current: 1, size: 10 }],
    ['queryCondition.buyCurrency', 'Buy currency is required: please select one', '请选择买入币种', { queryCondition: { sellCurrency: 'CNY' } }],
    ['queryCondition.sellCurrency', 'Sell currency must be one of the listed options', '卖出币种不在可选范围内，请从列表中选择', { queryCondition: { ...condition, sellCurrency: 'EUR' } }],
    ['queryCondition.sellCurrency', 'Sell currency: one side must be USD and the other CNY or CNH', '卖出币种：一方必须为 USD，另一方为 CNY 或 CNH', { queryCondition: { ...condition, buyCurrency: 'CNH', sellCurrency: 'CNY' } }],
    ['queryCondition.sellCurrency', 'Sell currency: one side must be USD and the other CNY or CNH', '卖出币种：一方必须为 USD，另一方为 CNY 或 CNH', { queryCondition: { ...condition, sellCurrency: 'USD' } }],
    ['queryCondition.startTime', 'Start time must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:mm:ss)', '开始时间应为日期（YYYY-MM-DD）或日期时间（YYYY-MM-DD HH:mm:ss）', { queryCondition: { ...condition, startTime: '2024/11/01' } }],
    ['queryCondition.startTime', 'Start time must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:mm:ss)', '开始时间应为日期（YYYY-MM-DD）或日期时间（YYYY-MM-DD HH:mm:ss）', { queryCondition: { ...condition, startTime: '2024-02-30' } }],
    ['queryCondition.endTime', 'End time must not be earlier than the start time', '结束时间不能早于开始时间', { queryCondition: { ...condition, endTime: '2024-10-31' } }],
  ];

  it.each(cases)('rejects a bad %s: "%s" (and in zh-CN)', async (field, en, zh, body) => {
    for (const [lang, msg] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      const response = await server.post(URL, body, { lang });
      expect(response.status).toBe(400);
      expectValidResponse('getHistoricalRates', 400, response.body);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', msg, data: null, field });
    }
  });

  it('extends the demo series when the calendar moves on', async () => {
    now = new Date('2026-11-25T06:00:00Z');
    const response = await server.post(URL, { queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNH' } });
    const records = response.body.data.records as RateRecord[];
    expect(records.map(dateOf).at(-1)).toBe('2026-11-25');
    now = new Date('2026-11-20T06:00:00Z');
  });

  it("never answers a record stamped later than now, even when the window runs to the end of today", async () => {
    // 06:00 on Tuesday 24 November in UTC+8: today's record (12:00 UTC+8) is not out yet.
    now = new Date('2026-11-23T22:00:00Z');
    try {
      const response = await history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2026-11-17', endTime: '2026-11-24' });
      const records = response.body.data.records as RateRecord[];
      expect(records.map(dateOf)).toEqual(businessDays('2026-11-17', '2026-11-23'));
      expect(records.every((r) => Date.parse(r.rateTime) <= now.getTime())).toBe(true);
      // At 12:00 UTC+8 it is published and answered.
      now = new Date('2026-11-24T04:00:00Z');
      const later = (await history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2026-11-17', endTime: '2026-11-24' })).body.data.records as RateRecord[];
      expect(later.map(dateOf).at(-1)).toBe('2026-11-24');
    } finally {
      now = new Date('2026-11-20T06:00:00Z');
    }
  });

  it('lets a newly published record replace a demo one, never the other way round', async () => {
    const newer = { provider: 'test feed', points: [...reference.points, { date: '2024-12-02', rate: 7.3 }] };
    await new RateService(server.db, () => now, () => newer).ensureLoaded();
    const after = (await history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-12-02', endTime: '2024-12-03' })).body.data
      .records as RateRecord[];
    expect(after.map((r) => [dateOf(r), r.rate, r.source])).toEqual([
      ['2024-12-02', 7.3, 'reference'],
      ['2024-12-03', expect.any(Number), 'demo'],
    ]);
    // A load without that record (an older package) does not turn the published record back into demo.
    await new RateService(server.db, () => now).ensureLoaded();
    const again = (await history({ buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2024-12-02', endTime: '2024-12-02' })).body.data
      .records as RateRecord[];
    expect(again).toEqual([{ rateTime: '2024-12-02T04:00:00.000Z', rate: 7.3, source: 'reference' }]);
  });
});
