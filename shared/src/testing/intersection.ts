/** One IntersectionObserver created under `holdIntersections`, as the test sees it. */
export interface HeldObserver {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  /** The elements it observes now. */
  observed: Element[];
  /** True once `disconnect()` was called. */
  disconnected: boolean;
}

/**
 * jest's DOM reports every observed element as visible at once (jest/setup-dom.ts). A test that
 * needs "not in view yet" installs this instead: no element is reported until the test calls an
 * observer's callback itself, and each observer shows what it observes and whether it was
 * disconnected. `restore` puts the default back.
 */
export function holdIntersections(): { observers: HeldObserver[]; restore: () => void } {
  const observers: HeldObserver[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    private readonly held: HeldObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.held = { callback, ...(options ? { options } : {}), observed: [], disconnected: false };
      observers.push(this.held);
    }
    observe(target: Element) {
      this.held.observed.push(target);
    }
    unobserve(target: Element) {
      this.held.observed = this.held.observed.filter((element) => element !== target);
    }
    disconnect() {
      this.held.observed = [];
      this.held.disconnected = true;
    }
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
