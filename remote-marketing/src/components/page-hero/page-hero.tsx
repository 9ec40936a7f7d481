import { useId, type ReactNode } from 'react';
import { Illustration } from '../illustration/illustration';
import styles from './page-hero.module.css';
import { Phrases } from '@site/shared/ui';

export interface PageHeroProps {
  /** A short label above the title: the product family or the page's section. */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  lead: ReactNode;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** Key figures or anything else under the actions. */
  children?: ReactNode;
  /** The drawing beside the copy (decorative, loaded at once: it is above the fold). */
  art?: string;
}

/** The top of every page but Home: the h1 on the brand background, with its lead and actions. */
export function PageHero({ eyebrow, title, lead, actions, children, art }: PageHeroProps) {
  const headingId = useId();
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <div className={[styles.inner, art ? styles.withArt : ''].join(' ')}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={headingId} className={styles.title}>
            <Phrases>{title}</Phrases>
          </h1>
          <div className={styles.lead}>{lead}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
          {children}
        </div>
        {art && (
          <div className={styles.art}>
            <Illustration src={art} loading="eager" />
          </div>
        )}
      </div>
    </section>
  );
}
