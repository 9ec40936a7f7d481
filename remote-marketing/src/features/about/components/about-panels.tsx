import type { ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { InternalLink } from '../../../components/action-link/action-link';
import { Phrases } from '@site/shared/ui';
import { CardGrid, type IconName } from '@site/shared/ui/blocks';
import { CompanyStrength } from '../../../components/company-strength/company-strength';
import { DemoButton } from '../../../components/demo-button/demo-button';
import { PartnerCategories } from '../../../components/partner-categories/partner-categories';
import { BUSINESS_LINES } from '../../../config/business-lines';
import { COMPANY_STRENGTH, EXTENSION_RELEASES } from '../../../config/facts';
import { ROUTES } from '../../../config/routes';
import { formatIsoDate, formatIsoMonth, formatNumber } from '../../../lib/intl';
import type { AboutSection } from '../utils/section-from-query';
import { StageList } from './stage-list';
import styles from './about-panels.module.css';

interface PanelProps {
  lang: RouteLang;
  navigate: (to: string) => void;
}

function PanelHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <header className={styles.header}>
      <h2 className={styles.heading}><Phrases>{title}</Phrases></h2>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}

function AboutPanel({ lang }: PanelProps) {
  const { t } = useTranslation(['about', 'marketing']);
  const paragraphs = t('about.body', { returnObjects: true }) as string[];
  return (
    <>
      <PanelHeading title={t('about.title')} lead={t('about.lead')} />
      <div className={styles.prose}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <h3 className={styles.subheading}>{t('about.linesHeading')}</h3>
      <CardGrid
        columns={4}
        items={BUSINESS_LINES.map((line) => ({
          key: line.key,
          title: t(`marketing:lines.${line.key}.name`),
          body: <p>{t(`marketing:lines.${line.key}.summary`)}</p>,
          action: (
            <InternalLink to={line.route} variant="text">
              {t('about.linesMore', { name: t(`marketing:lines.${line.key}.name`) })}
            </InternalLink>
          ),
        }))}
      />
      <h3 className={styles.subheading}>{t('about.strengthHeading')}</h3>
      <CompanyStrength lang={lang} />
    </>
  );
}

const STAGES = ['roots', 'international', 'digitalTrade', 'payments', 'travel', 'today'] as const;

/** The figures the last stages quote, formatted for the language. */
function stageValues(lang: RouteLang): Record<string, string> {
  const strength = Object.fromEntries(COMPANY_STRENGTH.map((item) => [item.key, formatNumber(item.value, lang)]));
  return {
    version: EXTENSION_RELEASES.latest.version,
    date: formatIsoDate(EXTENSION_RELEASES.latest.date, lang),
    core: strength.coreEnterprises ?? '',
    institutions: strength.financialInstitutions ?? '',
    smes: strength.smallEnterprises ?? '',
    provinces: strength.provinces ?? '',
    countries: strength.countries ?? '',
    industries: strength.industries ?? '',
  };
}

function MilestonesPanel({ lang }: PanelProps) {
  const { t } = useTranslation('about');
  const values = stageValues(lang);
  return (
    <>
      <PanelHeading title={t('milestones.title')} lead={t('milestones.lead')} />
      <StageList
        stages={STAGES.map((key, i) => ({
          key,
          // Its place in the sequence, and its month where the record dates it (the travel stage: the extension's release).
          label:
            key === 'travel'
              ? t('milestones.stageDated', { number: i + 1, total: STAGES.length, period: formatIsoMonth(EXTENSION_RELEASES.latest.date, lang) })
              : t('milestones.stage', { number: i + 1, total: STAGES.length }),
          title: t(`milestones.stages.${key}.title`),
          body: t(`milestones.stages.${key}.body`, values),
        }))}
      />
    </>
  );
}

function PartnersPanel() {
  const { t } = useTranslation('about');
  const ways = t('partners.ways', { returnObjects: true }) as string[];
  return (
    <>
      <PanelHeading title={t('partners.title')} lead={t('partners.lead')} />
      <PartnerCategories />
      <h3 className={styles.subheading}>{t('partners.waysHeading')}</h3>
      <ul className={styles.ways}>
        {ways.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className={styles.actions}>
        <InternalLink to={ROUTES.contact} variant="secondary">
          {t('partners.contact')}
        </InternalLink>
      </p>
    </>
  );
}

const TECHNOLOGY: readonly { key: string; icon: IconName }[] = [
  { key: 'ai', icon: 'spark' },
  { key: 'blockchain', icon: 'link' },
  { key: 'dataCollection', icon: 'layers' },
  { key: 'api', icon: 'code' },
  { key: 'controls', icon: 'lock' },
  { key: 'rates', icon: 'exchange' },
];

function TechnologyPanel() {
  const { t } = useTranslation('about');
  return (
    <>
      <PanelHeading title={t('technology.title')} lead={t('technology.lead')} />
      <CardGrid
        items={TECHNOLOGY.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`technology.items.${key}.title`),
          body: <p>{t(`technology.items.${key}.body`)}</p>,
        }))}
      />
      <p className={styles.actions}>
        <InternalLink to={ROUTES.developerTools} variant="secondary">
          {t('technology.apiLink')}
        </InternalLink>
        <DemoButton product="DIGITAL_TRADE" subject={t('technology.demoSubject')} />
      </p>
    </>
  );
}

const PANELS: Record<AboutSection, (props: PanelProps) => ReactNode> = {
  about: AboutPanel,
  milestones: MilestonesPanel,
  partners: PartnersPanel,
  technology: TechnologyPanel,
};

export interface AboutPanelProps extends PanelProps {
  section: AboutSection;
}

/** The content of one About tab. */
export function AboutPanelContent({ section, ...props }: AboutPanelProps) {
  const Panel = PANELS[section];
  return <Panel {...props} />;
}
