import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { useSiteNavigate } from './use-site-navigate';

let go: ReturnType<typeof useSiteNavigate> = () => undefined;

describe('useSiteNavigate', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en_us/About?id=4');
    const { result } = renderHook(() => useSiteNavigate(), { wrapper: ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter> });
    go = result.current;
  });

  it('adds no history entry for a move to where the visitor already is', () => {
    const before = window.history.length;
    act(() => go('/en_us/About?id=4'));
    expect(window.history.length).toBe(before);
  });

  it('takes a quick move back as a move: the address, not the last render, says where the visitor is', () => {
    const navigate = go; // the function of the render at ?id=4, as a key handler still holds it
    act(() => {
      navigate('/en_us/About?id=1');
      navigate('/en_us/About?id=4');
    });
    expect(window.location.search).toBe('?id=4');
  });
});
