import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { KEPT_QUERY, MOUNT_PATH } from '../config/site';

export interface MicroNav {
  /** The current path below /exportdrawback. */
  path: string;
  query: Record<string, string>;
  /** Goes to a page of the micro-site ('/FixPrice'), keeping the channel query. */
  go: (to: string) => void;
  /** The real href of a page of the micro-site, for <a>. */
  href: (to: string) => string;
  /** The shell's navigate, for '//…' paths on the main site. */
  navigate: (to: string) => void;
}

/** '?channelId=…' when the current query has one of the kept parameters, else ''. */
export function keptQueryString(query: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of KEPT_QUERY) if (query[key]) params.set(key, query[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The `to` handed to the shell's navigate: below the mount point, with the kept query. */
export function navigateTarget(to: string, query: Record<string, string>): string {
  const search = keptQueryString(query);
  if (to === '/') return search || '/';
  return `${to}${search}`;
}

export function pageHref(to: string, query: Record<string, string>): string {
  return `${MOUNT_PATH}${to === '/' ? '' : to}${keptQueryString(query)}`;
}

const MicroNavContext = createContext<MicroNav | null>(null);

export interface MicroNavProviderProps {
  path: string;
  query: Record<string, string>;
  navigate: (to: string) => void;
  children: ReactNode;
}

/** Navigation inside this parcel's root (React context does not cross parcel roots, but works within one). */
export function MicroNavProvider({ path, query, navigate, children }: MicroNavProviderProps) {
  const value = useMemo<MicroNav>(
    () => ({
      path,
      query,
      navigate,
      go: (to) => navigate(navigateTarget(to, query)),
      href: (to) => pageHref(to, query),
    }),
    [path, query, navigate],
  );
  return <MicroNavContext.Provider value={value}>{children}</MicroNavContext.Provider>;
}

export function useMicroNav(): MicroNav {
  const nav = useContext(MicroNavContext);
  if (!nav) throw new Error('useMicroNav needs a MicroNavProvider (app/layout.tsx renders one)');
  return nav;
}
