import { useTranslation } from '@site/shared/i18n';
import { Section } from '@site/shared/ui/blocks';
import { ApplicationForm } from './application-form';
import styles from './application-section.module.css';

const HEADING_ID = 'edb-home-application';

/** The home page's last section: the trial application. */
export function ApplicationSection({ channelId }: { channelId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Section centered heading={t('home.application.title')} intro={t('home.application.lead')} headingId={HEADING_ID} tone="alt">
      <div className={styles.card}>
        <ApplicationForm labelledBy={HEADING_ID} channelId={channelId} submitLabel={t('form.submit')} />
      </div>
    </Section>
  );
}
