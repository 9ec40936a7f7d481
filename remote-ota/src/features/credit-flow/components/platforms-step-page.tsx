import { useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { Button, RegionLoading } from '@site/shared/ui';
import { FormField } from '@site/shared/ui/blocks';
import { OTA_PATHS } from '../../../routes';
import type { PageProps } from '../../../lib/page-props';
import { saveQuestionnaire } from '../api/save-questionnaire';
import type { PlatformsStepRequest, TravelPlatformKey } from '../api/types';
import { useErrorText } from '../hooks/use-error-text';
import { useSavedQuestionnaire } from '../hooks/use-saved-questionnaire';
import { useStepForm } from '../hooks/use-step-form';
import { useFlowStore } from '../stores/flow-store';
import { platformsFromSaved } from '../utils/answers';
import { needsStep1, rejectedField, saveFailureKey } from '../utils/api-errors';
import { goToFlowPage } from '../utils/flow-navigation';
import { BOOKING_VOLUME_BANDS, PLATFORMS_FIELDS, TRAVEL_PLATFORMS, validatePlatforms, type PlatformsForm } from '../utils/schemas';
import { flowHandle, flowLoader } from '../loaders';
import { ChoiceGroup } from './choice-group';
import { FlowAlert } from './flow-alert';
import { FlowLayout } from './flow-layout';
import styles from './flow.module.css';
import { FlowLink } from './flow-link';

export const handle = flowHandle('questionnaire2');

/** The visitor's flow and saved answers; a visitor without a saved step 1 is sent to it. */
export const loader = flowLoader('platforms');

/** Questionnaire step 2/2: the partnered travel platforms. Needs a saved step 1. */
export default function PlatformsStepPage({ lang, navigate }: PageProps) {
  const { t } = useTranslation('flow');
  const saved = useSavedQuestionnaire();

  return (
    <FlowLayout step={2} title={t('platforms.title')} lead={t('platforms.lead')}>
      {saved.status === 'error' ? (
        <FlowAlert title={t('loadFailed.title')} body={t('loadFailed.body')} retryLabel={t('loadFailed.retry')} onRetry={saved.retry} />
      ) : saved.status === 'ready' ? (
        <PlatformsStepForm lang={lang} navigate={navigate} initial={{ ...platformsFromSaved(saved.saved), ...saved.opened.platformsDraft }} />
      ) : (
        <RegionLoading className={styles.platformsLoading} />
      )}
    </FlowLayout>
  );
}

interface PlatformsStepFormProps extends PageProps {
  initial: PlatformsForm;
}

function PlatformsStepForm({ lang, navigate, initial }: PlatformsStepFormProps) {
  const { t } = useTranslation('flow');
  const errorText = useErrorText();
  const setDraft = useFlowStore((state) => state.setPlatformsDraft);
  const form = useStepForm({ initial, fields: PLATFORMS_FIELDS, validate: validatePlatforms, onValuesChange: setDraft });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<'saveFailed.body' | 'saveFailed.rateLimited' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { values } = form;

  const save = async (request: PlatformsStepRequest) => {
    setSaving(true);
    setFailure(null);
    const { ensureCustomerFlag, clearDraft } = useFlowStore.getState();
    try {
      await saveQuestionnaire(ensureCustomerFlag(), { step: 2, ...request }, lang);
      clearDraft(2);
      goToFlowPage(navigate, OTA_PATHS.progress);
    } catch (error) {
      setSaving(false);
      const rejected = rejectedField(error, PLATFORMS_FIELDS);
      if (rejected) form.setServerError(rejected.field, rejected.message);
      // The api lost step 1 (or never had it): the guard's answer, found late. The draft stays.
      else if (needsStep1(error)) goToFlowPage(navigate, OTA_PATHS.contact);
      else setFailure(saveFailureKey(error));
    }
  };

  const togglePlatform = (platform: TravelPlatformKey, checked: boolean) => {
    const platforms = checked ? [...values.platforms, platform] : values.platforms.filter((key) => key !== platform);
    // Keep the fixed order, so the saved list reads the same however it was ticked.
    form.setField('platforms', TRAVEL_PLATFORMS.filter((key) => platforms.includes(key)));
  };
  const otherChosen = values.platforms.includes('OTHER');

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={form.handleSubmit((request) => void save(request))}>
      <p className={styles.requiredNote}>{t('requiredNote')}</p>
      <ChoiceGroup
        type="checkbox"
        name="platforms"
        legend={t('platforms.platforms')}
        hint={t('platforms.platformsHint')}
        required
        columns={3}
        options={TRAVEL_PLATFORMS.map((key) => ({ value: key, label: t(`platforms.options.${key}`) }))}
        selected={values.platforms}
        onToggle={togglePlatform}
        onBlur={() => form.blurField('platforms')}
        firstRef={form.controlRef('platforms')}
        error={errorText(form.errorOf('platforms'))}
      >
        {otherChosen && (
          <div className={styles.other}>
            <FormField label={t('platforms.otherPlatform')} required error={errorText(form.errorOf('otherPlatform'))}>
              <input
                ref={form.controlRef('otherPlatform')}
                name="otherPlatform"
                value={values.otherPlatform}
                onChange={(event) => form.setField('otherPlatform', event.target.value)}
                onBlur={() => form.blurField('otherPlatform')}
              />
            </FormField>
          </div>
        )}
      </ChoiceGroup>
      <ChoiceGroup
        type="radio"
        name="annualBookingVolume"
        legend={t('platforms.annualBookingVolume')}
        hint={t('platforms.annualBookingVolumeHint')}
        required
        options={BOOKING_VOLUME_BANDS.map((key) => ({ value: key, label: t(`platforms.bands.${key}`) }))}
        selected={values.annualBookingVolume ? [values.annualBookingVolume] : []}
        onToggle={(band) => form.setField('annualBookingVolume', band)}
        onBlur={() => form.blurField('annualBookingVolume')}
        firstRef={form.controlRef('annualBookingVolume')}
        error={errorText(form.errorOf('annualBookingVolume'))}
      />
      <div className={styles.narrow}>
        <FormField label={t('platforms.yearsOperating')} hint={t('platforms.yearsOperatingHint')} required error={errorText(form.errorOf('yearsOperating'))}>
          <input
            ref={form.controlRef('yearsOperating')}
            name="yearsOperating"
            inputMode="numeric"
            autoComplete="off"
            value={values.yearsOperating}
            onChange={(event) => form.setField('yearsOperating', event.target.value)}
            onBlur={() => form.blurField('yearsOperating')}
          />
        </FormField>
      </div>
      {failure && (
        <FlowAlert title={t('saveFailed.title')} body={t(failure)} retryLabel={t('saveFailed.retry')} onRetry={() => formRef.current?.requestSubmit()} />
      )}
      <div className={styles.actions}>
        <FlowLink className={styles.back} to={OTA_PATHS.contact}>
          {t('platforms.back')}
        </FlowLink>
        <Button type="submit" loading={saving}>
          {t('platforms.submit')}
        </Button>
      </div>
    </form>
  );
}
