import { useTranslation } from '@site/shared/i18n';
import { HydrateWhenNear } from '@site/shared/motion';
import { InternalLink } from '../../components/action-link/action-link';
import { CardGrid, type IconName, Section } from '@site/shared/ui/blocks';
import { CompanyStrength } from '../../components/company-strength/company-strength';
import { FxWidget } from '../../components/fx-widget/fx-widget';
import { PartnerCategories } from '../../components/partner-categories/partner-categories';
import { BUSINESS_LINES } from '../../config/business-lines';
import { ROUTES } from '../../config/routes';
import type { PageProps } from '../../lib/page-props';
import { HeroCarousel } from './components/hero-carousel';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `home` of the routes namespace. */
export const handle: PageHandle = { head: { key: 'home' }, indexable: true };

const INTRO_BLOCKS: readonly { key: string; icon: IconName }[] = [
  { key: 'group', icon: 'building' },
  { key: 'offices', icon: 'globe' },
  { key: 'customers', icon: 'users' },
];

const LINE_ICONS: Record<string, IconName> = { paymentFx: 'exchange', digitalTrade: 'document', digitalFinance: 'chart', internationalTrade: 'truck' };

/** Home: banner, intro, business lines, exchange rates, partners and strength. */
export default function HomePage({ lang, navigate }: PageProps) {
  const { t } = useTranslation(['home', 'marketing']);
  return (
    <>
      <HeroCarousel lines={BUSINESS_LINES} />

      {/* Below the banner: each section comes to life as the visitor nears it (docs/performance.md). */}
      <HydrateWhenNear>
        <Section heading={t('intro.heading')} intro={<p>{t('intro.lead')}</p>}>
          <CardGrid
            items={INTRO_BLOCKS.map(({ key, icon }) => ({
              key,
              icon,
              title: t(`intro.blocks.${key}.title`),
              body: <p>{t(`intro.blocks.${key}.body`)}</p>,
            }))}
          />
        </Section>
      </HydrateWhenNear>

      <HydrateWhenNear>
        <Section tone="alt" heading={t('lines.heading')} intro={<p>{t('lines.lead')}</p>}>
          <CardGrid
            columns={4}
            surface="tinted"
            items={BUSINESS_LINES.map((line) => {
              const name = t(`marketing:lines.${line.key}.name`);
              return {
                key: line.key,
                icon: LINE_ICONS[line.key],
                title: name,
                body: <p>{t(`marketing:lines.${line.key}.summary`)}</p>,
                action: (
                  <InternalLink to={line.route} variant="text">
                    {t('lines.more', { name })}
                  </InternalLink>
                ),
              };
            })}
          />
        </Section>
      </HydrateWhenNear>

      <HydrateWhenNear>
        <Section heading={t('rates.heading')} intro={<p>{t('rates.lead')}</p>}>
          <FxWidget variant="home" lang={lang} navigate={navigate} />
        </Section>
      </HydrateWhenNear>

      <HydrateWhenNear>
        <Section tone="alt" heading={t('partners.heading')} intro={<p>{t('partners.lead')}</p>}>
          <PartnerCategories surface="tinted" />
        </Section>
      </HydrateWhenNear>

      <HydrateWhenNear>
        <Section tone="dark" heading={t('capability.heading')} intro={<p>{t('capability.lead')}</p>}>
          <CompanyStrength lang={lang} tone="dark" />
          <p>
            <InternalLink to={`${ROUTES.about}?id=1`} variant="outlineLight">
              {t('capability.more')}
            </InternalLink>
          </p>
        </Section>
      </HydrateWhenNear>
    </>
  );
}
