import { useTranslation } from '@site/shared/i18n';
import { company } from '@site/shared/env';
import { HydrateWhenNear } from '@site/shared/motion';
import { InternalLink } from '../../components/action-link/action-link';
import { CardGrid, Section } from '@site/shared/ui/blocks';
import { ContactDetails } from '../../components/contact-details/contact-details';
import { DemoButton } from '../../components/demo-button/demo-button';
import officesArt from '../../components/illustration/art/offices.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { ROUTES } from '../../config/routes';
import type { PageProps } from '../../lib/page-props';
import styles from './contact-page.module.css';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `contact` of the routes namespace; in the Company menu. */
export const handle: PageHandle = { head: { key: 'contact' }, indexable: true, nav: [{ group: 'company', order: 20 }] };

/** Where a visitor's question goes next, besides phone and mail. */
const NEXT_STEPS = [
  { key: 'enquiry', to: ROUTES.internationalTrade },
  { key: 'ota', to: ROUTES.otaFinance },
  { key: 'guide', to: ROUTES.docs },
] as const;

/**
 * Contact: the three offices, phone, office hours, mailbox and a demo request (the hero's
 * Watch-a-Demo button: the drawer, or without JavaScript a link to the demo request page).
 */
export default function ContactPage(_props: PageProps) {
  const { t } = useTranslation(['contact', 'marketing']);
  const hours = t('marketing:contact.hours', { open: company.officeHours.open, close: company.officeHours.close });
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={officesArt}
        actions={
          <>
            <DemoButton variant="light" />
            <a className={styles.mail} href={`mailto:${company.email}`}>
              {t('hero.write', { email: company.email })}
            </a>
          </>
        }
      />
      <HydrateWhenNear>
        <Section heading={t('offices.heading')} intro={<p>{t('offices.lead')}</p>}>
          <CardGrid
            items={company.offices.map((office) => ({
              key: office,
              icon: 'building',
              title: t(`offices.items.${office}.city`),
              body: <p className={styles.hours}>{hours}</p>,
            }))}
          />
        </Section>
      </HydrateWhenNear>
      <HydrateWhenNear>
        <Section tone="alt" heading={t('reach.heading')} intro={<p>{t('reach.lead')}</p>}>
          <div className={styles.reach}>
            <div className={styles.details}>
              <ContactDetails />
            </div>
            <div>
              <h3 className={styles.subheading}>{t('reach.nextHeading')}</h3>
              <ul className={styles.next}>
                {NEXT_STEPS.map((step) => (
                  <li key={step.key}>
                    <InternalLink to={step.to} variant="text">
                      {t(`reach.next.${step.key}.link`)}
                    </InternalLink>
                    <p>{t(`reach.next.${step.key}.body`)}</p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Section>
      </HydrateWhenNear>
    </>
  );
}
