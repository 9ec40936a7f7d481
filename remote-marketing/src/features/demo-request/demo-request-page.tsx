import { useTranslation } from '@site/shared/i18n';
import { DemoRequestSection } from '../../components/demo-request/demo-request-section';
import { PageHero } from '../../components/page-hero/page-hero';
import type { PageProps } from '../../lib/page-props';

/**
 * The Watch-a-Demo form as a page: where every Watch-a-Demo button leads a browser without
 * JavaScript, which could open no drawer. Rendered by the site's server with the form's lists, and
 * posted to itself (docs/composition.md, "Forms without JavaScript").
 */
export default function DemoRequestPage({ lang }: PageProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <PageHero title={t('demo.title')} lead={<p>{t('demo.intro')}</p>} />
      <DemoRequestSection lang={lang} />
    </>
  );
}
