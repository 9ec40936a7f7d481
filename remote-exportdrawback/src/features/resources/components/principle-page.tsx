import { useTranslation } from '@site/shared/i18n';
import { Icon, Section } from '@site/shared/ui/blocks';
import { MicroLink } from '../../../components/micro-link';
import { PageHeader } from '../../../components/page-header';
import { RefundSteps } from '../../../components/refund-steps';
import styles from './resources.module.css';
import type { PageHandle } from '@site/shared/pages';

const METHODS = ['manufacturer', 'trader'] as const;
const HELP = ['collect', 'precheck', 'track', 'funding'] as const;

export const handle: PageHandle = { head: { key: 'principle' }, indexable: true };

/** How the refund works (/SourcePage): why exports are refunded, the two methods, the amount, the flow. */
export function PrinciplePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('principle.title')} lead={t('principle.lead')} />
      <Section centered heading={t('principle.whyTitle')}>
        <p className={styles.prose}>{t('principle.why')}</p>
      </Section>
      <Section centered heading={t('principle.methodsTitle')} intro={t('principle.methodsLead')} tone="alt">
        <ul className={styles.methods}>
          {METHODS.map((id) => (
            <li key={id} className={styles.method}>
              <h3 className={styles.methodTitle}>{t(`principle.methods.${id}.title`)}</h3>
              <p className={styles.methodWho}>{t(`principle.methods.${id}.who`)}</p>
              <p>{t(`principle.methods.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section centered heading={t('principle.amountTitle')}>
        <p className={styles.prose}>{t('principle.amount')}</p>
      </Section>
      <Section centered heading={t('principle.flowTitle')} intro={t('guide.lead')} tone="alt">
        <RefundSteps />
      </Section>
      <Section centered heading={t('principle.helpTitle')}>
        <ul className={styles.checklist}>
          {HELP.map((id) => (
            <li key={id}>
              <Icon name="check" size={20} className={styles.check} />
              <span>{t(`principle.help.${id}`)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.center}>
          <MicroLink to="/apply" className={styles.primary}>
            {t('principle.cta')}
          </MicroLink>
        </p>
        <p className={styles.disclaimer}>{t('resources.disclaimer')}</p>
      </Section>
    </>
  );
}

export default PrinciplePage;
