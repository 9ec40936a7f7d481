import { useTranslation } from '@site/shared/i18n';
import { InternalLink } from '../../components/action-link/action-link';
import { CardGrid, type IconName, Section } from '@site/shared/ui/blocks';
import { CtaBand } from '../../components/cta-band/cta-band';
import { DemoButton } from '../../components/demo-button/demo-button';
import { FactList } from '../../components/fact-list/fact-list';
import { FxWidget } from '../../components/fx-widget/fx-widget';
import paymentsArt from '../../components/illustration/art/payments.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { StepList } from '../../components/step-list/step-list';
import { FinancingCalculatorSlot } from '../../components/tools/lazy-tool';
import { PAYMENT_FINANCING } from '../../config/facts';
import { ROUTES } from '../../config/routes';
import { formatAmount, formatPercent } from '../../lib/intl';
import type { PageProps } from '../../lib/page-props';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `paymentManagement` of the routes namespace; in the Products menu and the footer's business links. */
export const handle: PageHandle = {
  head: { key: 'paymentManagement' },
  indexable: true,
  nav: [
    { group: 'products', order: 10 },
    { group: 'footerBusiness', order: 10 },
  ],
};

const REASONS: readonly { key: string; icon: IconName }[] = [
  { key: 'collect', icon: 'globe' },
  { key: 'convert', icon: 'exchange' },
  { key: 'remit', icon: 'bank' },
  { key: 'finance', icon: 'chart' },
];
const STEPS = ['open', 'collect', 'convert'] as const;

/** PaymentManagement: why, how it works in 3 steps, financing, rates chart. */
export default function PaymentPage({ lang, navigate, query }: PageProps) {
  const { t } = useTranslation('payment');
  const apr = t('financing.aprValue', { min: formatPercent(PAYMENT_FINANCING.aprMin, lang), max: formatPercent(PAYMENT_FINANCING.aprMax, lang) });
  const limit = t('financing.limitValue', { amount: formatAmount(PAYMENT_FINANCING.limitUsd, lang) });
  const facts = [
    { key: 'apr', label: t('financing.apr'), value: apr },
    { key: 'limit', label: t('financing.limit'), value: limit },
    { key: 'speed', label: t('financing.speed'), value: t('financing.speedValue') },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={paymentsArt}
        actions={
          <>
            <DemoButton product="PAYMENT_FX" variant="light" />
            <InternalLink to={ROUTES.contact} variant="outlineLight">
              {t('hero.contact')}
            </InternalLink>
          </>
        }
      />

      <Section heading={t('why.heading')} intro={<p>{t('why.lead')}</p>}>
        <CardGrid
          columns={4}
          items={REASONS.map(({ key, icon }) => ({ key, icon, title: t(`why.items.${key}.title`), body: <p>{t(`why.items.${key}.body`)}</p> }))}
        />
      </Section>

      <Section tone="alt" heading={t('how.heading')} intro={<p>{t('how.lead')}</p>}>
        <StepList steps={STEPS.map((key) => ({ key, title: t(`how.steps.${key}.title`), body: t(`how.steps.${key}.body`) }))} />
      </Section>

      <Section heading={t('financing.heading')} intro={<p>{t('financing.lead')}</p>}>
        <FactList facts={facts} />
        <p>{t('financing.note')}</p>
        <DemoButton product="PAYMENT_FX" variant="secondary" subject={t('financing.heading')} />
        <FinancingCalculatorSlot lang={lang} product="PAYMENT_FINANCING" demoProduct="PAYMENT_FX" query={query} />
      </Section>

      <Section tone="alt" heading={t('rates.heading')} intro={<p>{t('rates.lead')}</p>}>
        <FxWidget variant="payment" lang={lang} navigate={navigate} />
      </Section>

      <CtaBand heading={t('cta.heading')} body={<p>{t('cta.body')}</p>}>
        <DemoButton product="PAYMENT_FX" variant="light" subject={t('hero.title')} />
      </CtaBand>
    </>
  );
}
