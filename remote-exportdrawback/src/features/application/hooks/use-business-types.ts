import { useResource } from '@site/shared/resource';
import { listBusinessTypes } from '../api/list-business-types';
import type { OptionItem } from '../api/types';

export type BusinessTypes =
  | { status: 'loading'; options: []; retry: () => void }
  | { status: 'ready'; options: OptionItem[]; retry: () => void }
  | { status: 'error'; options: []; retry: () => void };

/** The options of the business-type select, read from the api when the form mounts. */
export function useBusinessTypes(): BusinessTypes {
  const call = useResource('business-types', listBusinessTypes);
  if (call.status === 'success') return { status: 'ready', options: call.data, retry: call.retry };
  return { status: call.status === 'error' ? 'error' : 'loading', options: [], retry: call.retry };
}
