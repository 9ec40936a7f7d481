import { useReducer } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import type { FormOutcome } from '@site/shared/parcel';
import { Section } from '@site/shared/ui/blocks';
import { DemoForm } from './demo-form';
import { demoFormFromOutcome, demoFormReducer } from './demo-form-reducer';
import type { DemoFormValues } from './demo-form-rules';
import type { LeadLookupsState } from './hooks/use-lead-lookups';
import { FormSuccess } from '../form-success/form-success';

/** The id of the section's heading: the answer to a post opens the page there. */
export const DEMO_REQUEST_SECTION_ID = 'demo-request';

/**
 * The demo request as a page's section (the demo request page, where a Watch-a-Demo button leads
 * without JavaScript): the drawer's form with controls that need no script, its lists rendered by
 * the site's server (the page's loader), posted to the page's action (docs/pages.md, "Forms without
 * JavaScript"). Its first state is the post's outcome; with JavaScript it sends through the api as
 * the drawer does. The page's hero says what the drawer's intro says.
 */
export function DemoRequestSection({ lang, lookups, outcome }: { lang: RouteLang; lookups: LeadLookupsState; outcome: FormOutcome<Partial<DemoFormValues>> | undefined }) {
  const { t } = useTranslation('forms');
  const [state, dispatch] = useReducer(demoFormReducer, outcome, demoFormFromOutcome);
  return (
    <Section heading={t('demo.page.formHeading')} headingId={DEMO_REQUEST_SECTION_ID} narrow>
      {state.status === 'succ' ? (
        <FormSuccess title={t('demo.successTitle')} body={t('demo.success')} />
      ) : (
        <DemoForm state={state} dispatch={dispatch} lang={lang} lookups={lookups} withoutScript intro={false} action={`#${DEMO_REQUEST_SECTION_ID}`} />
      )}
    </Section>
  );
}
