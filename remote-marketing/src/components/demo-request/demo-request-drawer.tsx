import { useReducer, useState } from 'react';
import type { FinancingEstimate } from '@site/shared/financing';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { Button, Dialog } from '@site/shared/ui';
import type { ProductKey } from './demo-request-context';
import { demoFormReducer, initialDemoForm } from './demo-form-reducer';
import { DemoForm } from './demo-form';
import { EstimateSummary } from './estimate-summary';
import { useLeadLookups } from './hooks/use-lead-lookups';
import { FormSuccess } from '../form-success/form-success';

export interface DemoRequestDrawerProps {
  open: boolean;
  /** The product the drawer was opened for, preset in interestedProduct. */
  product: ProductKey | undefined;
  /** Figures the visitor chose to share from a calculator, shown above the form and sent with it. */
  estimate?: FinancingEstimate | undefined;
  /** Changes on every open, so each opening starts a fresh form. */
  session: number;
  onClose: () => void;
  /** The language of the parcel the drawer opens in (its `lang` prop). */
  lang: RouteLang;
}

function DemoSuccess({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('forms');
  return <FormSuccess title={t('demo.successTitle')} body={t('demo.success')} focusOnMount action={<Button onClick={onClose}>{t('demo.close')}</Button>} />;
}

/**
 * The Watch-a-Demo side drawer: the form, then the thank-you message with Close.
 * The shared Dialog locks page scroll, keeps focus inside and closes on Escape. Closing, by any
 * way, resets the form to init and clears it.
 */
export function DemoRequestDrawer({ open, product, estimate, session, onClose, lang }: DemoRequestDrawerProps) {
  const { t } = useTranslation('forms');
  const [state, dispatch] = useReducer(demoFormReducer, product, initialDemoForm);
  // Its lists load as the drawer first opens, in the browser (the drawer never renders on the server).
  const lookups = useLeadLookups(lang);
  const [openedSession, setOpenedSession] = useState(session);
  if (openedSession !== session) {
    // A new opening: start from a fresh form before anything is shown.
    setOpenedSession(session);
    dispatch({ type: 'open', product });
  }

  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };

  return (
    <Dialog variant="drawer" open={open} onClose={close} title={t('demo.title')}>
      {state.status === 'succ' ? (
        <DemoSuccess onClose={close} />
      ) : (
        <>
          {estimate && <EstimateSummary estimate={estimate} />}
          <DemoForm state={state} dispatch={dispatch} estimate={estimate} lang={lang} lookups={lookups} />
        </>
      )}
    </Dialog>
  );
}
