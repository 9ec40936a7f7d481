import { useEffect, useRef, type MutableRefObject } from 'react';

/** A ref that always holds the latest value, for callbacks an effect should not re-run for (a host's `navigate`). */
export function useLatest<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
