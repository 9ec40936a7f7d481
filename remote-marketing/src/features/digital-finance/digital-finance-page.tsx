import { useTranslation } from '@site/shared/i18n';
import { CtaBand } from '../../components/cta-band/cta-band';
import { DemoButton } from '../../components/demo-button/demo-button';
import financeArt from '../../components/illustration/art/finance.svg';
import officesArt from '../../components/illustration/art/offices.svg';
import paymentsArt from '../../components/illustration/art/payments.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { ProductSectionList } from '../../components/product-section/product-section-list';
import type { PageProps } from '../../lib/page-props';
import { GoEarlyTimeline } from './components/go-early-timeline';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `digitalFinance` of the routes namespace; in the Products menu (as the Digital Trade Certificate) and the footer's business links. */
export const handle: PageHandle = {
  head: { key: 'digitalFinance' },
  indexable: true,
  nav: [
    { group: 'products', order: 40, label: 'nav.digitalTradeCertificate' },
    { group: 'footerBusiness', order: 40 },
  ],
};

/** DigitalFinance: GO_EARLY with its timeline, IDD and DIGIPO. */
export default function DigitalFinancePage({ lang }: PageProps) {
  const { t } = useTranslation('digital-finance');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={financeArt}
        actions={<DemoButton product="DIGITAL_FINANCE" variant="light" subject={t('hero.title')} />}
      />
      <ProductSectionList
        ns="digital-finance"
        items={[
          { key: 'goEarly', code: 'GO_EARLY', demo: 'GO_EARLY', extra: <GoEarlyTimeline lang={lang} /> },
          { key: 'idd', code: 'IDD', demo: 'IDD', art: paymentsArt },
          { key: 'digipo', code: 'DIGIPO', demo: 'DIGIPO', art: officesArt },
        ]}
      />
      <CtaBand heading={t('cta.heading')} body={<p>{t('cta.body')}</p>}>
        <DemoButton product="DIGITAL_FINANCE" variant="light" subject={t('hero.title')} />
      </CtaBand>
    </>
  );
}
