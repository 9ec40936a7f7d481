import { useTranslation } from '@site/shared/i18n';
import { CardGrid, Icon, type IconName, Section } from '@site/shared/ui/blocks';
import { MicroLink } from '../../../components/micro-link';
import { PageHeader } from '../../../components/page-header';
import styles from './pricing-page.module.css';
import type { PageHandle } from '@site/shared/pages';

/** The service plans and what each includes. No price is given (none is published): each says "contact us for a quote". */
const PLANS = [
  { id: 'self', features: ['gather', 'match', 'precheck', 'track'] },
  { id: 'assisted', features: ['system', 'organise', 'prepare', 'enquiry'] },
  { id: 'funding', features: ['service', 'finance', 'collect', 'plan'] },
] as const;
const INCLUDED: readonly { id: string; icon: IconName }[] = [
  { id: 'onboarding', icon: 'user' },
  { id: 'support', icon: 'phone' },
  { id: 'security', icon: 'shieldCheck' },
  { id: 'updates', icon: 'bell' },
];
const FACTORS = ['volume', 'type', 'scope', 'funding'] as const;
const FAQ = ['trial', 'quote', 'refund', 'time'] as const;

export const handle: PageHandle = { head: { key: 'pricing' }, indexable: true };

/** Pricing (FixPrice). */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pricing.title')} lead={t('pricing.lead')} />
      <Section centered heading={t('pricing.plansTitle')} intro={t('pricing.plansLead')}>
        <ul className={styles.plans}>
          {PLANS.map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <h3 className={styles.planName}>{t(`pricing.plans.${plan.id}.name`)}</h3>
              <p className={styles.audience}>{t(`pricing.plans.${plan.id}.audience`)}</p>
              <p className={styles.price}>{t('pricing.quote')}</p>
              <ul className={styles.features}>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} className={styles.check} />
                    <span>{t(`pricing.plans.${plan.id}.features.${feature}`)}</span>
                  </li>
                ))}
              </ul>
              <MicroLink to="/subscCons" className={styles.planAction}>
                {t('pricing.planAction')}
                <span className="visually-hidden">{t('pricing.planActionFor', { plan: t(`pricing.plans.${plan.id}.name`) })}</span>
              </MicroLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section centered heading={t('pricing.includedTitle')} tone="alt">
        <CardGrid
          columns={4}
          surface="tinted"
          items={INCLUDED.map(({ id, icon }) => ({ key: id, icon, title: t(`pricing.included.${id}.title`), body: t(`pricing.included.${id}.body`) }))}
        />
      </Section>
      <Section centered heading={t('pricing.factorsTitle')} intro={t('pricing.factorsLead')}>
        <ul className={styles.factors}>
          {FACTORS.map((id) => (
            <li key={id}>{t(`pricing.factors.${id}`)}</li>
          ))}
        </ul>
        <div className={styles.cta}>
          <MicroLink to="/apply" className={styles.primary}>
            {t('pricing.ctaApply')}
          </MicroLink>
          <MicroLink to="/subscCons" className={styles.secondary}>
            {t('pricing.ctaConsult')}
          </MicroLink>
        </div>
      </Section>
      <Section centered heading={t('pricing.faqTitle')} tone="alt">
        <dl className={styles.faq}>
          {FAQ.map((id) => (
            <div key={id} className={styles.faqItem}>
              <dt>{t(`pricing.faq.${id}.q`)}</dt>
              <dd>{t(`pricing.faq.${id}.a`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}

export default PricingPage;
