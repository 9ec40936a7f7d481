import { useEffect, useRef, type FormEvent, type HTMLAttributes } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { Trans } from '@site/shared/i18n/trans';
import { FORM_NAME_FIELD } from '@site/shared/parcel';
import { Button } from '@site/shared/ui';
import { FormField } from '@site/shared/ui/blocks';
import { MainSiteLink } from '../../../components/micro-link';
import { Toast } from '../../../components/toast';
import { APPLICATION_FORM_ID } from '../../../config/anchors';
import { MAIN_SITE } from '../../../config/site';
import { useApplicationForm, type FieldError } from '../hooks/use-application-form';
import { useBusinessTypes } from '../hooks/use-business-types';
import { useApplicationData } from '../loaders';
import type { ApplicationField } from '../utils/application-rules';
import styles from './application-form.module.css';

interface TextFieldConfig {
  field: Exclude<ApplicationField, 'businessType'>;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The api's length limits where it has them; names are left open so the length message can show. */
  maxLength?: number;
  wide?: boolean;
}

const TEXT_FIELDS: readonly TextFieldConfig[] = [
  { field: 'firstName', autoComplete: 'family-name' },
  { field: 'lastName', autoComplete: 'given-name' },
  { field: 'businessEmail', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 255 },
  { field: 'contactNo', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  { field: 'companyName', autoComplete: 'organization', maxLength: 200, wide: true },
  { field: 'usci', autoComplete: 'off', maxLength: 18, wide: true },
];

/** The form's name in its post without JavaScript (the site's server hands it to the page's action, features/application/loaders.ts). */
export const APPLICATION_FORM = 'application';

export interface ApplicationFormProps {
  /** The id of the heading that names this form. */
  labelledBy: string;
  /** The channel the visitor came from, from the URL query. */
  channelId: string | undefined;
  submitLabel: string;
}

/** The export-refund trial application. */
export function ApplicationForm({ labelledBy, channelId, submitLabel }: ApplicationFormProps) {
  const { t } = useTranslation();
  const loaded = useApplicationData();
  const form = useApplicationForm(channelId, loaded.outcome);
  const businessTypes = useBusinessTypes(loaded.businessTypes);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const anotherRef = useRef(false);

  // The visitor is at the bottom of the form: the panel takes its place and gets focus, and a
  // fresh form gets focus back on its first field.
  useEffect(() => {
    if (form.submitted) doneRef.current?.focus();
    else if (anotherRef.current) {
      const first = formRef.current?.elements.namedItem('firstName');
      if (first instanceof HTMLElement) first.focus();
    }
  }, [form.submitted]);

  const message = (error: FieldError | undefined) => (error ? ('key' in error ? t(error.key) : error.text) : undefined);

  const focusField = (field: ApplicationField) => {
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = await form.submit();
    if (failed) focusField(failed);
  };

  const toast = form.notice && (
    <Toast
      tone={form.notice.tone}
      message={form.notice.tone === 'success' ? t('form.success') : (form.notice.message ?? t('form.failed'))}
      onDismiss={form.dismissNotice}
    />
  );

  if (form.submitted) {
    return (
      <>
        <div id={APPLICATION_FORM_ID} className={styles.done}>
          <h3 ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
            <span className={styles.doneIcon} aria-hidden="true">✓</span>
            {t('form.done.title')}
          </h3>
          <p>{t('form.done.body')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              anotherRef.current = true;
              form.startAnother();
            }}
          >
            {t('form.done.another')}
          </Button>
        </div>
        {toast}
      </>
    );
  }

  return (
    <>
      {/* Without JavaScript the browser posts it to the page's own address with its query, and the site's server runs it; the answer opens at the form. */}
      <form id={APPLICATION_FORM_ID} ref={formRef} className={styles.form} aria-labelledby={labelledBy} method="post" action={`#${APPLICATION_FORM_ID}`} noValidate onSubmit={onSubmit}>
        <input type="hidden" name={FORM_NAME_FIELD} value={APPLICATION_FORM} />
        <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
        <div className={styles.grid}>
          {TEXT_FIELDS.map(({ field, type = 'text', autoComplete, inputMode, maxLength, wide }) => (
            <div key={field} className={wide ? styles.wide : undefined}>
              <FormField label={t(`form.fields.${field}.label`)} error={message(form.errors[field])} required>
                <input
                  name={field}
                  type={type}
                  autoComplete={autoComplete}
                  inputMode={inputMode}
                  maxLength={maxLength}
                  spellCheck={field === 'usci' ? false : undefined}
                  autoCapitalize={field === 'usci' ? 'characters' : undefined}
                  placeholder={t(`form.fields.${field}.placeholder`)}
                  value={form.values[field]}
                  onChange={(event) => form.change(field, event.target.value)}
                  onBlur={() => form.blur(field)}
                />
              </FormField>
            </div>
          ))}
          <div className={styles.wide}>
            <FormField
              label={t('form.fields.businessType.label')}
              error={message(form.errors.businessType)}
              hint={businessTypes.status === 'error' ? t('form.businessTypesFailed') : undefined}
              required
            >
              <select
                name="businessType"
                value={form.values.businessType}
                aria-busy={businessTypes.status === 'loading' || undefined}
                onChange={(event) => form.change('businessType', event.target.value)}
              >
                <option value="">{businessTypes.status === 'loading' ? t('form.businessTypesLoading') : t('form.fields.businessType.placeholder')}</option>
                {businessTypes.options.map((option) => (
                  <option key={option.dictKey} value={option.dictKey}>
                    {option.displayName}
                  </option>
                ))}
              </select>
            </FormField>
            {businessTypes.status === 'error' && (
              <Button variant="secondary" className={styles.retry} onClick={businessTypes.retry}>
                {t('form.businessTypesRetry')}
              </Button>
            )}
          </div>
        </div>
        <p className={styles.consent}>
          <Trans t={t} i18nKey="form.consent" components={{ policy: <MainSiteLink to={MAIN_SITE.policy} /> }} />
        </p>
        <Button type="submit" className={styles.submit} loading={form.submitting}>
          {form.submitting ? t('form.submitting') : submitLabel}
        </Button>
      </form>
      {toast}
    </>
  );
}
