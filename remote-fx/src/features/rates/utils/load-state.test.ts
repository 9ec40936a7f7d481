import { settledState } from './load-state';
import type { RatePoint } from './series';

const point = (rate: number, demo = false): RatePoint => ({ time: Date.parse('2026-11-20T04:00:00Z'), rate, demo });
const key = 'USD/CNY|30|0';

describe('settledState (ready, empty, demo)', () => {
  it('is ready with the records', () => {
    const next = settledState(key, [point(7.2)], null);
    expect(next.status).toBe('ready');
    expect(next.status === 'ready' && next.data.primary).toEqual([point(7.2)]);
    expect(next.status === 'ready' && next.data.demo).toEqual({ primary: 'none', comparison: 'none', any: false });
  });

  it('is empty when the window has no record', () => {
    expect(settledState(key, [], [point(7.2)])).toEqual({ status: 'empty', key });
  });

  it('marks demo data of the pair, of its comparison, and when any is shown', () => {
    const mixed = settledState(key, [point(7.2), point(7.21, true)], [point(7.22, true)]);
    expect(mixed.status === 'ready' && mixed.data.demo).toEqual({ primary: 'some', comparison: 'all', any: true });
    const onlyComparison = settledState(key, [point(7.2)], [point(7.22, true)]);
    expect(onlyComparison.status === 'ready' && onlyComparison.data.demo.any).toBe(true);
  });

  it('keeps the pair when only its comparison failed', () => {
    expect(settledState(key, [point(7.2)], null, true)).toMatchObject({ data: { comparison: null, comparisonFailed: true } });
  });
});
