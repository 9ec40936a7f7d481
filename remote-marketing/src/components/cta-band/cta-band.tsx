import { useId, type ReactNode } from 'react';
import styles from './cta-band.module.css';
import { Phrases } from '@site/shared/ui';

export interface CtaBandProps {
  heading: string;
  body: ReactNode;
  /** The buttons. */
  children: ReactNode;
}

/** The closing call to action of a page: a heading, one line and its buttons on the brand colour. */
export function CtaBand({ heading, body, children }: CtaBandProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            <Phrases>{heading}</Phrases>
          </h2>
          <div className={styles.body}>{body}</div>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
