import { useEffect, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { TOAST_DURATION_MS } from '../config/timing';
import styles from './toast.module.css';

export interface ToastProps {
  tone: 'success' | 'error';
  message: string;
  onDismiss: () => void;
  /** Hides itself after this long, unless the pointer is over it or focus is inside it. */
  durationMs?: number;
}

/**
 * A message at the top of the page (the export-refund result). An error is an alert,
 * a success a status. It can be dismissed, and does not hide while it is hovered or focused
 * (WCAG 2.2.1: the visitor gets the time they need to read it).
 */
export function Toast({ tone, message, onDismiss, durationMs = TOAST_DURATION_MS }: ToastProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;

  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(onDismiss, durationMs);
    return () => window.clearTimeout(timer);
  }, [held, durationMs, onDismiss, message]);

  return (
    <div
      className={`${styles.toast} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        {tone === 'error' ? '!' : '✓'}
      </span>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('toast.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
