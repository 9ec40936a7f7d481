import { useTranslation } from '@site/shared/i18n';
import type { PageHandle } from '@site/shared/pages';
import { DEMO_REQUEST_FORM } from '../../components/demo-request/demo-form';
import { DemoRequestSection } from '../../components/demo-request/demo-request-section';
import { demoRequestOutcome } from '../../components/demo-request/server/demo-request-action';
import { PageHero } from '../../components/page-hero/page-hero';
import { formAction } from '../../lib/form-action';
import type { PageProps } from '../../lib/page-props';
import { useDemoRequestLookups, useDemoRequestOutcome } from './loaders';

export { demoRequestLoader as loader } from './loaders';

/** The demo request posted without JavaScript, with the post's own api client (lib/form-action.ts). */
export const action = formAction(DEMO_REQUEST_FORM, demoRequestOutcome);

/** Its head is `demoRequest` of the routes namespace. Kept from search engines: with JavaScript the buttons' drawer is the demo request. */
export const handle: PageHandle = { head: { key: 'demoRequest' } };

/**
 * The Watch-a-Demo form as a page: where every Watch-a-Demo button leads a browser without
 * JavaScript, which could open no drawer. Rendered by the site's server with the form's lists (its
 * loader), and posted to itself (its action).
 */
export default function DemoRequestPage({ lang }: PageProps) {
  const { t } = useTranslation('forms');
  const lookups = useDemoRequestLookups();
  const outcome = useDemoRequestOutcome();
  return (
    <>
      <PageHero title={t('demo.title')} lead={<p>{t('demo.intro')}</p>} />
      <DemoRequestSection lang={lang} lookups={lookups} outcome={outcome} />
    </>
  );
}
