import { useTranslation } from '@site/shared/i18n';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className={styles.skip} href="#main">
      {t('a11y.skipToContent')}
    </a>
  );
}
