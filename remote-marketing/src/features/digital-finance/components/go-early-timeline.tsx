import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { GO_EARLY_TIMELINE } from '../../../config/facts';
import { formatDuration } from '../../../lib/intl';
import styles from './go-early-timeline.module.css';

export interface GoEarlyTimelineProps {
  lang: RouteLang;
}

/** Go Early: 1 day PO creation, 2 days PO financing, 20 and 30 days early payment. */
export function GoEarlyTimeline({ lang }: GoEarlyTimelineProps) {
  const { t } = useTranslation('digital-finance');
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{t('timeline.caption')}</figcaption>
      <ol className={styles.timeline}>
        {GO_EARLY_TIMELINE.map((step) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.days}>{formatDuration(step.days, 'day', lang)}</span>
            <span className={styles.title}>{t(`timeline.steps.${step.key}.title`)}</span>
            <span className={styles.body}>{t(`timeline.steps.${step.key}.body`)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
