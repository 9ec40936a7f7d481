import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className={styles.skip} href="#main">
      {t('a11y.skipToContent')}
    </a>
  );
}
