import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@site/shared/parcel';
import styles from './root.module.css';

export function Root({ path }: RemoteProps) {
  const { t } = useTranslation();
  return (
    <section data-path={path} className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </section>
  );
}
