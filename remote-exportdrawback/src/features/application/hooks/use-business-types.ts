import { useCallback, useEffect, useState } from 'react';
import { listBusinessTypes } from '../api/list-business-types';
import type { OptionItem } from '../api/types';

export type BusinessTypes =
  | { status: 'loading'; options: []; retry: () => void }
  | { status: 'ready'; options: OptionItem[]; retry: () => void }
  | { status: 'error'; options: []; retry: () => void };

/** The options of the business-type select, read from the api when the form mounts (spec 5.2). */
export function useBusinessTypes(): BusinessTypes {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'error'; options: [] } | { status: 'ready'; options: OptionItem[] }>({
    status: 'loading',
    options: [],
  });

  useEffect(() => {
    const controller = new AbortController();
    listBusinessTypes(controller.signal).then(
      (options) => setState({ status: 'ready', options }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', options: [] });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading', options: [] });
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, retry } as BusinessTypes;
}
