import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

describe('useResource', () => {
  it('is idle without a key', () => {
    const run = jest.fn();
    const { result } = renderHook(() => useResource(null, run));
    expect(result.current.status).toBe('idle');
    expect(run).not.toHaveBeenCalled();
  });

  it('loads, fails, and loads again on retry', async () => {
    const run = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useResource('k', run));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'ok' }));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('aborts the load when the component unmounts and sets no state afterwards', async () => {
    const signals: AbortSignal[] = [];
    let answer: (value: string) => void = () => undefined;
    const run = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => (answer = resolve));
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useResource('k', run));
    expect(result.current.status).toBe('loading');
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => answer('late'));
    expect(result.current.status).toBe('loading');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('asks again for a new key and ignores the answer to the old one', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const run = (key: string) => () => new Promise<string>((resolve) => (answers[key] = resolve));
    const { result, rerender } = renderHook(({ key }) => useResource(key, run(key)), { initialProps: { key: 'en' } });
    rerender({ key: 'zh' });
    await act(async () => answers.en?.('English'));
    expect(result.current.status).toBe('loading');
    await act(async () => answers.zh?.('中文'));
    expect(result.current).toMatchObject({ status: 'success', data: '中文' });
  });

  it('shows data the page already holds for the key at once, without asking again', () => {
    const held = new Map([['en', ['E-commerce']]]);
    const run = jest.fn(async () => ['never']);
    const { result } = renderHook(() => useResource('en', run, (key) => held.get(key)));
    expect(result.current).toMatchObject({ status: 'success', data: ['E-commerce'] });
    expect(run).not.toHaveBeenCalled();
  });
});
