import { useLoaderData } from '@site/shared/pages';
import { isBrowserOnlyPending, type BrowserOnlyPending } from '@site/shared/pages';
import type { Questionnaire } from '../api/types';
import type { FlowData, OpenedFlow } from '../loaders';
import { useReload } from './use-reload';

export type SavedQuestionnaireState =
  | { status: 'loading'; saved: null }
  /** `opened`: the flow as the page opened, with the visitor's unsaved drafts. */
  | { status: 'ready'; saved: Questionnaire | null; opened: OpenedFlow }
  | { status: 'error'; saved: null };

/**
 * What the page's loader found under the visitor's customer flag (`flowLoader`, which also sent a
 * visitor who has not finished an earlier step to it). Loading until the browser has loaded it, so
 * the build-time render and the browser's hydration show the same sized placeholder; a failure
 * offers Retry, which runs the loader again.
 */
export function useSavedQuestionnaire(): SavedQuestionnaireState & { retry: () => void } {
  const data = useLoaderData<FlowData | BrowserOnlyPending>();
  const { reload, reloading } = useReload();
  if (isBrowserOnlyPending(data)) return { status: 'loading', saved: null, retry: reload };
  if (!data.saved.ok) return reloading ? { status: 'loading', saved: null, retry: reload } : { status: 'error', saved: null, retry: reload };
  return { status: 'ready', saved: data.saved.data, opened: data.opened, retry: reload };
}
