import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigation that ignores a move to where the visitor already is: duplicate
 * navigation raises nothing and adds no history entry.
 *
 * "Where the visitor is" is the live address, not the location of the last render: a navigation
 * renders as a transition, so for a moment the rendered location is the previous one, and a
 * second move back to it (About's tabs: Right then Left pressed quickly) was taken for a
 * duplicate and dropped.
 */
export function useSiteNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      const here = window.location;
      const target = new URL(to, here.origin);
      if (target.pathname === here.pathname && target.search === here.search && target.hash === here.hash) return;
      const samePage = target.pathname === here.pathname;
      navigate(target.pathname + target.search + target.hash, options);
      // A new page starts at its top; a new query on the same page (a tab) keeps the reader's place.
      if (!target.hash && !samePage) window.scrollTo(0, 0);
    },
    [navigate],
  );
}
