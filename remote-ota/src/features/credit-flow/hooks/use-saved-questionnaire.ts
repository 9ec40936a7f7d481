import { useEffect, useState } from 'react';
import type { RemoteProps } from '@site/shared/parcel';
import { useAsync } from '../../../lib/use-async';
import { useLatest } from '../../../lib/use-latest';
import { queryQuestionnaire } from '../api/query-questionnaire';
import type { Questionnaire } from '../api/types';
import { useFlowStore } from '../stores/flow-store';
import { redirectFor, type FlowPage } from '../utils/guards';

export type SavedQuestionnaireState =
  | { status: 'loading' | 'redirecting'; saved: null }
  | { status: 'ready'; saved: Questionnaire | null }
  | { status: 'error'; saved: null; error: unknown };

/**
 * What the api holds under the visitor's customer flag, and the step guard of `page`: a visitor
 * who has not finished an earlier step is sent to it (spec 4).
 */
export function useSavedQuestionnaire(page: FlowPage, navigate: RemoteProps['navigate']): SavedQuestionnaireState & { retry: () => void } {
  // The flag as the page opened: step 1 creates one on its first save, which must not reload the page.
  const [customerFlag] = useState(() => useFlowStore.getState().customerFlag);
  const query = useAsync(customerFlag ? `questionnaire:${customerFlag}:${page}` : null, (signal) =>
    queryQuestionnaire(customerFlag ?? '', signal),
  );
  const redirect =
    query.status === 'idle' ? redirectFor(page, null) : query.status === 'success' ? redirectFor(page, query.data) : null;
  const navigateRef = useLatest(navigate);

  useEffect(() => {
    // A guard: replace, so Back does not land on the step that sent the visitor here.
    if (redirect) navigateRef.current(redirect, { replace: true });
  }, [redirect, navigateRef]);

  const { retry } = query;
  if (redirect) return { status: 'redirecting', saved: null, retry };
  if (query.status === 'idle') return { status: 'ready', saved: null, retry };
  if (query.status === 'success') return { status: 'ready', saved: query.data, retry };
  if (query.status === 'error') return { status: 'error', saved: null, error: query.error, retry };
  return { status: 'loading', saved: null, retry };
}
