import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// `any` as in React.lazy's own signature: a page component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export interface RetryableLazy<T extends AnyComponent> {
  Component: ComponentType<ComponentProps<T>>;
  /** Forgets a failed load, so the next render imports the chunk again. */
  reset: () => void;
  /** Starts downloading the chunk now (webpack shares the request with the later render). */
  preload: () => void;
}

/**
 * React.lazy keeps a failed import for good, so Retry after a ChunkLoadError (spec 8) would
 * fail again without a request. This wrapper can start over; webpack refetches a chunk whose
 * load failed.
 */
export function retryableLazy<T extends AnyComponent>(load: () => Promise<{ default: T }>): RetryableLazy<T> {
  let Lazy: LazyExoticComponent<T> = lazy(load);
  function Component(props: ComponentProps<T>) {
    return <Lazy {...props} />;
  }
  return {
    Component,
    reset: () => {
      Lazy = lazy(load);
    },
    preload: () => {
      // A failure here is reported by the render that needs the chunk.
      load().catch(() => undefined);
    },
  };
}
