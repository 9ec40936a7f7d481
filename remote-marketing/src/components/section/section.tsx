import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  /** The section's h2. */
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Background: page white, the alternate tint, or the dark brand colour. */
  tone?: 'plain' | 'alt' | 'dark';
  /** Centre the heading and intro over the content. */
  centered?: boolean;
  /** Narrow column for long-form reading. */
  narrow?: boolean;
  /** An id for in-page links. */
  id?: string;
  children?: ReactNode;
}

/** One full-width band of a page: an h2, an optional intro and its content in the page column. */
export function Section({ heading, eyebrow, intro, tone = 'plain', centered = false, narrow = false, id, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={[styles.section, styles[tone]].join(' ')} aria-labelledby={headingId}>
      <div className={[styles.inner, narrow ? styles.narrow : ''].join(' ')}>
        <header className={centered ? styles.centered : styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
