import type { MouseEvent } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { PageHandle } from '@site/shared/pages';
import { DemoButton } from '../../components/demo-button/demo-button';
import documentsArt from '../../components/illustration/art/documents.svg';
import financeArt from '../../components/illustration/art/finance.svg';
import tradeArt from '../../components/illustration/art/trade.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { ProductSection } from '../../components/product-section/product-section';
import { Section } from '@site/shared/ui/blocks';
import { StepList } from '../../components/step-list/step-list';
import type { PageProps } from '../../lib/page-props';
import { formAction } from '../../lib/form-action';
import { ENQUIRY_FORM, EnquiryForm } from './components/enquiry-form';
import styles from './international-trade-page.module.css';
import { enquiryPostOutcome } from './server/enquiry-action';

export { tradeLoader as loader } from './loaders';

/** The enquiry posted without JavaScript, with the post's own api client (lib/form-action.ts). */
export const action = formAction(ENQUIRY_FORM, enquiryPostOutcome);

/** Its head is `internationalTrade` of the routes namespace; in the Products menu and the footer's business links. */
export const handle: PageHandle = {
  head: { key: 'internationalTrade' },
  indexable: true,
  nav: [
    { group: 'products', order: 20 },
    { group: 'footerBusiness', order: 20 },
  ],
};

const FINANCING_POINTS = ['preShipment', 'postShipment', 'documents', 'group'] as const;
const DRAWBACK_POINTS = ['matching', 'guide', 'trial'] as const;
const STEPS = ['enquire', 'review', 'proposal'] as const;
const ENQUIRY_ID = 'enquiry';

/**
 * International Trade: trade financing and the export drawback service, a way to
 * watch a demo, and the enquiry form.
 */
export default function InternationalTradePage({ lang, navigate }: PageProps) {
  const { t } = useTranslation('forms');

  const toEnquiry = (event: MouseEvent<HTMLAnchorElement>) => {
    // An in-page link: move focus to the form's first field as well as the view.
    event.preventDefault();
    const section = document.getElementById(ENQUIRY_ID);
    section?.scrollIntoView?.({ block: 'start' }); // jsdom has no scrollIntoView
    section?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus({ preventScroll: true });
  };
  const toDrawback = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // '//' leaves the language prefix: the export-refund micro-site lives at /exportdrawback.
    navigate('//exportdrawback');
  };

  return (
    <>
      <PageHero
        eyebrow={t('trade.hero.eyebrow')}
        title={t('trade.hero.title')}
        lead={<p>{t('trade.hero.lead')}</p>}
        art={tradeArt}
        actions={
          <>
            <DemoButton product="INTERNATIONAL_TRADE" variant="light" />
            <a href={`#${ENQUIRY_ID}`} className={`${styles.link} ${styles.outlineLight}`} onClick={toEnquiry}>
              {t('trade.hero.enquire')}
            </a>
          </>
        }
      />
      <ProductSection
        title={t('trade.financing.title')}
        summary={t('trade.financing.summary')}
        points={FINANCING_POINTS.map((point) => t(`trade.financing.points.${point}`))}
        art={financeArt}
        actions={<DemoButton product="INTERNATIONAL_TRADE" variant="secondary" subject={t('trade.financing.title')} />}
      />
      <ProductSection
        title={t('trade.drawback.title')}
        summary={t('trade.drawback.summary')}
        points={DRAWBACK_POINTS.map((point) => t(`trade.drawback.points.${point}`))}
        art={documentsArt}
        reverse
        tone="alt"
        actions={
          <a href="/exportdrawback" hrefLang="zh-CN" className={`${styles.link} ${styles.secondary}`} onClick={toDrawback}>
            {t('trade.drawback.link')}
          </a>
        }
      />
      <Section heading={t('trade.steps.title')} intro={<p>{t('trade.steps.intro')}</p>}>
        <StepList steps={STEPS.map((step) => ({ key: step, title: t(`trade.steps.${step}.title`), body: t(`trade.steps.${step}.body`) }))} />
      </Section>
      <Section id={ENQUIRY_ID} heading={t('enquiry.title')} intro={<p>{t('enquiry.intro')}</p>} tone="alt" narrow>
        <EnquiryForm lang={lang} action={`#${ENQUIRY_ID}`} />
      </Section>
    </>
  );
}
