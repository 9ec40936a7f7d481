import { useTranslation } from '@site/shared/i18n';
import styles from './collection-table.module.css';

/** The site's forms, each with what it collects. */
const FORMS = ['lead', 'enquiry', 'ota', 'exportRefund'] as const;

/** The personal-information collection statement: one row per form of the site. */
export function CollectionTable() {
  const { t } = useTranslation('policy');
  const columns = { form: t('collection.columns.form'), fields: t('collection.columns.fields'), purpose: t('collection.columns.purpose') };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('collection.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.form}</th>
          <th scope="col">{columns.fields}</th>
          <th scope="col">{columns.purpose}</th>
        </tr>
      </thead>
      <tbody>
        {FORMS.map((form) => (
          <tr key={form}>
            <th scope="row" data-label={columns.form}>
              <span className={styles.formName}>{t(`collection.forms.${form}.name`)}</span>
              <span className={styles.where}>{t(`collection.forms.${form}.where`)}</span>
            </th>
            <td data-label={columns.fields}>
              <ul className={styles.fields}>
                {(t(`collection.forms.${form}.fields`, { returnObjects: true }) as string[]).map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            </td>
            <td data-label={columns.purpose}>{t(`collection.forms.${form}.purpose`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
