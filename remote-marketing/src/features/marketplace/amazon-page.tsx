import { useTranslation } from '@site/shared/i18n';
import { actionLinkClass, ExternalLink, InternalLink } from '../../components/action-link/action-link';
import { BulletList } from '../../components/bullet-list/bullet-list';
import { CardGrid, type IconName, Section } from '@site/shared/ui/blocks';
import { ContactDetails } from '../../components/contact-details/contact-details';
import { CtaBand } from '../../components/cta-band/cta-band';
import { FactList } from '../../components/fact-list/fact-list';
import marketplaceArt from '../../components/illustration/art/marketplace.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { StepList } from '../../components/step-list/step-list';
import { MARKETPLACE_FINANCING as FINANCING } from '../../config/facts';
import { ROUTES } from '../../config/routes';
import { formatAmount, formatDuration, formatNumber } from '../../lib/intl';
import type { PageProps } from '../../lib/page-props';
import { marketplaceApplyUrl } from '../../lib/redirects';
import { useLinkLocation } from '@site/shared/env';
import { EligibilityCheckSlot, FinancingCalculatorSlot } from '../../components/tools/lazy-tool';
import { Testimonials } from './components/testimonials';
import styles from './amazon-page.module.css';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `amazon` of the routes namespace; in the Solutions menu and the footer's business links. */
export const handle: PageHandle = {
  head: { key: 'amazon' },
  indexable: true,
  nav: [
    { group: 'solutions', order: 20 },
    { group: 'footerBusiness', order: 60 },
  ],
};

const FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'limit', icon: 'chart' },
  { key: 'speed', icon: 'clock' },
  { key: 'data', icon: 'store' },
  { key: 'online', icon: 'globe' },
];
/** The four-step process. */
const STEPS = ['apply', 'assess', 'confirm', 'disburse'] as const;

/** amazon: financing for marketplace sellers, with the application's registration as its call to action. */
export default function AmazonPage({ lang, query }: PageProps) {
  const { t } = useTranslation('amazon');
  const values = {
    limit: formatAmount(FINANCING.limitUsd, lang),
    approval: formatDuration(FINANCING.approvalHours, 'hour', lang),
    funds: formatDuration(FINANCING.fundsHours, 'hour', lang),
    months: formatDuration(FINANCING.minMonthsOperating, 'month', lang),
    sales: formatAmount(FINANCING.minMonthlySalesUsd, lang),
    rating: formatNumber(FINANCING.minStoreRating, lang, 1),
  };
  // Read at render: the current query rides along.
  const applyUrl = marketplaceApplyUrl(useLinkLocation());
  const apply = (variant: 'light' | 'primary') => (
    <ExternalLink href={applyUrl} variant={variant}>
      {t('cta.apply')}
    </ExternalLink>
  );
  const eligibility = ['months', 'sales', 'rating', 'violations'].map((key) => t(`eligibility.items.${key}`, values));
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead', values)}</p>}
        art={marketplaceArt}
        actions={
          <>
            {apply('light')}
            <a href="#eligibility" className={actionLinkClass('outlineLight')}>
              {t('hero.check')}
            </a>
          </>
        }
      >
        <FactList
          tone="dark"
          facts={[
            { key: 'limit', label: t('facts.limit'), value: t('facts.limitValue', values) },
            { key: 'approval', label: t('facts.approval'), value: t('facts.approvalValue', values) },
            { key: 'funds', label: t('facts.funds'), value: t('facts.fundsValue', values) },
          ]}
        />
      </PageHero>

      <Section heading={t('features.heading')} intro={<p>{t('features.lead')}</p>}>
        <CardGrid
          columns={4}
          items={FEATURES.map(({ key, icon }) => ({ key, icon, title: t(`features.items.${key}.title`, values), body: <p>{t(`features.items.${key}.body`, values)}</p> }))}
        />
      </Section>

      <Section tone="alt" heading={t('process.heading')} intro={<p>{t('process.lead')}</p>}>
        <StepList steps={STEPS.map((key) => ({ key, title: t(`process.steps.${key}.title`), body: t(`process.steps.${key}.body`, values) }))} />
      </Section>

      <Section id="eligibility" heading={t('eligibility.heading')} intro={<p>{t('eligibility.lead')}</p>}>
        <div className={styles.eligibility}>
          <BulletList items={eligibility} />
          <p className={styles.note}>{t('eligibility.note')}</p>
        </div>
        <EligibilityCheckSlot lang={lang} query={query} />
        <FinancingCalculatorSlot lang={lang} product="MARKETPLACE_FINANCING" demoProduct="PAYMENT_FX" query={query} />
      </Section>

      <Section tone="alt" heading={t('testimonials.heading')} intro={<p>{t('testimonials.lead')}</p>}>
        <Testimonials />
      </Section>

      <CtaBand heading={t('cta.heading')} body={<p>{t('cta.body', values)}</p>}>
        {apply('light')}
      </CtaBand>

      <Section heading={t('contact.heading')} intro={<p>{t('contact.lead')}</p>}>
        <div className={styles.contact}>
          <ContactDetails />
          <div>
            <p>{t('contact.guide')}</p>
            <InternalLink to={ROUTES.docs} variant="secondary">
              {t('contact.guideLink')}
            </InternalLink>
          </div>
        </div>
      </Section>
    </>
  );
}
