import { useCallback, useEffect, useRef, useState } from 'react';
import { useServedResource } from '@site/shared/parcel';

/** What a component shows while data loads: nothing asked yet, loading, the data, or the error (with Retry). */
export type ResourceState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads data for `key` (null: nothing to load) after mount and again on `retry`; the one data
 * loader of the site. The load gets an AbortSignal that aborts when the key changes or the
 * component unmounts, and no state is set after that. A result is kept under the request it
 * answers, so a new key or a retry reads as loading until its own answer arrives.
 *
 * The first render is `loading` (or `idle`), on the server and in the browser alike, so a
 * prerendered page hydrates without a mismatch (docs/composition.md), unless the page was rendered
 * per request with its data: then the server's data for the key (`useServedResource`) is the first
 * answer on both sides, and it is not asked for again until a retry. `peek` reads data the page
 * already holds for this key (a list loaded when the drawer was last open): it is shown at once and
 * not asked for again. Nothing is held before the first load in the browser, so hydration is unchanged.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  peek?: (key: string) => T | undefined,
): ResourceState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${key}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: ResourceState<T> } | null>(null);
  const loadRef = useRef(load);
  const peekRef = useRef(peek);
  useEffect(() => {
    loadRef.current = load;
    peekRef.current = peek;
  });
  const served = useServedResource<T>(attempt === 0 ? key : null, load);
  const isServed = served !== undefined;
  const held = key === null ? undefined : (served ?? peek?.(key));

  useEffect(() => {
    if (requestKey === null || isServed || (key !== null && peekRef.current?.(key) !== undefined)) return undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, requestKey, isServed]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (requestKey === null) return { status: 'idle', retry };
  if (held !== undefined) return { status: 'success', data: held, retry };
  return { ...(settled?.key === requestKey ? settled.state : { status: 'loading' }), retry };
}
