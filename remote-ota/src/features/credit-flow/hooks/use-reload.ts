import { useCallback } from 'react';
import { useRevalidator } from '@site/shared/pages';

/** Retry: the page's loader runs again (React Router's revalidation); `reloading` while it does. */
export function useReload(): { reload: () => void; reloading: boolean } {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const reload = useCallback(() => void revalidate(), [revalidate]);
  return { reload, reloading: revalidator.state === 'loading' };
}
