import { act, renderHook, waitFor } from '@testing-library/react';
import { clearBusinessTypes, useBusinessTypes, type OptionItem } from './use-business-types';

const OPTIONS: OptionItem[] = [{ dictParam: 'BUSINESS_TYPE', dictKey: 'PRIVATE_COMPANY', displayName: 'Private company' }];

beforeEach(() => clearBusinessTypes());

describe('useBusinessTypes', () => {
  it('has no options while loading, then the list', async () => {
    const list = jest.fn().mockResolvedValue(OPTIONS);
    const { result } = renderHook(() => useBusinessTypes('business-types:en_us', list));
    expect(result.current).toMatchObject({ status: 'loading', options: [] });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', options: OPTIONS }));
  });

  it('has no options after a failure, and Retry asks again', async () => {
    const list = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(OPTIONS);
    const { result } = renderHook(() => useBusinessTypes('business-types:en_us', list));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', options: [] }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', options: OPTIONS }));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('shows a list loaded before under the same key at once, without asking again', async () => {
    const list = jest.fn().mockResolvedValue(OPTIONS);
    const first = renderHook(() => useBusinessTypes('business-types:zh_cn', list));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    const again = renderHook(() => useBusinessTypes('business-types:zh_cn', list));
    expect(again.result.current).toMatchObject({ status: 'ready', options: OPTIONS });
    expect(list).toHaveBeenCalledTimes(1);
  });
});
