import { useEffect, useState } from 'react';
import { RegionLoading } from '@site/shared/ui';
import styles from './delayed-loading.module.css';

export interface DelayedLoadingProps {
  /** How long nothing is shown. */
  delayMs?: number;
}

/**
 * A loading state that renders nothing at first. The shell shows its own placeholder above the
 * parcel until the parcel's first render; anything visible in that first render would jump up
 * when the placeholder goes (a layout shift Lighthouse counts), so the spinner waits a moment.
 */
export function DelayedLoading({ delayMs = 300 }: DelayedLoadingProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return visible ? <RegionLoading className={styles.loading} /> : null;
}
