import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { langHref, type RouteLang } from '@site/shared/lang';

/** Where a link is: the page's language and the shell's navigation (a parcel's `lang` and `navigate` props). */
export interface SiteNav {
  lang: RouteLang;
  /** Navigates to a path below the language prefix ('/Contact'), or outside it when it starts with '//'. */
  navigate: (to: string) => void;
}

const SiteNavContext = createContext<SiteNav | null>(null);

/**
 * Gives the links below it their language and navigation: every parcel's element provides it from
 * its props (parcelElement), the shell's layout from its route, so no link is handed `lang` by hand.
 */
export function SiteNavProvider({ lang, navigate, children }: SiteNav & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, navigate }), [lang, navigate]);
  return <SiteNavContext.Provider value={value}>{children}</SiteNavContext.Provider>;
}

/** The language and navigation of the links here (SiteNavProvider). */
export function useSiteNav(): SiteNav {
  const nav = useContext(SiteNavContext);
  if (!nav) throw new Error('useSiteNav: no SiteNavProvider above (a parcel provides one; a test renders through renderParcel).');
  return nav;
}

/** The address of a site path in the current language: '/Contact' → '/zh_cn/Contact'. */
export const useSiteHref = (to: string): string => langHref(useSiteNav().lang, to);

/**
 * Whether a click on a link is a plain one, which the page handles itself: the main button, no
 * modifier key (those open a new tab or window, or download) and not already handled.
 */
export const isPlainClick = (event: Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Path below the language prefix, e.g. '/Contact'; '//exportdrawback' is a site path outside it. */
  to: string;
}

/**
 * A real link (open in new tab, copy address) that navigates through the shell on a plain click,
 * in the language of the page it is on (SiteNavProvider).
 */
export function SiteLink({ to, onClick, children, ...rest }: SiteLinkProps) {
  const { lang, navigate } = useSiteNav();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={langHref(lang, to)} onClick={handleClick}>
      {children}
    </a>
  );
}
