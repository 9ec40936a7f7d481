import { useTranslation } from '@site/shared/i18n';
import { SiteLink } from '@site/shared/ui';
import { CardGrid, Section } from '@site/shared/ui/blocks';
import { InternalLink } from '../../components/action-link/action-link';
import compassArt from '../../components/illustration/art/compass.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { BUSINESS_LINES } from '../../config/business-lines';
import { ROUTES } from '../../config/routes';
import styles from './not-found-page.module.css';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `notFound` of the routes namespace; kept from search engines. */
export const handle: PageHandle = { head: { key: 'notFound' } };

/** 404: the page is missing; here is where to go instead. */
export default function NotFoundPage() {
  const { t } = useTranslation(['not-found', 'marketing']);
  const link = (to: string, label: string) => (
    <InternalLink to={to} variant="text">
      {label}
    </InternalLink>
  );
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={compassArt}
        actions={
          <>
            <InternalLink to={ROUTES.home} variant="light">
              {t('hero.home')}
            </InternalLink>
            <InternalLink to={ROUTES.contact} variant="outlineLight">
              {t('hero.contact')}
            </InternalLink>
          </>
        }
      />
      <Section heading={t('next.heading')}>
        <CardGrid
          columns={4}
          items={[
            { key: 'home', icon: 'globe', title: t('next.home.title'), body: <p>{t('next.home.body')}</p>, action: link(ROUTES.home, t('next.home.link')) },
            {
              key: 'products',
              icon: 'layers',
              title: t('next.products.title'),
              body: (
                <ul className={styles.links}>
                  {BUSINESS_LINES.map((line) => (
                    <li key={line.key}>
                      <SiteLink to={line.route}>
                        {t(`marketing:lines.${line.key}.name`)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              ),
            },
            { key: 'guide', icon: 'document', title: t('next.guide.title'), body: <p>{t('next.guide.body')}</p>, action: link(ROUTES.docs, t('next.guide.link')) },
            { key: 'contact', icon: 'phone', title: t('next.contact.title'), body: <p>{t('next.contact.body')}</p>, action: link(ROUTES.contact, t('next.contact.link')) },
          ]}
        />
      </Section>
    </>
  );
}
