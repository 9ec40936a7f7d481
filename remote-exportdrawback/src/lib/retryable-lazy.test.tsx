import { Suspense, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@site/shared/ui';
import { retryableLazy } from './retryable-lazy';

describe('retryableLazy', () => {
  it('imports again on Retry after a failed chunk load', async () => {
    const load = jest
      .fn<Promise<{ default: () => ReactElement }>, []>()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValue({ default: () => <p>已加载</p> });
    const page = retryableLazy(load);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <ErrorBoundary onRetry={page.reset}>
          <Suspense fallback={null}>
            <page.Component />
          </Suspense>
        </ErrorBoundary>,
      );
    });
    const retry = await screen.findByRole('button');
    await act(async () => retry.click());
    expect(await screen.findByText('已加载')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
