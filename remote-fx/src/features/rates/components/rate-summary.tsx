import { useTranslation } from '@site/shared/i18n';
import type { WindowDays } from '../../../config/currencies';
import type { RateFormat } from '../utils/format';
import type { Pair } from '../utils/pair';
import type { RateSummary as Summary } from '../utils/series';
import styles from './rate-widget.module.css';

export interface RateSummaryProps {
  pair: Pair;
  days: WindowDays;
  summary: Summary;
  format: RateFormat;
}

/**
 * The latest rate, its time in UTC+8, and the change and range over the window. Demo data is
 * said once, in the line under the chart, not on each figure.
 */
export function RateSummary({ pair, days, summary, format }: RateSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      <p className={styles.rate}>
        <span>{t('summary.rate', { left: pair.left, right: pair.right, rate: format.rate(summary.latest.rate) })}</span>
      </p>
      <p className={styles.meta}>
        <time dateTime={new Date(summary.latest.time).toISOString()}>{t('summary.asOf', { time: format.dateTime(summary.latest.time) })}</time>
      </p>
      <p className={`${styles.meta} ${summary.change > 0 ? styles.up : summary.change < 0 ? styles.down : ''}`}>
        {t('summary.change', { change: format.change(summary.change), percent: format.percent(summary.changePercent), days })}
      </p>
      <p className={styles.meta}>{t('summary.range', { low: format.rate(summary.low), high: format.rate(summary.high) })}</p>
    </div>
  );
}
