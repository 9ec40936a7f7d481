import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick } from '@site/shared/ui';
import { useMicroNav } from '../lib/micro-nav';

export interface MicroLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the micro-site, below /exportdrawback: '/', '/FixPrice'. */
  to: string;
}

/**
 * A real link (open in a new tab, copy the address) to a page of the micro-site that navigates
 * through the shell on a plain click (the site link's rule, `isPlainClick`). `SiteLink` from
 * @site/shared/ui builds hrefs under the language prefix, which this micro-site sits outside of.
 */
export function MicroLink({ to, onClick, children, ...rest }: MicroLinkProps) {
  const { go, href, path } = useMicroNav();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a aria-current={path === to ? 'page' : undefined} {...rest} href={href(to)} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface MainSiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A main-site path with its language, escaped from the mount point: '//zh_cn/policy'. */
  to: `//${string}`;
}

/** A link to the main site (its privacy policy, its home) through the shell's '//' escape. */
export function MainSiteLink({ to, onClick, children, ...rest }: MainSiteLinkProps) {
  const { navigate } = useMicroNav();
  return (
    <a
      {...rest}
      href={to.slice(1)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
