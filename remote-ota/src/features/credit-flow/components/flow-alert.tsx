import type { ReactNode } from 'react';
import { Button } from '@site/shared/ui';
import styles from './flow.module.css';

export interface FlowAlertProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
  /** More ways out, e.g. back to the answers. */
  children?: ReactNode;
}

/** A failed call in the flow: what happened, that the answers are safe, and Retry. */
export function FlowAlert({ title, body, retryLabel, onRetry, children }: FlowAlertProps) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{title}</p>
      <p className={styles.alertBody}>{body}</p>
      <div className={styles.alertActions}>
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}
