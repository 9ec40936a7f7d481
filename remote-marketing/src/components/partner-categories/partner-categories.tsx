import { useTranslation } from '@site/shared/i18n';
import { CardGrid, type IconName } from '@site/shared/ui/blocks';

/** Who we work with, by kind (no names or logos: none are published). */
const CATEGORIES: readonly { key: string; icon: IconName }[] = [
  { key: 'banks', icon: 'bank' },
  { key: 'marketplaces', icon: 'store' },
  { key: 'logistics', icon: 'truck' },
  { key: 'travel', icon: 'plane' },
];

export interface PartnerCategoriesProps {
  surface?: 'white' | 'tinted';
}

/** The partner tiles of Home and About: one card per kind of partner. */
export function PartnerCategories({ surface = 'white' }: PartnerCategoriesProps) {
  const { t } = useTranslation('marketing');
  return (
    <CardGrid
      columns={4}
      surface={surface}
      items={CATEGORIES.map(({ key, icon }) => ({
        key,
        icon,
        title: t(`partners.${key}.title`),
        body: <p>{t(`partners.${key}.body`)}</p>,
      }))}
    />
  );
}
