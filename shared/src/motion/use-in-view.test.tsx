import { act, render, screen } from '@testing-library/react';
import { holdIntersections } from '../testing/intersection';
import { useInView, type InViewOptions } from './use-in-view';

function Probe({ options, tag = 'section' }: { options?: InViewOptions; tag?: 'section' | 'aside' }) {
  const [ref, inView] = useInView<HTMLElement>(options);
  const Tag = tag;
  return (
    <Tag ref={ref} aria-label="probe">
      {inView ? 'seen' : 'not yet'}
    </Tag>
  );
}

const intersect = (callback: IntersectionObserverCallback, isIntersecting = true) =>
  act(() => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

describe('useInView', () => {
  let held: ReturnType<typeof holdIntersections>;
  beforeEach(() => {
    held = holdIntersections();
  });
  afterEach(() => held.restore());

  it('is false until the element comes into view, then stays true and stops observing', () => {
    render(<Probe options={{ rootMargin: '400px 0px', threshold: 0.3 }} />);
    const [observer] = held.observers;
    if (!observer) throw new Error('no observer');
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(observer.observed).toEqual([screen.getByRole('region', { name: 'probe' })]);
    expect(observer.options).toEqual({ rootMargin: '400px 0px', threshold: 0.3 });
    intersect(observer.callback, false);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    intersect(observer.callback);
    expect(screen.getByText('seen')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
    expect(held.observers).toHaveLength(1);
  });

  it('disconnects its observer when the component unmounts before the element was seen', () => {
    const { unmount } = render(<Probe />);
    expect(held.observers.map((observer) => observer.disconnected)).toEqual([false]);
    unmount();
    expect(held.observers.map((observer) => observer.disconnected)).toEqual([true]);
  });

  it('follows the ref to a new element and lets go of the old one', () => {
    const { rerender } = render(<Probe />);
    const first = held.observers[0];
    rerender(<Probe tag="aside" />);
    expect(first?.disconnected).toBe(true);
    expect(held.observers.at(-1)?.observed).toEqual([screen.getByRole('complementary', { name: 'probe' })]);
    expect(held.observers.filter((observer) => !observer.disconnected)).toHaveLength(1);
  });

  it('with follow, goes out of view and back with the element, starting from its initial value, on one observer', () => {
    render(<Probe options={{ follow: true, initial: true }} />);
    const [observer] = held.observers;
    if (!observer) throw new Error('no observer');
    expect(screen.getByText('seen')).toBeInTheDocument();
    intersect(observer.callback, false);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    intersect(observer.callback);
    expect(screen.getByText('seen')).toBeInTheDocument();
    expect(observer.disconnected).toBe(false);
    expect(held.observers).toHaveLength(1);
  });

  it('counts everything as seen where the browser has no IntersectionObserver', () => {
    held.restore();
    const original = globalThis.IntersectionObserver;
    // @ts-expect-error: an old browser
    delete globalThis.IntersectionObserver;
    try {
      render(<Probe />);
      expect(screen.getByText('seen')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
