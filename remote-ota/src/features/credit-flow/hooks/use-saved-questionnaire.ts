import { useEffect } from 'react';
import type { RouteLang } from '@site/shared/lang';
import type { RemoteProps } from '@site/shared/parcel';
import { useResource } from '@site/shared/resource';
import { useLatest } from '../../../lib/use-latest';
import { queryQuestionnaire } from '../api/query-questionnaire';
import type { Questionnaire } from '../api/types';
import { redirectFor, type FlowPage } from '../utils/guards';
import { useOpenedFlow, type OpenedFlow } from './use-opened-flow';

export type SavedQuestionnaireState =
  | { status: 'loading' | 'redirecting'; saved: null }
  /** `opened`: the flow as the page opened, with the visitor's unsaved drafts. */
  | { status: 'ready'; saved: Questionnaire | null; opened: OpenedFlow }
  | { status: 'error'; saved: null; error: unknown };

/**
 * What the api holds under the visitor's customer flag, and the step guard of `page`: a visitor
 * who has not finished an earlier step is sent to it. Loading until the flow is known,
 * so the build-time render and the browser's hydration show the same sized placeholder. Asked in
 * `lang`, the page's; the answers do not depend on it, so a new language does not ask again.
 */
export function useSavedQuestionnaire(page: FlowPage, navigate: RemoteProps['navigate'], lang: RouteLang): SavedQuestionnaireState & { retry: () => void } {
  const opened = useOpenedFlow();
  const customerFlag = opened?.customerFlag ?? null;
  const query = useResource(customerFlag ? `questionnaire:${customerFlag}:${page}` : null, (signal) =>
    queryQuestionnaire(customerFlag ?? '', lang, signal),
  );
  const redirect =
    opened === null ? null : query.status === 'idle' ? redirectFor(page, null) : query.status === 'success' ? redirectFor(page, query.data) : null;
  const navigateRef = useLatest(navigate);

  useEffect(() => {
    // A guard: replace, so Back does not land on the step that sent the visitor here.
    if (redirect) navigateRef.current(redirect, { replace: true });
  }, [redirect, navigateRef]);

  const { retry } = query;
  if (opened === null) return { status: 'loading', saved: null, retry };
  if (redirect) return { status: 'redirecting', saved: null, retry };
  if (query.status === 'idle') return { status: 'ready', saved: null, opened, retry };
  if (query.status === 'success') return { status: 'ready', saved: query.data, opened, retry };
  if (query.status === 'error') return { status: 'error', saved: null, error: query.error, retry };
  return { status: 'loading', saved: null, retry };
}
