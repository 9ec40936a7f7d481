import { compareOnshoreOffshore, demoStatus, lastRecords, summarize, type RatePoint } from './series';

const at = (day: string, rate: number, demo = false): RatePoint => ({ time: Date.parse(`${day}T04:00:00.000Z`), rate, demo });

describe('demoStatus', () => {
  it('says whether none, some or all records are demo', () => {
    expect(demoStatus([at('2026-11-19', 7.1), at('2026-11-20', 7.2)])).toBe('none');
    expect(demoStatus([at('2026-11-19', 7.1), at('2026-11-20', 7.2, true)])).toBe('some');
    expect(demoStatus([at('2026-11-19', 7.1, true)])).toBe('all');
    expect(demoStatus([])).toBe('none');
  });
});

describe('summarize', () => {
  it('gives latest, range and change over the window', () => {
    const summary = summarize([at('2026-11-18', 7.2), at('2026-11-19', 7.1), at('2026-11-20', 7.3), at('2026-11-21', 7.236)]);
    expect(summary).toMatchObject({ low: 7.1, high: 7.3, count: 4 });
    expect(summary?.latest.rate).toBe(7.236);
    expect(summary?.change).toBeCloseTo(0.036, 10);
    expect(summary?.changePercent).toBeCloseTo(0.5, 10);
  });

  it('is null for an empty window', () => {
    expect(summarize([])).toBeNull();
  });
});

describe('lastRecords (the last 10 records)', () => {
  it('keeps the newest ten, newest first', () => {
    const points = Array.from({ length: 21 }, (_, i) => at(`2026-11-${String(i + 1).padStart(2, '0')}`, 7 + i / 100));
    const last = lastRecords(points, 10);
    expect(last).toHaveLength(10);
    expect(last[0]).toBe(points[20]);
    expect(last[9]).toBe(points[11]);
  });

  it('keeps all of a shorter window', () => {
    expect(lastRecords([at('2026-11-20', 7.1), at('2026-11-21', 7.2)], 10).map((p) => p.rate)).toEqual([7.2, 7.1]);
  });
});

describe('compareOnshoreOffshore (CNY against CNH)', () => {
  it('compares the latest day both series have, in pips and percent', () => {
    const onshore = [at('2026-11-19', 7.1), at('2026-11-20', 7.2)];
    const offshore = [at('2026-11-19', 7.11), at('2026-11-20', 7.2066)];
    const result = compareOnshoreOffshore(onshore, offshore);
    expect(result?.sameDay).toBe(true);
    expect(result?.onshore).toBe(onshore[1]);
    expect(result?.offshore).toBe(offshore[1]);
    expect(result?.spread).toBeCloseTo(0.0066, 10);
    expect(result?.spreadPips).toBe(66);
    expect(result?.spreadPercent).toBeCloseTo(0.0917, 3);
  });

  it('gives a negative spread when offshore is below onshore, and works on the reverse pair', () => {
    const result = compareOnshoreOffshore([at('2026-11-20', 0.1389)], [at('2026-11-20', 0.13885)]);
    expect(result?.spreadPips).toBe(-0.5);
    expect(result?.spreadPercent).toBeLessThan(0);
  });

  it('matches days in UTC+8, not UTC', () => {
    // 17:00 UTC on the 19th is 01:00 on the 20th in UTC+8: the same day as the onshore noon record.
    const onshore = [at('2026-11-20', 7.2)];
    const offshore = [{ time: Date.parse('2026-11-19T17:00:00Z'), rate: 7.21, demo: true }];
    expect(compareOnshoreOffshore(onshore, offshore)?.sameDay).toBe(true);
  });

  it('falls back to the latest of each when no day is shared', () => {
    const result = compareOnshoreOffshore([at('2026-11-18', 7.2)], [at('2026-11-20', 7.25)]);
    expect(result?.sameDay).toBe(false);
    expect(result?.spreadPips).toBe(500);
  });

  it('is null when either side is empty', () => {
    expect(compareOnshoreOffshore([], [at('2026-11-20', 7.2)])).toBeNull();
    expect(compareOnshoreOffshore([at('2026-11-20', 7.2)], [])).toBeNull();
  });
});
