import { useSharedStrings } from '../i18n/shared-i18n';
import { Button } from './button';
import styles from './region-status.module.css';

export interface RegionErrorProps {
  onRetry: () => void;
  /** Shown instead of the generic message, e.g. a widget's own wording. */
  title?: string;
}

/** The localized failure of one region of a page, with Retry (docs/federation.md). */
export function RegionError({ onRetry, title }: RegionErrorProps) {
  const t = useSharedStrings();
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.title}>{title ?? t('region.failedTitle')}</p>
      <p className={styles.body}>{t('region.failedBody')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('region.retry')}
      </Button>
    </div>
  );
}

export interface RegionLoadingProps {
  /**
   * A class of the caller's that reserves the region's height, so nothing shifts when it arrives:
   * it sets `--loading-min-height` (240px by default). A class, not a `style` attribute: the site's
   * Content Security Policy allows no inline styles, and a server-rendered one would be ignored.
   */
  className?: string;
  /**
   * The load has taken long enough that a visitor would wonder: say it is still going and offer to start
   * it again, while it goes on.
   */
  slow?: { onRetry: () => void };
}

export function RegionLoading({ className, slow }: RegionLoadingProps) {
  const t = useSharedStrings();
  return (
    <div className={className ? `${styles.loading} ${className}` : styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {slow ? (
        <div className={styles.slow}>
          <p className={styles.title}>{t('region.slowTitle')}</p>
          <p className={styles.body}>{t('region.slowBody')}</p>
          <Button variant="secondary" onClick={slow.onRetry}>
            {t('region.retry')}
          </Button>
        </div>
      ) : (
        <span className="visually-hidden">{t('region.loading')}</span>
      )}
    </div>
  );
}

export interface RegionNoticeProps {
  /** `failed`: the scripts could not load; `slow`: they are still loading; `retrying`: Retry is under way. */
  state: 'failed' | 'slow' | 'retrying';
  onRetry: () => void;
}

/**
 * A slim bar over a region whose page the server rendered but whose scripts have not arrived: the
 * page stays readable below it, so this says only that its interactive parts are missing. Polite,
 * not an alert: nothing the visitor is reading went away. While a retry runs, the button stays
 * (busy) so that keyboard focus is not lost.
 */
export function RegionNotice({ state, onRetry }: RegionNoticeProps) {
  const t = useSharedStrings();
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.noticeText}>{t(`region.notice.${state}`)}</p>
      <Button variant="secondary" className={styles.noticeRetry} loading={state === 'retrying'} onClick={onRetry}>
        {t('region.retry')}
      </Button>
    </div>
  );
}
