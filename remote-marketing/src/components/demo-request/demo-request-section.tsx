import { useReducer } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { useFormOutcome } from '@site/shared/parcel';
import { Section } from '@site/shared/ui/blocks';
import { DEMO_REQUEST_FORM, DemoForm } from './demo-form';
import { demoFormFromOutcome, demoFormReducer } from './demo-form-reducer';
import type { DemoFormValues } from './demo-form-rules';
import styles from './demo-request.module.css';
import { DEMO_REQUEST_SECTION_ID } from './section-id';

const SECTION_ID = DEMO_REQUEST_SECTION_ID;

/**
 * The demo request as a page's section, for a browser without JavaScript, whose Watch-a-Demo
 * button cannot open the drawer: the same form, its lists rendered by the site's server, posted to
 * the page (docs/composition.md, "Forms without JavaScript"). Its first state is the post's outcome.
 */
function DemoRequestSection({ lang }: { lang: RouteLang }) {
  const { t } = useTranslation('forms');
  const outcome = useFormOutcome<Partial<DemoFormValues>>(DEMO_REQUEST_FORM);
  const [state, dispatch] = useReducer(demoFormReducer, outcome, demoFormFromOutcome);
  return (
    <Section heading={t('demo.title')} headingId={SECTION_ID} narrow>
      {state.status === 'succ' ? (
        <p role="status" className={styles.successText}>
          {t('demo.success')}
        </p>
      ) : (
        <DemoForm state={state} dispatch={dispatch} lang={lang} withoutScript action={`#${SECTION_ID}`} />
      )}
    </Section>
  );
}

/**
 * Rendered only where scripts do not run: the server writes it into the page, and a browser with
 * JavaScript neither shows nor hydrates it (its Watch-a-Demo button opens the drawer as before).
 */
export function DemoRequestWithoutScript({ lang }: { lang: RouteLang }) {
  return (
    <noscript>
      <DemoRequestSection lang={lang} />
    </noscript>
  );
}
