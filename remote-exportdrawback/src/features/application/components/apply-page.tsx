import { useTranslation } from '@site/shared/i18n';
import type { RemoteProps } from '@site/shared/parcel';
import type { PageHandle } from '@site/shared/pages';
import { Phrases } from '@site/shared/ui';
import { Icon } from '@site/shared/ui/blocks';
import { PageHeader } from '../../../components/page-header';
import { ApplicationForm } from './application-form';
import styles from './apply-page.module.css';

export { applicationAction as action, applicationLoader as loader } from '../loaders';

export const handle: PageHandle = { head: { key: 'apply' }, indexable: true };

/** What each variant says beside the form: the steps after applying, or what one can ask about. */
const ASIDE = {
  apply: ['contact', 'assess', 'trial', 'quote'],
  consultation: ['policy', 'process', 'service', 'funding'],
} as const;

export interface ApplyPageProps {
  /** 'apply' (/apply): the trial application; 'consultation' (/subscCons): the same form for a consultation. */
  variant: 'apply' | 'consultation';
  channelId: string | undefined;
}

/** The pages that focus on the application (apply, subscCons). */
export function ApplyPage({ variant, channelId }: ApplyPageProps) {
  const { t } = useTranslation();
  const formHeadingId = `edb-${variant}-form`;
  return (
    <>
      <PageHeader title={t(`${variant}.title`)} lead={t(`${variant}.lead`)} />
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className={styles.formTitle}>
            <Phrases>{t(`${variant}.formTitle`)}</Phrases>
          </h2>
          <ApplicationForm
            labelledBy={formHeadingId}
            channelId={channelId}
            submitLabel={variant === 'apply' ? t('form.submit') : t('form.submitConsultation')}
          />
        </section>
        <aside className={styles.aside} aria-labelledby={`${formHeadingId}-aside`}>
          <h2 id={`${formHeadingId}-aside`} className={styles.asideTitle}>
            <Phrases>{t(`${variant}.asideTitle`)}</Phrases>
          </h2>
          <ol className={styles.list}>
            {ASIDE[variant].map((id) => (
              <li key={id}>
                <Icon name="check" size={20} className={styles.check} />
                <span>{t(`${variant}.aside.${id}`)}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </>
  );
}

/** The route's page at /apply (src/routes.ts): the trial application. */
export default function ApplyRoute({ query }: RemoteProps) {
  return <ApplyPage variant="apply" channelId={query.channelId || undefined} />;
}
