import { useId, type ReactNode } from 'react';
import { BulletList } from '../bullet-list/bullet-list';
import { Illustration } from '../illustration/illustration';
import styles from './product-section.module.css';
import { Phrases } from '@site/shared/ui';

export interface ProductSectionProps {
  /** The section's h2. */
  title: string;
  summary: string;
  points: readonly string[];
  /** The drawing beside the copy (decorative, lazy: product sections are below the fold). */
  art?: string;
  /** Put the drawing on the left, to alternate down the page. */
  reverse?: boolean;
  tone?: 'plain' | 'alt';
  id?: string;
  /** The demo button and links. */
  actions?: ReactNode;
  /** Anything the product needs beyond points (the Go Early timeline). */
  children?: ReactNode;
}

/** One product of a product page: what it is, what it does, and a way to see it. */
export function ProductSection({ title, summary, points, art, reverse = false, tone = 'plain', id, actions, children }: ProductSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={[styles.section, styles[tone]].join(' ')} aria-labelledby={headingId}>
      <div className={[styles.inner, art ? styles.withArt : '', reverse ? styles.reverse : ''].join(' ')}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            <Phrases>{title}</Phrases>
          </h2>
          <p className={styles.summary}>{summary}</p>
          <BulletList items={points} />
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {art && (
          <div className={styles.art}>
            <Illustration src={art} />
          </div>
        )}
        {children && <div className={styles.extra}>{children}</div>}
      </div>
    </section>
  );
}
