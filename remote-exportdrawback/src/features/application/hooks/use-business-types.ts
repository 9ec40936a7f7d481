import { useCallback } from 'react';
import { useRevalidator } from '@site/shared/pages';
import type { OptionItem } from '../api/types';
import type { Settled } from '../loaders';

/** The options of the business-type select: none until they are ready, and Retry after a failure. */
export type BusinessTypes =
  | { status: 'loading'; options: []; retry: () => void }
  | { status: 'ready'; options: OptionItem[]; retry: () => void }
  | { status: 'error'; options: []; retry: () => void };

/**
 * The business types as the page's loader loaded them (`applicationLoader`; undefined: the browser
 * is loading them). A list that failed offers Retry, which runs the loader again (React Router's
 * revalidation); it reads as loading while that runs.
 */
export function useBusinessTypes(loaded: Settled<OptionItem[]> | undefined): BusinessTypes {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const retry = useCallback(() => void revalidate(), [revalidate]);
  if (loaded?.ok) return { status: 'ready', options: loaded.data, retry };
  return { status: !loaded || revalidator.state === 'loading' ? 'loading' : 'error', options: [], retry };
}
