import { useRef, useState } from 'react';
import { AreaCodeCombobox } from '@site/shared/forms';
import { useTranslation } from '@site/shared/i18n';
import { Button, RegionLoading } from '@site/shared/ui';
import { FormField } from '@site/shared/ui/blocks';
import { OTA_PATHS } from '../../../routes';
import type { PageProps } from '../../../lib/page-props';
import { saveQuestionnaire } from '../api/save-questionnaire';
import type { ContactStepRequest } from '../api/types';
import { useErrorText } from '../hooks/use-error-text';
import { useContactLookups } from '../hooks/use-lookups';
import { useSavedQuestionnaire } from '../hooks/use-saved-questionnaire';
import { useStepForm } from '../hooks/use-step-form';
import { useFlowStore } from '../stores/flow-store';
import { contactFromSaved, resolveAreaId } from '../utils/answers';
import { rejectedField, saveFailureKey } from '../utils/api-errors';
import { goToFlowPage } from '../utils/flow-navigation';
import { CONTACT_FIELDS, validateContact, type ContactForm } from '../utils/schemas';
import { contactLoader, flowHandle } from '../loaders';
import { FlowAlert } from './flow-alert';
import { FlowLayout } from './flow-layout';
import styles from './flow.module.css';

/** Its title and description: `questionnaire1` of the routes namespace. */
export const handle = flowHandle('questionnaire1');

/** The visitor's flow, its saved answers and the lists (in the browser: docs/pages.md, browserOnly). */
export const loader = contactLoader;

/** Questionnaire step 1/2: contact information. */
export default function ContactStepPage({ lang, navigate }: PageProps) {
  const { t } = useTranslation('flow');
  const saved = useSavedQuestionnaire();

  return (
    <FlowLayout step={1} title={t('contact.title')} lead={t('contact.lead')}>
      {saved.status === 'error' ? (
        <FlowAlert title={t('loadFailed.title')} body={t('loadFailed.body')} retryLabel={t('loadFailed.retry')} onRetry={saved.retry} />
      ) : saved.status === 'ready' ? (
        // The saved answers, with anything typed since the last save on top. The form owns the
        // values from here on and writes every change back as the draft.
        <ContactStepForm lang={lang} navigate={navigate} initial={{ ...contactFromSaved(saved.saved), ...saved.opened.contactDraft }} />
      ) : (
        <RegionLoading className={styles.contactLoading} />
      )}
    </FlowLayout>
  );
}

interface ContactStepFormProps extends PageProps {
  initial: ContactForm;
}

function ContactStepForm({ lang, navigate, initial }: ContactStepFormProps) {
  const { t } = useTranslation('flow');
  const errorText = useErrorText();
  const { countries, areaCodes } = useContactLookups(lang);
  const setDraft = useFlowStore((state) => state.setContactDraft);
  const form = useStepForm({ initial, fields: CONTACT_FIELDS, validate: validateContact, onValuesChange: setDraft });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<'saveFailed.body' | 'saveFailed.rateLimited' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { values } = form;

  const countryCode = countries.data?.find((country) => country.countryNameEng === values.country)?.code;
  const areaId = areaCodes.data ? resolveAreaId(areaCodes.data, values, countryCode) : values.areaId;

  const save = async (request: ContactStepRequest) => {
    setSaving(true);
    setFailure(null);
    const { ensureCustomerFlag, clearDraft } = useFlowStore.getState();
    try {
      await saveQuestionnaire(ensureCustomerFlag(), { step: 1, ...request }, lang);
      clearDraft(1);
      goToFlowPage(navigate, OTA_PATHS.platforms);
    } catch (error) {
      setSaving(false);
      const rejected = rejectedField(error, CONTACT_FIELDS);
      if (rejected) form.setServerError(rejected.field, rejected.message);
      else setFailure(saveFailureKey(error));
    }
  };

  const field = <F extends (typeof CONTACT_FIELDS)[number]>(name: F) => ({
    error: errorText(form.errorOf(name)),
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={form.handleSubmit((request) => void save(request))}>
      <p className={styles.requiredNote}>{t('requiredNote')}</p>
      <FormField label={t('contact.companyName')} required {...field('companyName')}>
        <input
          ref={form.controlRef('companyName')}
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={(event) => form.setField('companyName', event.target.value)}
          onBlur={() => form.blurField('companyName')}
        />
      </FormField>
      <FormField label={t('contact.contactPerson')} required {...field('contactPerson')}>
        <input
          ref={form.controlRef('contactPerson')}
          name="contactPerson"
          autoComplete="name"
          value={values.contactPerson}
          onChange={(event) => form.setField('contactPerson', event.target.value)}
          onBlur={() => form.blurField('contactPerson')}
        />
      </FormField>
      <FormField label={t('contact.businessEmail')} required {...field('businessEmail')}>
        <input
          ref={form.controlRef('businessEmail')}
          name="businessEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={values.businessEmail}
          onChange={(event) => form.setField('businessEmail', event.target.value)}
          onBlur={() => form.blurField('businessEmail')}
        />
      </FormField>
      <FormField label={t('contact.country')} required {...field('country')}>
        <select
          ref={form.controlRef('country')}
          name="country"
          autoComplete="country-name"
          value={values.country}
          disabled={countries.status === 'loading'}
          onChange={(event) => {
            const country = countries.data?.find((entry) => entry.countryNameEng === event.target.value);
            const dial = country && !values.areaCode ? areaCodes.data?.find((entry) => entry.id === country.code) : undefined;
            // Choosing a country fills an empty area code with that country's.
            form.setFields(dial ? { country: event.target.value, areaId: dial.id, areaCode: dial.areaCode } : { country: event.target.value });
          }}
          onBlur={() => form.blurField('country')}
        >
          <option value="">{countries.status === 'loading' ? t('lists.loading') : t('contact.countryPlaceholder')}</option>
          {countries.data?.map((country) => (
            <option key={country.code} value={country.countryNameEng}>
              {country.displayName}
            </option>
          ))}
          {values.country && countries.data && !countryCode && <option value={values.country}>{values.country}</option>}
        </select>
      </FormField>
      {countries.status === 'error' && <ListRetry onRetry={countries.retry} />}
      <div className={styles.phoneRow}>
        <FormField label={t('contact.areaCode')} hint={t('contact.areaCodeHint')} required {...field('areaCode')}>
          <AreaCodeCombobox
            inputRef={form.controlRef('areaCode')}
            options={areaCodes.data}
            value={areaId}
            onChange={(entry) => form.setFields({ areaId: entry.id, areaCode: entry.areaCode })}
            onBlur={() => form.blurField('areaCode')}
          />
        </FormField>
        <FormField label={t('contact.contactNo')} hint={t('contact.contactNoHint')} required {...field('contactNo')}>
          <input
            ref={form.controlRef('contactNo')}
            name="contactNo"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.contactNo}
            onChange={(event) => form.setField('contactNo', event.target.value)}
            onBlur={() => form.blurField('contactNo')}
          />
        </FormField>
      </div>
      {areaCodes.status === 'error' && <ListRetry onRetry={areaCodes.retry} />}
      {failure && (
        // Retry submits what is in the form now, edits since the failure included.
        <FlowAlert title={t('saveFailed.title')} body={t(failure)} retryLabel={t('saveFailed.retry')} onRetry={() => formRef.current?.requestSubmit()} />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}

function ListRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('flow');
  return (
    <div role="alert" className={styles.listError}>
      <span>{t('lists.failed')}</span>
      <Button variant="ghost" onClick={onRetry}>
        {t('lists.retry')}
      </Button>
    </div>
  );
}
