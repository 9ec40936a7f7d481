import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent, type JSX } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { ApiError, browserApi } from '@site/shared/api';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { FORM_NAME_FIELD } from '@site/shared/parcel';
import { Button, SiteLink } from '@site/shared/ui';
import { FormField } from '@site/shared/ui/blocks';
import { saveEnquiry } from '../api/save-enquiry';
import { useEnquiryData } from '../loaders';
import { formatAmountInput, formatCny, parseAmount } from '../utils/amount';
import { enquiryFormFromOutcome, enquiryFormReducer, type EnquiryFieldError } from '../utils/enquiry-form-reducer';
import { type EnquiryField, toEnquiryRequest } from '../utils/enquiry-rules';
import { FormSuccess } from '../../../components/form-success/form-success';
import styles from './enquiry-form.module.css';

export interface EnquiryFormProps {
  lang: RouteLang;
  /** Where a post without JavaScript lands: the form's own section (`#enquiry`), so the answer opens at the form. */
  action?: string;
}

type FocusTarget = 'invalid' | 'sent' | 'first';

/** The form's name in its post without JavaScript (the International Trade page's action). */
export const ENQUIRY_FORM = 'enquiry';

/** What a failed call tells the visitor: the server's own (localized) message when it answered. */
export function serverMessage(error: unknown): { field?: string | undefined; message?: string | undefined } {
  if (!(error instanceof ApiError) || error.status === undefined || error.code === 'BAD_RESPONSE') return {};
  return { field: error.field, message: error.message };
}

/**
 * The International Trade enquiry, sent to trade-finance collect/save. Every field is
 * required; a field is checked when it loses focus after being typed in and all are checked on
 * submit, which takes the visitor to the first one to correct and announces it. Part of the
 * International Trade page: its business types are the page's loader's.
 */
