import { useTranslation } from '@site/shared/i18n';
import { REFUND_STEPS } from '../config/refund-steps';
import styles from './refund-steps.module.css';

/** The refund flow as an ordered list of numbered steps (home's guide, the principle page). */
export function RefundSteps({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps}>
      {REFUND_STEPS.map((id, index) => (
        <li key={id} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading className={styles.title}>{t(`guide.steps.${id}.title`)}</Heading>
          <p className={styles.body}>{t(`guide.steps.${id}.body`)}</p>
        </li>
      ))}
    </ol>
  );
}
