import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@site/shared/parcel';

export function Root({ path }: RemoteProps) {
  const { t } = useTranslation();
  return (
    <section data-path={path}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </section>
  );
}
