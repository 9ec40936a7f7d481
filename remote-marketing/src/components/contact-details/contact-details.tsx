import { useTranslation } from '@site/shared/i18n';
import { company } from '@site/shared/env';
import { Icon } from '@site/shared/ui/blocks';
import styles from './contact-details.module.css';

/** Phone, mailbox and office hours, from the company facts in @site/shared/env. */
export function ContactDetails() {
  const { t } = useTranslation('marketing');
  const hours = t('contact.hours', { open: company.officeHours.open, close: company.officeHours.close });
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt className={styles.term}>
          <Icon name="phone" size={20} />
          {t('contact.phone')}
        </dt>
        <dd className={styles.value}>
          <a href={company.phoneHref}>{company.phone}</a>
        </dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.term}>
          <Icon name="mail" size={20} />
          {t('contact.email')}
        </dt>
        <dd className={styles.value}>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.term}>
          <Icon name="clock" size={20} />
          {t('contact.hoursLabel')}
        </dt>
        <dd className={styles.value}>{hours}</dd>
      </div>
    </dl>
  );
}
