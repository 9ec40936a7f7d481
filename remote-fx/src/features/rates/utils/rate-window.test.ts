import { rateWindow, utc8Date } from './rate-window';

describe('rateWindow', () => {
  it('runs from 30 days back to today', () => {
    expect(rateWindow(30, new Date('2026-11-22T03:00:00Z'))).toEqual({ startTime: '2026-10-23', endTime: '2026-11-22' });
  });

  it('runs from 7 days back to today', () => {
    expect(rateWindow(7, new Date('2026-11-22T03:00:00Z'))).toEqual({ startTime: '2026-11-15', endTime: '2026-11-22' });
  });

  it('turns the day at midnight UTC+8, not at midnight UTC', () => {
    // 15:59:59.999 UTC is 23:59:59.999 in UTC+8: still the 21st there.
    expect(rateWindow(7, new Date('2026-11-21T15:59:59.999Z'))).toEqual({ startTime: '2026-11-14', endTime: '2026-11-21' });
    // One millisecond later it is midnight of the 22nd in UTC+8, while UTC is still on the 21st.
    expect(rateWindow(7, new Date('2026-11-21T16:00:00.000Z'))).toEqual({ startTime: '2026-11-15', endTime: '2026-11-22' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(rateWindow(30, new Date('2027-01-05T00:00:00Z'))).toEqual({ startTime: '2026-12-06', endTime: '2027-01-05' });
    expect(rateWindow(7, new Date('2024-03-03T12:00:00Z'))).toEqual({ startTime: '2024-02-25', endTime: '2024-03-03' });
    expect(rateWindow(30, new Date('2024-03-01T00:00:00Z'))).toEqual({ startTime: '2024-01-31', endTime: '2024-03-01' });
  });

  it('gives dates in the format the api accepts', () => {
    const { startTime, endTime } = rateWindow(30);
    expect(startTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(endTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(startTime < endTime).toBe(true);
  });
});

describe('utc8Date', () => {
  it('is the calendar day in China', () => {
    expect(utc8Date(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(utc8Date(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
  });
});
