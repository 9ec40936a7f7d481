/**
 * jest's DOM reports every observed element as visible at once (jest/setup-dom.ts). A test that
 * needs "not in view yet" installs this instead: no element is reported until the test calls an
 * observer's callback itself. `restore` puts the default back.
 */
export function holdIntersections(): {
  observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[];
  restore: () => void;
} {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, ...(options ? { options } : {}) });
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return {
    observers,
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
