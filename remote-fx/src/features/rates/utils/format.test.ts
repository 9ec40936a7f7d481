import { rateFormat, roundRate } from './format';

// 2026-11-20 12:00 in UTC+8, the stamp of a daily record (openapi.yaml).
const NOON_UTC8 = Date.parse('2026-11-20T04:00:00.000Z');
// 23:30 UTC on the 20th is 07:30 on the 21st in UTC+8.
const LATE_UTC = Date.parse('2026-11-20T23:30:00.000Z');

describe('rates to 4 decimals', () => {
  it('pads and rounds to exactly 4 decimals', () => {
    const en = rateFormat('en');
    expect(en.rate(7.1)).toBe('7.1000');
    expect(en.rate(7.24234)).toBe('7.2423');
    expect(en.rate(7.24235)).toBe('7.2424');
    expect(en.rate(0.13807453)).toBe('0.1381');
    expect(en.rate(7.99996)).toBe('8.0000');
  });

  it('roundRate rounds what a person reads, half away from zero', () => {
    expect(roundRate(7.24235)).toBe(7.2424);
    expect(roundRate(1.00005)).toBe(1.0001);
    expect(roundRate(0.13807453)).toBe(0.1381);
    expect(roundRate(-0.00005)).toBe(-0.0001);
    expect(roundRate(7.1)).toBe(7.1);
  });

  it('formats per language with Intl', () => {
    expect(rateFormat('zh-CN').rate(1234.5)).toBe('1,234.5000');
    expect(rateFormat('zh-HK').rate(7.12345)).toBe('7.1235');
  });

  it('signs changes, percentages and pips', () => {
    const en = rateFormat('en');
    expect(en.change(0.0123)).toBe('+0.0123');
    expect(en.change(-0.004)).toBe('-0.0040');
    expect(en.change(0)).toBe('0.0000');
    expect(en.percent(0.1734)).toBe('+0.17%');
    expect(en.percent(-1.5)).toBe('-1.50%');
    expect(en.pips(66)).toBe('+66');
    expect(en.pips(-0.54)).toBe('-0.5');
  });
});

describe('times in UTC+8', () => {
  it('shows a daily record at 12:00 UTC+8 whatever the machine’s zone', () => {
    expect(rateFormat('en').dateTime(NOON_UTC8)).toBe('Nov 20, 2026, 12:00');
    expect(rateFormat('zh-CN').dateTime(NOON_UTC8)).toBe('2026年11月20日 12:00');
    expect(rateFormat('zh-HK').dateTime(NOON_UTC8)).toBe('2026年11月20日 12:00');
  });

  it('moves a late UTC time onto the next day in UTC+8', () => {
    expect(rateFormat('en').dateTime(LATE_UTC)).toBe('Nov 21, 2026, 07:30');
    expect(rateFormat('en').date(LATE_UTC)).toBe('Nov 21, 2026');
    expect(rateFormat('en').day(LATE_UTC)).toBe('Nov 21');
    expect(rateFormat('zh-CN').day(LATE_UTC)).toBe('11月21日');
  });

  it('reuses one set of formatters per language', () => {
    expect(rateFormat('en')).toBe(rateFormat('en'));
    expect(rateFormat('en')).not.toBe(rateFormat('zh-CN'));
  });
});
