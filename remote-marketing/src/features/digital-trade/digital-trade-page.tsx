import { useTranslation } from '@site/shared/i18n';
import { CtaBand } from '../../components/cta-band/cta-band';
import { DemoButton } from '../../components/demo-button/demo-button';
import documentsArt from '../../components/illustration/art/documents.svg';
import paperArt from '../../components/illustration/art/paper.svg';
import tradeArt from '../../components/illustration/art/trade.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { ProductSectionList, type ProductItem } from '../../components/product-section/product-section-list';
import { Section } from '@site/shared/ui/blocks';
import { StepList } from '../../components/step-list/step-list';
import type { PageProps } from '../../lib/page-props';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `digitalTrade` of the routes namespace; in the Products menu and the footer's business links. */
export const handle: PageHandle = {
  head: { key: 'digitalTrade' },
  indexable: true,
  nav: [
    { group: 'products', order: 50 },
    { group: 'footerBusiness', order: 30 },
  ],
};

const PRODUCTS: readonly ProductItem[] = [
  { key: 'docEx', code: 'DOC_EX', demo: 'DOC_EX', art: tradeArt },
  { key: 'docGen', code: 'DOC_GEN', demo: 'DOC_GEN', art: paperArt },
  { key: 'docCheck', code: 'DOC_CHECK', demo: 'DOC_CHECK', art: documentsArt },
];
const FLOW = ['prepare', 'exchange', 'examine'] as const;

/** DigitalTrade: the document exchange portal, AI preparation and AI examination. */
export default function DigitalTradePage(_props: PageProps) {
  const { t } = useTranslation('digital-trade');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={documentsArt}
        actions={<DemoButton product="DIGITAL_TRADE" variant="light" subject={t('hero.title')} />}
      />
      <Section tone="alt" heading={t('flow.heading')} intro={<p>{t('flow.lead')}</p>}>
        <StepList steps={FLOW.map((key) => ({ key, title: t(`flow.steps.${key}.title`), body: t(`flow.steps.${key}.body`) }))} />
      </Section>
      <ProductSectionList ns="digital-trade" items={PRODUCTS} />
      <CtaBand heading={t('cta.heading')} body={<p>{t('cta.body')}</p>}>
        <DemoButton product="DIGITAL_TRADE" variant="light" subject={t('hero.title')} />
      </CtaBand>
    </>
  );
}
