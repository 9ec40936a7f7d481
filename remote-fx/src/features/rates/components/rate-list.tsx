import { useTranslation } from '@site/shared/i18n';
import type { RateFormat } from '../utils/format';
import type { RatePoint } from '../utils/series';
import styles from './rate-widget.module.css';

export interface RateListProps {
  /** Newest first, at most 10. */
  records: readonly RatePoint[];
  pairLabel: string;
  format: RateFormat;
  /** Mark each demo row: only needed when demo and published rows are mixed. */
  markDemoRows: boolean;
  headingId: string;
  HeadingTag: 'h3' | 'h4';
}

/** The side list: the last 10 records, times in UTC+8, rates to 4 decimals. */
export function RateList({ records, pairLabel, format, markDemoRows, headingId, HeadingTag }: RateListProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.list}>
      <HeadingTag id={headingId} className={styles.subheading}>
        {t('list.heading')}
      </HeadingTag>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('list.time')}</th>
            <th scope="col" className={styles.num}>
              {t('list.rate', { pair: pairLabel })}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.time}>
              <td>
                <time dateTime={new Date(record.time).toISOString()}>{format.dateTime(record.time)}</time>
              </td>
              <td className={styles.num}>
                {markDemoRows && record.demo && <span className={styles.rowTag}>{t('list.demo')}</span>}
                {format.rate(record.rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
