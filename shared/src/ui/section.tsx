import { useId, type ReactNode } from 'react';
import styles from './section.module.css';
// Through the UI singleton: every parcel on a page shares one phrase parser and its model.
import { Phrases } from '@site/shared/ui';

export interface SectionProps {
  /** The section's h2, which names the section. */
  heading: string;
  /** A short label above the heading. */
  eyebrow?: string;
  /** A paragraph or two under the heading. */
  intro?: ReactNode;
  /** Background: page white, the alternate tint (neighbours read as separate bands), or the dark brand colour. */
  tone?: 'plain' | 'alt' | 'dark';
  /** Centre the heading and intro over the content. */
  centered?: boolean;
  /** Narrow column for long-form reading. */
  narrow?: boolean;
  /** An id for in-page links. */
  id?: string;
  /** The heading's id, when something else on the page names it (a form the heading labels); otherwise one of its own. */
  headingId?: string;
  children?: ReactNode;
}

/**
 * One full-width band of a page: an h2, an optional intro and its content in the page column
 * (`--content-width`, `--gutter`); a part that needs room on the right sets `--gutter-end`.
 */
export function Section({ heading, eyebrow, intro, tone = 'plain', centered = false, narrow = false, id, headingId: givenHeadingId, children }: SectionProps) {
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  return (
    <section id={id} className={[styles.section, styles[tone]].join(' ')} aria-labelledby={headingId}>
      <div className={[styles.inner, narrow ? styles.narrow : ''].join(' ')}>
        {/* A div, not a header: inside a section a header is no landmark, and the page's banner stays its only one. */}
        <div className={centered ? styles.centered : styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.heading}>
            <Phrases>{heading}</Phrases>
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
