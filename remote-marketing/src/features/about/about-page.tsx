import { useTranslation } from '@site/shared/i18n';
import { PageHero } from '../../components/page-hero/page-hero';
import type { PageProps } from '../../lib/page-props';
import { AboutPanelContent } from './components/about-panels';
import { Tabs } from './components/tabs';
import { ABOUT_SECTIONS, aboutPath, sectionIndexFromQuery } from './utils/section-from-query';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `about` of the routes namespace; in the Company menu, and each of its tabs in the footer. */
export const handle: PageHandle = {
  head: { key: 'about' },
  indexable: true,
  nav: [
    { group: 'company', order: 10 },
    // The footer opens each of the page's four tabs.
    { group: 'footerAbout', order: 10, query: 'id=1', label: 'nav.aboutUs' },
    { group: 'footerAbout', order: 20, query: 'id=2', label: 'nav.milestones' },
    { group: 'footerAbout', order: 30, query: 'id=3', label: 'nav.partners' },
    { group: 'footerAbout', order: 40, query: 'id=4', label: 'nav.technology' },
  ],
};

/** About: four sections as tabs, the selected one named by `?id=1..4`. */
export default function AboutPage({ lang, query, navigate }: PageProps) {
  const { t } = useTranslation('about');
  const selectedIndex = sectionIndexFromQuery(query.id);
  const section = ABOUT_SECTIONS[selectedIndex] ?? 'about';
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={<p>{t('hero.lead')}</p>} />
      <Tabs
        label={t('tabs.label')}
        tabs={ABOUT_SECTIONS.map((key, index) => ({ key, label: t(`tabs.${key}`), to: aboutPath(index) }))}
        selectedIndex={selectedIndex}
        onSelect={(index) => navigate(aboutPath(index))}
      >
        <AboutPanelContent section={section} lang={lang} navigate={navigate} />
      </Tabs>
    </>
  );
}
