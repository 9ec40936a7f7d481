import { initialLoadState, loadReducer, type LoadState } from './load-state';
import type { RatePoint } from './series';

const point = (rate: number, demo = false): RatePoint => ({ time: Date.parse('2026-11-20T04:00:00Z'), rate, demo });
const loading = initialLoadState('USD/CNY|30|0');

describe('loadReducer (loading, empty, error, demo)', () => {
  it('starts loading', () => {
    expect(loading).toEqual({ status: 'loading', key: 'USD/CNY|30|0' });
  });

  it('loading → ready with the records', () => {
    const next = loadReducer(loading, { type: 'success', key: loading.key, primary: [point(7.2)], comparison: null });
    expect(next.status).toBe('ready');
    expect(next.status === 'ready' && next.data.primary).toEqual([point(7.2)]);
    expect(next.status === 'ready' && next.data.demo).toEqual({ primary: 'none', comparison: 'none', any: false });
  });

  it('loading → empty when the window has no record', () => {
    expect(loadReducer(loading, { type: 'success', key: loading.key, primary: [], comparison: [point(7.2)] })).toEqual({
      status: 'empty',
      key: loading.key,
    });
  });

  it('loading → error with the failure', () => {
    const error = new Error('500');
    expect(loadReducer(loading, { type: 'failure', key: loading.key, error })).toEqual({ status: 'error', key: loading.key, error });
  });

  it('error → loading on Retry (a new attempt key)', () => {
    const failed: LoadState = { status: 'error', key: loading.key, error: new Error('x') };
    expect(loadReducer(failed, { type: 'request', key: 'USD/CNY|30|1' })).toEqual({ status: 'loading', key: 'USD/CNY|30|1' });
  });

  it('ready → loading when the pair or the window changes', () => {
    const ready = loadReducer(loading, { type: 'success', key: loading.key, primary: [point(7.2)], comparison: null });
    expect(loadReducer(ready, { type: 'request', key: 'USD/CNH|30|0' })).toEqual({ status: 'loading', key: 'USD/CNH|30|0' });
  });

  it('keeps the same state for a repeated request, so nothing re-renders', () => {
    expect(loadReducer(loading, { type: 'request', key: loading.key })).toBe(loading);
  });

  it('ignores a late answer to an earlier request', () => {
    const current = loadReducer(loading, { type: 'request', key: 'USD/CNY|7|0' });
    expect(loadReducer(current, { type: 'success', key: loading.key, primary: [point(7.2)], comparison: null })).toBe(current);
    expect(loadReducer(current, { type: 'failure', key: loading.key, error: new Error('late') })).toBe(current);
  });

  it('marks demo data of the pair, of its comparison, and when any is shown', () => {
    const mixed = loadReducer(loading, {
      type: 'success',
      key: loading.key,
      primary: [point(7.2), point(7.21, true)],
      comparison: [point(7.22, true)],
    });
    expect(mixed.status === 'ready' && mixed.data.demo).toEqual({ primary: 'some', comparison: 'all', any: true });

    const onlyComparison = loadReducer(loading, { type: 'success', key: loading.key, primary: [point(7.2)], comparison: [point(7.22, true)] });
    expect(onlyComparison.status === 'ready' && onlyComparison.data.demo.any).toBe(true);
  });

  it('keeps the pair when only its comparison failed', () => {
    const next = loadReducer(loading, { type: 'success', key: loading.key, primary: [point(7.2)], comparison: null, comparisonFailed: true });
    expect(next.status === 'ready' && next.data).toMatchObject({ comparison: null, comparisonFailed: true });
  });
});
