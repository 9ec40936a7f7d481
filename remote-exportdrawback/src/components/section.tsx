import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  title: string;
  lead?: string;
  /** 'alt' gives the section the alternate background, so neighbours read as separate bands. */
  tone?: 'plain' | 'alt' | 'dark';
  id?: string;
  /** Give the heading a known id, e.g. for a form that the heading names. */
  headingId?: string;
  children: ReactNode;
}

/** A band of a page with its h2 and lead; the section is named by its heading. */
export function Section({ title, lead, tone = 'plain', id, headingId: givenHeadingId, children }: SectionProps) {
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
