import { act, renderHook } from '@testing-library/react';
import { holdIntersections } from '../testing/intersection';
import { useRotation } from './use-rotation';

describe('useRotation (every 3 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the next item after each interval and loops', () => {
    const { result } = renderHook(() => useRotation(3, 3000));
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(3000));
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
  });

  it('gives a picked item a full interval, even the item already shown', () => {
    const { result } = renderHook(() => useRotation(4, 3000));
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current.select(0));
    act(() => jest.advanceTimersByTime(2900));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.index).toBe(1);
  });

  it('waits while the pointer is over it, then a full interval after it leaves', () => {
    const { result } = renderHook(() => useRotation(4, 3000));
    act(() => result.current.regionProps.onMouseEnter());
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.regionProps.onMouseLeave());
    act(() => jest.advanceTimersByTime(2900));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.index).toBe(1);
  });

  it('restarts the interval when the pointer passes over quickly (enter and leave in one batch)', () => {
    const { result } = renderHook(() => useRotation(4, 3000));
    act(() => jest.advanceTimersByTime(2000));
    act(() => {
      result.current.regionProps.onMouseEnter();
      result.current.regionProps.onMouseLeave();
    });
    act(() => jest.advanceTimersByTime(2900));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.index).toBe(1);
  });

  it('stays on the item after Pause until Play', () => {
    const { result } = renderHook(() => useRotation(4, 3000));
    act(() => result.current.toggle());
    act(() => jest.advanceTimersByTime(9000));
    expect(result.current).toMatchObject({ index: 0, stopped: true });
    act(() => result.current.toggle());
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('waits while its region is out of view, then gives the item a full interval once back', () => {
    const held = holdIntersections();
    try {
      const region = document.createElement('section');
      const { result } = renderHook(() => useRotation(4, 3000));
      act(() => result.current.regionProps.ref(region));
      const [observer] = held.observers;
      if (!observer) throw new Error('the region is not observed');
      expect(observer.observed).toEqual([region]);
      const report = (isIntersecting: boolean) =>
        act(() => observer.callback([{ isIntersecting, target: region } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));

      report(false);
      expect(result.current).toMatchObject({ paused: true, stopped: false });
      act(() => jest.advanceTimersByTime(10_000));
      expect(result.current.index).toBe(0);

      report(true);
      expect(result.current.paused).toBe(false);
      act(() => jest.advanceTimersByTime(2900));
      expect(result.current.index).toBe(0);
      act(() => jest.advanceTimersByTime(100));
      expect(result.current.index).toBe(1);
    } finally {
      held.restore();
    }
  });
});
