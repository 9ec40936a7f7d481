import { useTranslation } from '@site/shared/i18n';
import { CardGrid, type IconName, Section } from '@site/shared/ui/blocks';
import { RefundSteps } from '../../../components/refund-steps';

/** The home sections that are a heading, a lead and cards; each is its data (ids and icons) plus copy. */
const FUNCTIONS: readonly { id: string; icon: IconName }[] = [
  { id: 'gather', icon: 'documents' },
  { id: 'match', icon: 'match' },
  { id: 'precheck', icon: 'shieldCheck' },
  { id: 'track', icon: 'track' },
  { id: 'remind', icon: 'bell' },
  { id: 'funding', icon: 'coins' },
];
const COOPERATION: readonly { id: string; icon: IconName }[] = [
  { id: 'self', icon: 'user' },
  { id: 'assisted', icon: 'team' },
  { id: 'partner', icon: 'handshake' },
];
const RESOURCES: readonly { id: string; icon: IconName }[] = [
  { id: 'group', icon: 'building' },
  { id: 'institutions', icon: 'bank' },
  { id: 'crossBorder', icon: 'globe' },
  { id: 'expertise', icon: 'team' },
];
const SHAREHOLDERS: readonly { id: string; icon: IconName }[] = [
  { id: 'listedGroup', icon: 'building' },
  { id: 'industry', icon: 'handshake' },
  { id: 'finance', icon: 'bank' },
];

/** The refund guide flow. */
export function RefundGuide() {
  const { t } = useTranslation();
  return (
    <Section centered heading={t('guide.title')} intro={t('guide.lead')}>
      <RefundSteps />
    </Section>
  );
}

/** Key functions. */
export function KeyFunctions() {
  const { t } = useTranslation();
  const items = FUNCTIONS.map(({ id, icon }) => ({
    key: id,
    icon,
    title: t(`home.functions.items.${id}.title`),
    body: t(`home.functions.items.${id}.body`),
  }));
  return (
    <Section centered heading={t('home.functions.title')} intro={t('home.functions.lead')} tone="alt">
      <CardGrid items={items} surface="tinted" />
    </Section>
  );
}

/** Cooperation modes. */
export function CooperationModes() {
  const { t } = useTranslation();
  const items = COOPERATION.map(({ id, icon }) => ({
    key: id,
    icon,
    title: t(`home.cooperation.items.${id}.title`),
    meta: t(`home.cooperation.items.${id}.audience`),
    body: t(`home.cooperation.items.${id}.body`),
  }));
  return (
    <Section centered heading={t('home.cooperation.title')} intro={t('home.cooperation.lead')}>
      <CardGrid items={items} surface="alt" />
    </Section>
  );
}

/** Resource advantages. */
export function ResourceAdvantages() {
  const { t } = useTranslation();
  const items = RESOURCES.map(({ id, icon }) => ({
    key: id,
    icon,
    title: t(`home.resources.items.${id}.title`),
    body: t(`home.resources.items.${id}.body`),
  }));
  return (
    <Section centered heading={t('home.resources.title')} intro={t('home.resources.lead')} tone="alt">
      <CardGrid items={items} columns={4} surface="tinted" />
    </Section>
  );
}

/** Shareholders: the kind of shareholder and what it brings, without names the company has not published. */
export function Shareholders() {
  const { t } = useTranslation();
  const items = SHAREHOLDERS.map(({ id, icon }) => ({
    key: id,
    icon,
    title: t(`home.shareholders.items.${id}.title`),
    body: t(`home.shareholders.items.${id}.body`),
  }));
  return (
    <Section centered heading={t('home.shareholders.title')} intro={t('home.shareholders.lead')} tone="alt">
      <CardGrid items={items} surface="tinted" />
    </Section>
  );
}
