import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { RouteLang } from '@site/shared/lang';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Path below the language prefix, e.g. '/Contact'; '//exportdrawback' is a site path outside it. */
  to: string;
  lang: RouteLang;
  navigate: (to: string) => void;
}

/** A real link (open in new tab, copy address) that navigates through the shell on a plain click. */
export function SiteLink({ to, lang, navigate, onClick, children, ...rest }: SiteLinkProps) {
  const href = to.startsWith('//') ? to.slice(1) : `/${lang}${to === '/' ? '' : to}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
