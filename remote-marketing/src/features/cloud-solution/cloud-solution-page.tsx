import { useTranslation } from '@site/shared/i18n';
import { InternalLink } from '../../components/action-link/action-link';
import { BulletList } from '../../components/bullet-list/bullet-list';
import { CtaBand } from '../../components/cta-band/cta-band';
import { DemoButton } from '../../components/demo-button/demo-button';
import documentsArt from '../../components/illustration/art/documents.svg';
import financeArt from '../../components/illustration/art/finance.svg';
import tradeArt from '../../components/illustration/art/trade.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { ProductSectionList } from '../../components/product-section/product-section-list';
import { Section } from '@site/shared/ui/blocks';
import { StepList } from '../../components/step-list/step-list';
import { ROUTES } from '../../config/routes';
import styles from './cloud-solution-page.module.css';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `cloudSolution` of the routes namespace; in the Products menu. */
export const handle: PageHandle = { head: { key: 'cloudSolution' }, indexable: true, nav: [{ group: 'products', order: 30 }] };

/** The five steps of a drawdown by document upload. */
const DRAWDOWN = ['upload', 'validate', 'images', 'apply', 'submit'] as const;

/** CloudSolution: purchase-order and invoice financing. */
export default function CloudSolutionPage() {
  const { t } = useTranslation('cloud-solution');
  const required = t('documents.required', { returnObjects: true }) as string[];
  const optional = t('documents.optional', { returnObjects: true }) as string[];
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={financeArt}
        actions={
          <>
            <DemoButton product="GO_EARLY" variant="light" subject={t('hero.title')} />
            <InternalLink to={ROUTES.digitalFinance} variant="outlineLight">
              {t('hero.digitalFinance')}
            </InternalLink>
          </>
        }
      />
      <ProductSectionList
        ns="cloud-solution"
        items={[
          { key: 'po', demo: 'GO_EARLY', art: tradeArt },
          { key: 'invoice', demo: 'DIGITAL_FINANCE', art: documentsArt },
        ]}
      />
      <Section heading={t('drawdown.heading')} intro={<p>{t('drawdown.lead')}</p>}>
        <StepList steps={DRAWDOWN.map((key) => ({ key, title: t(`drawdown.steps.${key}.title`), body: t(`drawdown.steps.${key}.body`) }))} />
      </Section>
      <Section tone="alt" heading={t('documents.heading')} intro={<p>{t('documents.lead')}</p>}>
        <div className={styles.columns}>
          <div className={styles.column}>
            <h3 className={styles.columnTitle}>{t('documents.requiredTitle')}</h3>
            <BulletList items={required} />
          </div>
          <div className={styles.column}>
            <h3 className={styles.columnTitle}>{t('documents.optionalTitle')}</h3>
            <BulletList items={optional} marker="dot" />
          </div>
        </div>
        <p className={styles.note}>{t('documents.note')}</p>
      </Section>
      <CtaBand heading={t('cta.heading')} body={<p>{t('cta.body')}</p>}>
        <DemoButton product="DIGITAL_FINANCE" variant="light" subject={t('hero.title')} />
      </CtaBand>
    </>
  );
}
