import { useTranslation } from '@site/shared/i18n';
import styles from './logo.module.css';

/** The brand mark and the localized company name. The mark is decorative. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''}`} aria-hidden="true">
      <svg viewBox="0 0 32 32" width="32" height="32" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" className={styles.tile} />
        <path d="M7 12c4-3 8 3 12 0s5-3 6-2M7 17c4-3 8 3 12 0s5-3 6-2M7 22c4-3 8 3 12 0s5-3 6-2" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>{t('site.title')}</span>
    </span>
  );
}
