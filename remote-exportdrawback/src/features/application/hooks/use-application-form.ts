import { useCallback, useRef, useState } from 'react';
import type { FormOutcome } from '@site/shared/parcel';
import { submitApplication } from '../api/submit-application';
import {
  APPLICATION_FIELDS,
  EMPTY_APPLICATION,
  VALIDATE_ON,
  validateApplication,
  validateField,
  type ApplicationField,
  type ApplicationValues,
  type MessageKey,
} from '../utils/application-rules';
import { serverField, serverMessage } from '../utils/server-message';

/** A field's error: a rule's message key, or the api's own text for the field it named. */
export type FieldError = { key: MessageKey } | { text: string };
export type FieldErrors = Partial<Record<ApplicationField, FieldError>>;

/** What the form tells the visitor after a submit. */
export type SubmitNotice =
  | { tone: 'success' }
  /** `message` is the api's own text; without one the form shows its generic failure. */
  | { tone: 'error'; message: string | undefined };

export interface ApplicationForm {
  values: ApplicationValues;
  errors: FieldErrors;
  submitting: boolean;
  notice: SubmitNotice | null;
  dismissNotice: () => void;
  /** The last submit succeeded: the form gives way to a success panel until the visitor starts another. */
  submitted: boolean;
  startAnother: () => void;
  change: (field: ApplicationField, value: string) => void;
  blur: (field: ApplicationField) => void;
  /** Validates everything and sends; returns the first failing field, for focus. */
  submit: () => Promise<ApplicationField | undefined>;
}

/** The values a post's outcome kept (the form's own fields only). */
function valuesOf(outcome: FormOutcome<Partial<ApplicationValues>> | undefined): ApplicationValues {
  const values = { ...EMPTY_APPLICATION };
  for (const field of APPLICATION_FIELDS) {
    const value = outcome?.values[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

function errorsOf(outcome: FormOutcome | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of APPLICATION_FIELDS) {
    const error = outcome?.errors[field];
    if (error) errors[field] = error.kind === 'rule' ? { key: error.key as MessageKey } : { text: error.message };
  }
  return errors;
}

function noticeOf(outcome: FormOutcome | undefined): SubmitNotice | null {
  if (outcome?.sent) return { tone: 'success' };
  if (outcome?.failure?.kind === 'send') return { tone: 'error', message: outcome.failure.message };
  return null;
}

/**
 * State of the export-refund application: blur validation (businessType on
 * change), a loading flag that ignores a second submit, on success '申请成功' and a reset, on
 * failure the server's message with the input kept.
 */
export function useApplicationForm(channelId: string | undefined, outcome?: FormOutcome<Partial<ApplicationValues>>): ApplicationForm {
  // Posted without JavaScript, the page comes back with the post's outcome: it is the form's first state.
  const [values, setValues] = useState<ApplicationValues>(() => valuesOf(outcome));
  const [errors, setErrors] = useState<FieldErrors>(() => errorsOf(outcome));
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<SubmitNotice | null>(() => noticeOf(outcome));
  const [submitted, setSubmitted] = useState(outcome?.sent === true);
  // A ref, not state: two submits in the same frame must not both pass the check.
  const inFlight = useRef(false);

  const setError = (field: ApplicationField, error: FieldError | undefined) =>
    setErrors((current) => {
      const { [field]: _previous, ...others } = current;
      return error ? { ...others, [field]: error } : others;
    });
  const ruleError = (field: ApplicationField, value: string): FieldError | undefined => {
    const key = validateField(field, value);
    return key ? { key } : undefined;
  };

  const change = (field: ApplicationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // On-change fields validate now; a blur field already showing an error re-checks as the visitor fixes it.
    if (VALIDATE_ON[field] === 'change' || errors[field]) setError(field, ruleError(field, value));
  };

  const blur = (field: ApplicationField) => {
    if (VALIDATE_ON[field] === 'blur') setError(field, ruleError(field, values[field]));
  };

  const submit = async (): Promise<ApplicationField | undefined> => {
    if (inFlight.current) return undefined;
    const checked = validateApplication(values);
    if (!checked.ok) {
      const found: FieldErrors = {};
      for (const field of APPLICATION_FIELDS) {
        const key = checked.errors[field];
        if (key) found[field] = { key };
      }
      setErrors(found);
      return APPLICATION_FIELDS.find((field) => found[field]);
    }
    inFlight.current = true;
    setSubmitting(true);
    setNotice(null);
    try {
      // The api's client comes with the first send: the page's first load carries none of it.
      const { browserApi } = await import('@site/shared/api');
      await submitApplication(browserApi, { ...checked.data, ...(channelId ? { channelId } : {}) });
      setValues(EMPTY_APPLICATION);
      setErrors({});
      setNotice({ tone: 'success' });
      setSubmitted(true);
      return undefined;
    } catch (error) {
      const message = serverMessage(error);
      const field = serverField(error);
      setNotice({ tone: 'error', message });
      if (message && field && (APPLICATION_FIELDS as readonly string[]).includes(field)) {
        setError(field as ApplicationField, { text: message });
        return field as ApplicationField;
      }
      return undefined;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const dismissNotice = useCallback(() => setNotice(null), []);
  const startAnother = useCallback(() => {
    setNotice(null);
    setSubmitted(false);
  }, []);

  return { values, errors, submitting, notice, dismissNotice, submitted, startAnother, change, blur, submit };
}
