import type { ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { SiteLink } from '@site/shared/ui';
import styles from './action-link.module.css';

export type ActionLinkVariant = 'primary' | 'secondary' | 'light' | 'outlineLight' | 'text';

/** The classes of a button-like link, for an <a> that is neither a site link nor external (in-page anchors). */
export const actionLinkClass = (variant: ActionLinkVariant, className?: string) => [styles.link, styles[variant], className].filter(Boolean).join(' ');
const classOf = actionLinkClass;

export interface InternalLinkProps {
  /** Path below the language prefix ('/Contact'): the link is in the language of the page it is on. */
  to: string;
  variant?: ActionLinkVariant;
  className?: string;
  children: ReactNode;
}

/** A link to another page of the site, styled as a button. */
export function InternalLink({ to, variant = 'primary', className, children }: InternalLinkProps) {
  return (
    <SiteLink to={to} className={classOf(variant, className)}>
      {children}
    </SiteLink>
  );
}

export interface ExternalLinkProps {
  href: string;
  variant?: ActionLinkVariant;
  className?: string;
  children: ReactNode;
}

/** A link that opens the application (login, registration) in a new tab, and says so. */
export function ExternalLink({ href, variant = 'primary', className, children }: ExternalLinkProps) {
  const { t } = useTranslation('marketing');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classOf(variant, className)}>
      {children}
      <span className="visually-hidden"> {t('a11y.newTab')}</span>
    </a>
  );
}
