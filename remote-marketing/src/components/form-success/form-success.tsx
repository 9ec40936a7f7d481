import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './form-success.module.css';

export interface FormSuccessProps {
  title: string;
  body: string;
  /** What the visitor may do next (close the drawer, send another). */
  action?: ReactNode;
  /** Takes focus once shown, so that a screen reader reads it out: the form, and its focused button, are gone. */
  focusOnMount?: boolean;
  /** The heading, for a form that moves focus to it itself. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * What every form of this remote shows once it was sent (the demo request, in the drawer and on its
 * page; the International Trade enquiry): one design, a mark, what happened and what happens next.
 */
export function FormSuccess({ title, body, action, focusOnMount = false, headingRef }: FormSuccessProps) {
  const own = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? own;
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount, heading]);
  return (
    <div className={styles.success} role="status">
      <svg className={styles.mark} width="48" height="48" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
        <circle cx="28" cy="28" r="27" fill="var(--color-primary-soft)" stroke="var(--color-success)" strokeWidth="2" />
        <path d="M17 29l7 7 15-16" fill="none" stroke="var(--color-success)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      <p className={styles.body}>{body}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