export function EnquiryForm({ lang, action }: EnquiryFormProps) {
  const { t } = useTranslation('forms');
  const locale = toI18nLang(lang);
  // The page's business types (its loader's), and, posted without JavaScript, the post's outcome the
  // page comes back with: the visitor's values, errors or the sent state.
  const { businessTypes, outcome } = useEnquiryData();
  const [state, dispatch] = useReducer(enquiryFormReducer, outcome, enquiryFormFromOutcome);
  const [focus, setFocus] = useState<{ target: FocusTarget; request: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const { values, errors, status, failure } = state;

  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'sent') sentRef.current?.focus();
    else if (focus.target === 'first') formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focus]);
  const requestFocus = (target: FocusTarget) => setFocus((current) => ({ target, request: (current?.request ?? 0) + 1 }));

  if (status === 'sent') {
    return (
      <FormSuccess
        title={t('enquiry.sent.title')}
        body={t('enquiry.sent.body')}
        headingRef={sentRef}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              dispatch({ type: 'reset' });
              requestFocus('first');
            }}
          >
            {t('enquiry.sent.another')}
          </Button>
        }
      />
    );
  }

  const message = (error: EnquiryFieldError | undefined) => (!error ? undefined : error.kind === 'rule' ? t(error.key, { max: formatCny(1e12, locale) }) : error.message);
  const field = (name: EnquiryField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => dispatch({ type: 'change', field: name, value: event.target.value }),
    onBlur: () => dispatch({ type: 'blur', field: name }),
  });
  const labelled = (name: EnquiryField, control: JSX.Element, hint?: string) => (
    <FormField label={t(`enquiry.fields.${name}.label`)} required error={message(errors[name])} {...(hint ? { hint } : {})}>
      {control}
    </FormField>
  );

  const amount = parseAmount(values.quarterlyFxAmountCny);
  const amountHint = amount !== undefined && amount > 0 ? t('enquiry.fields.quarterlyFxAmountCny.preview', { amount: formatCny(amount, locale) }) : t('enquiry.fields.quarterlyFxAmountCny.hint');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = enquiryFormReducer(state, { type: 'submit' });
    dispatch({ type: 'submit' });
    if (next === state) return;
    if (next.status !== 'sending') {
      requestFocus('invalid');
      return;
    }
    const { attempt } = next;
    saveEnquiry(browserApi, toEnquiryRequest(next.values), lang).then(
      () => {
        dispatch({ type: 'succeeded', attempt });
        requestFocus('sent');
      },
      (error: unknown) => {
        const answer = serverMessage(error);
        dispatch({ type: 'failed', attempt, ...answer });
        if (answer.field) requestFocus('invalid');
      },
    );
  };

  return (
    // Without JavaScript the browser posts it to the page's own address (no action: the document's), and the site's server runs it.
    <form ref={formRef} className={styles.form} method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={status === 'sending' || undefined}>
      <input type="hidden" name={FORM_NAME_FIELD} value={ENQUIRY_FORM} />
      <p className={styles.note}>{t('enquiry.allRequired')}</p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('enquiry.groups.company')}</legend>
        <div className={styles.grid}>
          {labelled('companyName', <input {...field('companyName')} type="text" autoComplete="organization" maxLength={200} />)}
          {labelled(
            'usci',
            <input {...field('usci')} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={22} className={styles.code} />,
            t('enquiry.fields.usci.hint'),
          )}
          <div>
            {labelled(
              'businessType',
              <select {...field('businessType')} disabled={businessTypes.status !== 'ready'} data-empty={values.businessType === '' || undefined}>
                <option value="">{businessTypes.status === 'loading' ? t('enquiry.loadingOptions') : t('enquiry.fields.businessType.placeholder')}</option>
                {businessTypes.status === 'ready' &&
                  businessTypes.options.map((option) => (
                    <option key={option.dictKey} value={option.dictKey}>
                      {option.displayName}
                    </option>
                  ))}
              </select>,
            )}
            {businessTypes.status === 'error' && (
              <div role="alert" className={styles.lookupFailed}>
                <span>{t('enquiry.businessTypesFailed')}</span>
                <Button variant="ghost" onClick={businessTypes.retry}>
                  {t('enquiry.retry')}
                </Button>
              </div>
            )}
          </div>
          {labelled('city', <input {...field('city')} type="text" autoComplete="address-level2" maxLength={100} />)}
          {labelled(
            'establishmentYears',
            <input {...field('establishmentYears')} type="text" inputMode="numeric" autoComplete="off" maxLength={3} />,
            t('enquiry.fields.establishmentYears.hint'),
          )}
          {labelled(
            'quarterlyFxAmountCny',
            <input
              {...field('quarterlyFxAmountCny')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={24}
              onBlur={() => {
                // Read back what was typed with the language's grouping: 12000000 → 12,000,000.
                if (amount !== undefined) dispatch({ type: 'change', field: 'quarterlyFxAmountCny', value: formatAmountInput(amount, locale) });
                dispatch({ type: 'blur', field: 'quarterlyFxAmountCny' });
              }}
            />,
            amountHint,
          )}
          <div className={styles.wide}>
            {labelled('mainBusiness', <textarea {...field('mainBusiness')} rows={3} maxLength={500} />, t('enquiry.fields.mainBusiness.hint'))}
          </div>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('enquiry.groups.contact')}</legend>
        <div className={styles.grid}>
          {labelled('contactPerson', <input {...field('contactPerson')} type="text" autoComplete="name" maxLength={50} />)}
          {labelled('contactNo', <input {...field('contactNo')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={20} />, t('enquiry.fields.contactNo.hint'))}
          {labelled('businessEmail', <input {...field('businessEmail')} type="email" inputMode="email" autoComplete="email" maxLength={255} />)}
        </div>
      </fieldset>
      <div role="alert" className={failure ? styles.failure : undefined}>
        {failure?.kind === 'invalid' && <p>{t('enquiry.invalid')}</p>}
        {failure?.kind === 'send' && (
          <>
            <p>{t('enquiry.failed')}</p>
            {failure.message && <p className={styles.serverMessage}>{failure.message}</p>}
          </>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={status === 'sending'}>
          {t('enquiry.submit')}
        </Button>
        <p className={styles.privacy}>
          {t('enquiry.privacy')}{' '}
          <SiteLink to="/policy">
            {t('enquiry.privacyLink')}
          </SiteLink>
        </p>
      </div>
    </form>
  );
}
