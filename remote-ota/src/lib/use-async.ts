import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `run` for `key` (null: nothing to run) and again on `retry`. A result is kept under the
 * request it answers, so a new key or a retry reads as loading until its own answer arrives.
 */
export function useAsync<T>(key: string | null, run: (signal: AbortSignal) => Promise<T>): AsyncState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${key}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: AsyncState<T> } | null>(null);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  useEffect(() => {
    if (requestKey === null) return undefined;
    const controller = new AbortController();
    runRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (requestKey === null) return { status: 'idle', retry };
  return { ...(settled?.key === requestKey ? settled.state : { status: 'loading' }), retry };
}
