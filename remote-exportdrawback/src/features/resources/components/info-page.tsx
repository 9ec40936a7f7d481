import { useTranslation } from '@site/shared/i18n';
import { Icon, type IconName, Section } from '@site/shared/ui/blocks';
import { MicroLink } from '../../../components/micro-link';
import { PageHeader } from '../../../components/page-header';
import styles from './resources.module.css';
import type { PageHandle } from '@site/shared/pages';

const TOPICS: readonly { id: string; to: string; icon: IconName }[] = [
  { id: 'principle', to: '/SourcePage', icon: 'coins' },
  { id: 'source', to: '/source', icon: 'documents' },
  { id: 'pricing', to: '/FixPrice', icon: 'track' },
];
const DOCUMENTS = ['declaration', 'vatInvoice', 'exportInvoice', 'contract', 'collection', 'filing'] as const;
const TIMELINE = ['filing', 'collect', 'declare', 'review'] as const;
const GLOSSARY = ['refund', 'exemptCreditRefund', 'exemptRefund', 'rate', 'usci', 'ftsp'] as const;

export const handle: PageHandle = { head: { key: 'info' }, indexable: true };

/** Resources (/exportdrawback/info): how the refund works, the documents, the timing, the terms. */
export function InfoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('info.title')} lead={t('info.lead')} />
      <Section centered heading={t('info.topicsTitle')}>
        <ul className={styles.topics}>
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <MicroLink to={topic.to} className={styles.topic}>
                <span className={styles.topicIcon}>
                  <Icon name={topic.icon} size={26} />
                </span>
                <span className={styles.topicTitle}>{t(`info.topics.${topic.id}.title`)}</span>
                <span className={styles.topicBody}>{t(`info.topics.${topic.id}.body`)}</span>
              </MicroLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section centered heading={t('info.documentsTitle')} intro={t('info.documentsLead')} tone="alt">
        <dl className={styles.definitions}>
          {DOCUMENTS.map((id) => (
            <div key={id} className={styles.definition}>
              <dt>{t(`info.documents.${id}.title`)}</dt>
              <dd>{t(`info.documents.${id}.body`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section centered heading={t('info.timelineTitle')} intro={t('info.timelineLead')}>
        <ol className={styles.timeline}>
          {TIMELINE.map((id) => (
            <li key={id}>
              <h3 className={styles.timelineTitle}>{t(`info.timeline.${id}.title`)}</h3>
              <p>{t(`info.timeline.${id}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section centered heading={t('info.glossaryTitle')} tone="alt">
        <dl className={styles.definitions}>
          {GLOSSARY.map((id) => (
            <div key={id} className={styles.definition}>
              <dt>{t(`info.glossary.${id}.term`)}</dt>
              <dd>{t(`info.glossary.${id}.body`)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.disclaimer}>{t('resources.disclaimer')}</p>
      </Section>
    </>
  );
}

export default InfoPage;
