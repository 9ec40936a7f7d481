import { startAfterFirstPaint } from './start-after-paint';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A stand-in for the browser's Paint Timing observer: the test reports paints by name. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  observing = false;
  constructor(private readonly callback: Callback) {
    FakePaintObserver.instances.push(this);
  }
  observe(): void {
    this.observing = true;
  }
  disconnect(): void {
    this.observing = false;
  }
  report(name: string): void {
    if (this.observing) this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

let visibility: DocumentVisibilityState = 'visible';
const realObserver = globalThis.PerformanceObserver;

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  FakePaintObserver.instances = [];
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, writable: true, value: FakePaintObserver });
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, writable: true, value: realObserver });
});

const paint = (name: string) => FakePaintObserver.instances.forEach((observer) => observer.report(name));

test('the scripts start once the first contentful paint is reported, not before', () => {
  const start = jest.fn();
  startAfterFirstPaint(start);
  expect(start).not.toHaveBeenCalled();
  paint('first-paint');
  expect(start).not.toHaveBeenCalled();
  paint('first-contentful-paint');
  expect(start).toHaveBeenCalledTimes(1);
});

test('they start once only, and the observer and the fallback are let go', () => {
  const start = jest.fn();
  startAfterFirstPaint(start, 3000);
  paint('first-contentful-paint');
  jest.advanceTimersByTime(5000);
  document.dispatchEvent(new Event('visibilitychange'));
  paint('first-contentful-paint');
  expect(start).toHaveBeenCalledTimes(1);
  expect(FakePaintObserver.instances[0]?.observing).toBe(false);
});

test('a page whose paint is never reported starts after the fallback', () => {
  const start = jest.fn();
  startAfterFirstPaint(start, 3000);
  jest.advanceTimersByTime(2999);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
});

test('a hidden page starts at once, since it paints nothing until shown', () => {
  visibility = 'hidden';
  const start = jest.fn();
  startAfterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
});

test('a page hidden while it waits for its paint starts then', () => {
  const start = jest.fn();
  startAfterFirstPaint(start);
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  expect(start).toHaveBeenCalledTimes(1);
});

test('without the Paint Timing API the scripts start at once', () => {
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
  const start = jest.fn();
  startAfterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
});
