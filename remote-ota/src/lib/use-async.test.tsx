import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

describe('useAsync', () => {
  it('is idle without a key', () => {
    const run = jest.fn();
    const { result } = renderHook(() => useAsync(null, run));
    expect(result.current.status).toBe('idle');
    expect(run).not.toHaveBeenCalled();
  });

  it('loads, fails, and loads again on retry', async () => {
    const run = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useAsync('k', run));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'ok' }));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
