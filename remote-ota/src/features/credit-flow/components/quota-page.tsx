import { useId } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { Button, RegionLoading, Phrases } from '@site/shared/ui';
import { offerText } from '../../../config/offer-text';
import { OTA_PATHS } from '../../../routes';
import { formatUsd } from '../../../lib/format';
import type { PageProps } from '../../../lib/page-props';
import { useSavedQuestionnaire } from '../hooks/use-saved-questionnaire';
import { endFlow } from '../stores/flow-store';
import { flowHandle, flowLoader } from '../loaders';
import { FlowAlert } from './flow-alert';
import { FlowLayout } from './flow-layout';
import styles from './flow.module.css';
import { FlowLink } from './flow-link';

export const handle = flowHandle('quotaDisplay');

/** The saved questionnaire with its limit; a visitor without a saved step 2 is sent to the step to finish. */
export const loader = flowLoader('quota');

/** The quota display: the indicative expected credit limit in USD, and Done. */
export default function QuotaPage({ lang, navigate }: PageProps) {
  const { t } = useTranslation('flow');
  const saved = useSavedQuestionnaire();
  const termsId = useId();
  const limit = saved.saved?.indicativeLimitUsd;
  const facts = offerText(lang);

  const finish = () => {
    // Done ends the flow: the customer flag and any draft leave this browser (README, Persistence).
    endFlow();
    navigate(OTA_PATHS.landing);
  };

  return (
    <FlowLayout title={t('quota.title')}>
      {saved.status === 'loading' ? (
        <RegionLoading className={styles.quotaLoading} />
      ) : saved.status === 'error' || typeof limit !== 'number' ? (
        // A saved step 2 always has a limit: without one, offer the call again.
        <FlowAlert title={t('quota.failed.title')} body={t('quota.failed.body')} retryLabel={t('quota.failed.retry')} onRetry={saved.retry} />
      ) : (
        <>
          <div className={styles.quotaCard}>
            <p className={styles.badge}>{t('quota.badge')}</p>
            <dl className={styles.quota}>
              <dt className={styles.quotaLabel}>{t('quota.amountLabel')}</dt>
              <dd className={styles.quotaAmount}>{formatUsd(lang, limit)}</dd>
            </dl>
            <p className={styles.quotaNote}>{t('quota.note', { days: facts.reviewDays })}</p>
          </div>
          <section aria-labelledby={termsId} className={styles.terms}>
            <h2 id={termsId} className={styles.termsTitle}>
              <Phrases>{t('quota.termsTitle')}</Phrases>
            </h2>
            <ul className={styles.termsList}>
              <li>{t('quota.terms.limit', { amount: facts.amount })}</li>
              <li>{t('quota.terms.tenor', { days: facts.days })}</li>
              <li>{t('quota.terms.interest', { rate: facts.rate })}</li>
            </ul>
          </section>
          <div className={styles.actions}>
            <FlowLink to={OTA_PATHS.platforms} className={styles.back}>
              {t('quota.edit')}
            </FlowLink>
            <Button onClick={finish}>{t('quota.done')}</Button>
          </div>
        </>
      )}
    </FlowLayout>
  );
}
