import { useEffect, useRef, useState, type ChangeEvent, type Dispatch, type FormEvent } from 'react';
import { ApiError, browserApi } from '@site/shared/api';
import type { FinancingEstimate } from '@site/shared/financing';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { FORM_NAME_FIELD } from '@site/shared/parcel';
import { AreaCodeCombobox } from '@site/shared/forms';
import { Button, RegionError, RegionLoading, useSiteHref } from '@site/shared/ui';
import { FormField } from '@site/shared/ui/blocks';
import type { LeadRequest } from './api/lead-types';
import { submitLead } from './api/submit-lead';
import { demoFormReducer, type DemoFormAction, type DemoFormState, type FieldError } from './demo-form-reducer';
import { type DemoField, type DemoFormValues, placeholderKey } from './demo-form-rules';
import type { LeadLookupsState } from './hooks/use-lead-lookups';
import { ProductPicker } from './product-picker';
import styles from './demo-request.module.css';

export interface DemoFormProps {
  state: DemoFormState;
  dispatch: Dispatch<DemoFormAction>;
  /** Figures from a calculator that the visitor agreed to share: sent with the request. */
  estimate?: FinancingEstimate | undefined;
  /** The parcel's language: the lists, the messages of the api and the policy link all speak it. */
  lang: RouteLang;
  /** Its option lists in `lang`: the drawer loads them as it opens, the demo request page has them from its loader. */
  lookups: LeadLookupsState;
  /**
   * The form a page shows, which a browser without JavaScript may post: the dial codes as a plain
   * select and the products' checkboxes open, so that every choice can be made and posted without a
   * script. With JavaScript the same controls fill the form's state, and it sends through the api.
   */
  withoutScript?: boolean;
  /** The intro above the fields: false where the page around the form already says it (its hero). */
  intro?: boolean;
  /** Where the form posts without JavaScript: by default the page's own address; `#id` adds where the answer opens. */
  action?: string;
}

/** The form's name in its post without JavaScript (the demo request page's action, features/demo-request/demo-request-page.tsx). */
export const DEMO_REQUEST_FORM = 'demo-request';

/** The posted field of the dial code chosen without JavaScript: the country's id in the dial-code list. */
export const AREA_CODE_ID_FIELD = 'areaCodeId';

/**
 * The body of potentialCust/newInsert from what the visitor typed, with the estimate
 * the visitor agreed to share when there is one (and no `estimate` key at all otherwise).
 */
export function toLeadRequest(values: DemoFormValues, estimate?: FinancingEstimate): LeadRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    jobTitle: values.jobTitle,
    businessEmail: values.businessEmail.trim(),
    areaCode: values.areaCode,
    areaName: values.areaName,
    contactNo: values.contactNo.trim(),
    interestedProduct: values.interestedProduct,
    companyName: values.companyName.trim(),
    businessType: values.businessType,
    country: values.country,
    ...(estimate ? { estimate } : {}),
  };
}

type TextField = 'firstName' | 'lastName' | 'businessEmail' | 'contactNo' | 'companyName';

/** The name's fields in English order: given name, then family name. */
const NAME_FIELDS: readonly { field: 'firstName' | 'lastName'; autoComplete: string }[] = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
];
type ChoiceField = 'jobTitle' | 'businessType' | 'country';

