import { useTranslation } from '@site/shared/i18n';
import type { RateFormat } from '../utils/format';
import type { Pair } from '../utils/pair';
import type { OnshoreOffshore } from '../utils/series';
import styles from './rate-widget.module.css';

export interface RateComparisonProps {
  /** The offshore twin of the selected pair (CNY → CNH). */
  twin: Pair | null;
  comparison: OnshoreOffshore | null;
  failed: boolean;
  format: RateFormat;
  HeadingTag: 'h3' | 'h4';
}

/**
 * For a CNY pair, the same pair offshore (CNH) and the spread between them. The slot
 * keeps its height for a CNH pair (an explainer of the two), so switching pairs shifts nothing.
 */
export function RateComparison({ twin, comparison, failed, format, HeadingTag }: RateComparisonProps) {
  const { t } = useTranslation();
  let body;
  if (!twin) body = <p className={styles.meta}>{t('compare.explainer')}</p>;
  else if (failed || !comparison) body = <p className={styles.meta}>{t('compare.unavailable')}</p>;
  else {
    body = (
      <>
        <p className={styles.compareRate}>
          {t('compare.offshore', { left: twin.left, right: twin.right, rate: format.rate(comparison.offshore.rate) })}
        </p>
        <p className={styles.meta}>
          {t('compare.spread', { pips: format.pips(comparison.spreadPips), percent: format.percent(comparison.spreadPercent) })}
          {' · '}
          <time dateTime={new Date(comparison.offshore.time).toISOString()}>
            {t('compare.date', { date: format.date(comparison.offshore.time) })}
          </time>
        </p>
      </>
    );
  }
  return (
    <div className={styles.compare}>
      <HeadingTag className={styles.compareTitle}>{t('compare.title')}</HeadingTag>
      {body}
    </div>
  );
}
