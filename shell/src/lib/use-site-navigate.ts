import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigation that ignores a move to where the visitor already is (spec 2.1, 8: duplicate
 * navigation raises nothing and adds no history entry).
 */
export function useSiteNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to, options) => {
      const target = new URL(to, window.location.origin);
      if (target.pathname === location.pathname && target.search === location.search && target.hash === location.hash) return;
      navigate(target.pathname + target.search + target.hash, options);
      // A new page starts at its top; a new query on the same page (a tab) keeps the reader's place.
      if (!target.hash && target.pathname !== location.pathname) window.scrollTo(0, 0);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
