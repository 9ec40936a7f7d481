import { estimateFigures, type FinancingEstimate } from '@site/shared/financing';
import { useTranslation } from '@site/shared/i18n';
import styles from './demo-request.module.css';

/** The figures a visitor agreed to share from a calculator, above the form, in the drawer's language. */
export function EstimateSummary({ estimate }: { estimate: FinancingEstimate }) {
  const { t, i18n } = useTranslation('forms');
  return <p className={styles.estimate}>{t('demo.estimate', estimateFigures(estimate, i18n.language))}</p>;
}