/** The Watch-a-Demo form, once its option lists are there (a loading state before, Retry after a failure). */
export function DemoForm({ state, dispatch, estimate, lang, lookups, withoutScript = false, intro = true, action }: DemoFormProps) {
  const { t } = useTranslation(['forms', 'marketing']);
  const policyHref = useSiteHref('/policy');
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const { values, errors, status } = state;

  useEffect(() => {
    // After a submit with broken rules, take the visitor to the first field to correct.
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
  }, [focusRequest]);

  if (lookups.status === 'loading') return <RegionLoading className={styles.loading} />;
  if (lookups.status === 'error') return <RegionError title={t('demo.lookupsFailed')} onRetry={lookups.retry} />;
  const { positions, products, businessTypes, countries, areaCodes } = lookups.lookups;

  const message = (error: FieldError | undefined) => (!error ? undefined : error.kind === 'rule' ? t(error.key) : error.message);
  const errorOf = (field: DemoField) => message(errors[field]);
  const label = (field: DemoField) => t(`demo.fields.${field}.label`);
  const placeholder = (field: DemoField) => t(placeholderKey(field));

  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    placeholder: placeholder(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => dispatch({ type: 'change', field, value: event.target.value }),
    onBlur: () => dispatch({ type: 'blur', field }),
  });
  const choice = (field: ChoiceField) => ({
    name: field,
    value: values[field],
    'data-empty': values[field] === '' || undefined,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => dispatch({ type: 'change', field, value: event.target.value }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = demoFormReducer(state, { type: 'submit' });
    dispatch({ type: 'submit' });
    // A second submit is ignored unless in init.
    if (next === state) return;
    if (next.status !== 'wait') {
      setFocusRequest((count) => count + 1);
      return;
    }
    const { attempt } = next;
    submitLead(browserApi, toLeadRequest(next.values, estimate), lang).then(
      () => dispatch({ type: 'succeeded', attempt }),
      (error: unknown) =>
        dispatch({ type: 'failed', attempt, field: error instanceof ApiError ? error.field : undefined, message: error instanceof ApiError ? error.message : undefined }),
    );
  };

  return (
    // Without JavaScript the browser posts it to the page's own address (no action: the document's), and the site's server runs it.
    <form ref={formRef} className={styles.form} method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={status === 'wait' || undefined}>
      <input type="hidden" name={FORM_NAME_FIELD} value={DEMO_REQUEST_FORM} />
      {intro && <p className={styles.intro}>{t('demo.intro')}</p>}
      <p className={styles.requiredNote}>{t('demo.requiredNote')}</p>
      {/* A name as its language writes it: in Chinese the family name (姓) comes first. */}
      {(lang === 'en_us' ? NAME_FIELDS : [...NAME_FIELDS].reverse()).map(({ field, autoComplete }) => (
        <FormField key={field} label={label(field)} required error={errorOf(field)}>
          <input {...text(field)} type="text" autoComplete={autoComplete} maxLength={50} />
        </FormField>
      ))}
      <FormField label={label('jobTitle')} required error={errorOf('jobTitle')}>
        <select {...choice('jobTitle')}>
          <option value="">{placeholder('jobTitle')}</option>
          {positions.map((option) => (
            <option key={option.dictKey} value={option.dictKey}>
              {option.displayName}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={label('businessEmail')} required error={errorOf('businessEmail')}>
        <input {...text('businessEmail')} type="email" autoComplete="email" inputMode="email" maxLength={255} />
      </FormField>
      <FormField label={label('areaCode')} required error={errorOf('areaCode')}>
        {withoutScript ? (
          <select
            name={AREA_CODE_ID_FIELD}
            defaultValue={areaCodes.find((entry) => entry.areaName === values.areaName)?.id ?? ''}
            data-empty={values.areaName === '' || undefined}
            onChange={(event) => {
              const area = areaCodes.find((entry) => entry.id === event.target.value);
              dispatch({ type: 'change', field: 'areaCode', value: { areaCode: area?.areaCode ?? '', areaName: area?.areaName ?? '' } });
            }}
          >
            <option value="">{placeholder('areaCode')}</option>
            {areaCodes.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.areaName}
              </option>
            ))}
          </select>
        ) : (
          <AreaCodeCombobox
            options={areaCodes}
            value={values.areaName}
            valueBy="areaName"
            placeholder={placeholder('areaCode')}
            onChange={(option) => dispatch({ type: 'change', field: 'areaCode', value: { areaCode: option.areaCode, areaName: option.areaName } })}
            onClear={() => dispatch({ type: 'change', field: 'areaCode', value: { areaCode: '', areaName: '' } })}
          />
        )}
      </FormField>
      <FormField label={label('contactNo')} required error={errorOf('contactNo')}>
        <input {...text('contactNo')} type="tel" autoComplete="tel-national" inputMode="numeric" maxLength={20} />
      </FormField>
      <ProductPicker
        label={label('interestedProduct')}
        placeholder={placeholder('interestedProduct')}
        products={products}
        value={values.interestedProduct}
        onChange={(value) => dispatch({ type: 'change', field: 'interestedProduct', value })}
        error={errorOf('interestedProduct')}
        open={withoutScript}
      />
      <FormField label={label('companyName')} required error={errorOf('companyName')}>
        <input {...text('companyName')} type="text" autoComplete="organization" maxLength={200} />
      </FormField>
      <FormField label={label('businessType')} required error={errorOf('businessType')}>
        <select {...choice('businessType')}>
          <option value="">{placeholder('businessType')}</option>
          {businessTypes.map((option) => (
            <option key={option.dictKey} value={option.dictKey}>
              {option.displayName}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={label('country')} required error={errorOf('country')}>
        <select {...choice('country')} autoComplete="country-name">
          <option value="">{placeholder('country')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.countryNameEng}>
              {country.displayName}
            </option>
          ))}
        </select>
      </FormField>
      {Object.keys(errors).length > 0 && withoutScript && (
        <p role="alert" className={styles.failure}>
          {t('demo.invalid')}
        </p>
      )}
      {state.failed && (
        <p role="alert" className={styles.failure}>
          {t('demo.failed')}
        </p>
      )}
      <Button type="submit" className={styles.submit} loading={status === 'wait'}>
        {t('demo.submit')}
      </Button>
      {/* A new tab: the visitor's answers stay in the drawer while they read the policy. */}
      <p className={styles.privacy}>
        {t('demo.privacy')}{' '}
        <a href={policyHref} target="_blank" rel="noopener">
          {t('demo.privacyLink')}
          <span className="visually-hidden"> {t('marketing:a11y.newTab')}</span>
        </a>
      </p>
    </form>
  );
}
