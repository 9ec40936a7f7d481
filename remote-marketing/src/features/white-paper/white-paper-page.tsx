import { useTranslation } from '@site/shared/i18n';
import { InternalLink } from '../../components/action-link/action-link';
import { BulletList } from '../../components/bullet-list/bullet-list';
import { CardGrid, type IconName, Section } from '@site/shared/ui/blocks';
import { CtaBand } from '../../components/cta-band/cta-band';
import { DemoButton } from '../../components/demo-button/demo-button';
import paperArt from '../../components/illustration/art/paper.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { StepList } from '../../components/step-list/step-list';
import { ROUTES } from '../../config/routes';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `dttWhitePaper` of the routes namespace. */
export const handle: PageHandle = { head: { key: 'dttWhitePaper' }, indexable: true };

const LIFECYCLE = ['issue', 'verify', 'transfer', 'finance'] as const;
const AUDIENCES: readonly { key: string; icon: IconName }[] = [
  { key: 'suppliers', icon: 'truck' },
  { key: 'anchors', icon: 'building' },
  { key: 'financiers', icon: 'bank' },
];
const CHAPTERS = ['gap', 'certificate', 'lifecycle', 'trust', 'adoption'] as const;

/** DTTWhitePaper: a summary of our white paper on digital trade certificates. */
export default function WhitePaperPage() {
  const { t } = useTranslation('white-paper');
  const takeaways = t('summary.points', { returnObjects: true }) as string[];
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={paperArt}
        actions={
          <>
            <DemoButton product="DIGIPO" variant="light" subject={t('hero.demoSubject')} />
            <InternalLink to={ROUTES.contact} variant="outlineLight">
              {t('hero.request')}
            </InternalLink>
          </>
        }
      />
      <Section heading={t('summary.heading')} intro={<p>{t('summary.lead')}</p>} narrow>
        <BulletList items={takeaways} />
      </Section>
      <Section tone="alt" heading={t('lifecycle.heading')} intro={<p>{t('lifecycle.lead')}</p>}>
        <StepList steps={LIFECYCLE.map((key) => ({ key, title: t(`lifecycle.steps.${key}.title`), body: t(`lifecycle.steps.${key}.body`) }))} />
      </Section>
      <Section heading={t('audiences.heading')}>
        <CardGrid items={AUDIENCES.map(({ key, icon }) => ({ key, icon, title: t(`audiences.items.${key}.title`), body: <p>{t(`audiences.items.${key}.body`)}</p> }))} />
      </Section>
      <Section tone="alt" heading={t('chapters.heading')} intro={<p>{t('chapters.lead')}</p>}>
        <CardGrid
          surface="tinted"
          items={CHAPTERS.map((key, i) => ({
            key,
            badge: t('chapters.number', { number: i + 1 }),
            title: t(`chapters.items.${key}.title`),
            body: <p>{t(`chapters.items.${key}.body`)}</p>,
          }))}
        />
      </Section>
      <CtaBand heading={t('cta.heading')} body={<p>{t('cta.body')}</p>}>
        <DemoButton product="DIGITAL_TRADE" variant="light" subject={t('cta.demoSubject')} />
        <InternalLink to={ROUTES.digitalFinance} variant="outlineLight">
          {t('cta.digitalFinance')}
        </InternalLink>
      </CtaBand>
    </>
  );
}
