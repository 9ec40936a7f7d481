import type { FormOutcome } from '@site/shared/parcel';
import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryField, type EnquiryValues, validateEnquiry, validateEnquiryField } from './enquiry-rules';

/** A rule's message (an i18n key) or the server's own localized message for a field. */
export type EnquiryFieldError = { kind: 'rule'; key: string } | { kind: 'server'; message: string };

export interface EnquiryFormState {
  /** editing → sending → sent; a failed send goes back to editing with `failure` set. */
  status: 'editing' | 'sending' | 'sent';
  values: EnquiryValues;
  errors: Partial<Record<EnquiryField, EnquiryFieldError>>;
  /** Fields the visitor has typed in: only these are checked on blur, so tabbing past is quiet. */
  dirty: readonly EnquiryField[];
  /** Set when a submit found broken rules or the send failed; read out in the form's alert. */
  failure: null | { kind: 'invalid' } | { kind: 'send'; message?: string | undefined };
  /** Numbers the sends, so a stale answer cannot land on a newer enquiry. */
  attempt: number;
}

export type EnquiryFormAction =
  | { type: 'change'; field: EnquiryField; value: string }
  | { type: 'blur'; field: EnquiryField }
  | { type: 'submit' }
  | { type: 'succeeded'; attempt: number }
  | { type: 'failed'; attempt: number; field?: string | undefined; message?: string | undefined }
  /** "Send another enquiry": a fresh, empty form. */
  | { type: 'reset' };

export const initialEnquiryForm = (attempt = 0): EnquiryFormState => ({
  status: 'editing',
  values: EMPTY_ENQUIRY,
  errors: {},
  dirty: [],
  failure: null,
  attempt,
});

const isEnquiryField = (field: string | undefined): field is EnquiryField => ENQUIRY_FIELDS.some((known) => known === field);

function withRule(state: EnquiryFormState, field: EnquiryField, values: EnquiryValues): EnquiryFormState['errors'] {
  const { [field]: _previous, ...others } = state.errors;
  const key = validateEnquiryField(field, values);
  return key ? { ...others, [field]: { kind: 'rule', key } } : others;
}

/**
 * The enquiry form (the original form's rules are unknown, so these are designed in README): a field is
 * checked when it loses focus after being typed in, checked again on every change while it shows
 * a message, and every field is checked on submit.
 */
export function enquiryFormReducer(state: EnquiryFormState, action: EnquiryFormAction): EnquiryFormState {
  switch (action.type) {
    case 'change': {
      if (state.status !== 'editing') return state;
      const values = { ...state.values, [action.field]: action.value };
      const dirty = state.dirty.includes(action.field) ? state.dirty : [...state.dirty, action.field];
      // A select is a complete answer once changed; a typed field waits for blur unless it shows a message.
      const recheck = action.field in state.errors || action.field === 'businessType';
      return { ...state, values, dirty, errors: recheck ? withRule(state, action.field, values) : state.errors };
    }
    case 'blur':
      if (state.status !== 'editing' || !state.dirty.includes(action.field)) return state;
      return { ...state, errors: withRule(state, action.field, state.values) };
    case 'submit': {
      if (state.status !== 'editing') return state;
      const broken = validateEnquiry(state.values);
      const errors: EnquiryFormState['errors'] = {};
      for (const [field, key] of Object.entries(broken) as [EnquiryField, string][]) errors[field] = { kind: 'rule', key };
      if (Object.keys(errors).length > 0) return { ...state, errors, failure: { kind: 'invalid' } };
      return { ...state, status: 'sending', errors: {}, failure: null, attempt: state.attempt + 1 };
    }
    case 'succeeded':
      if (state.status !== 'sending' || action.attempt !== state.attempt) return state;
      return { ...state, status: 'sent' };
    case 'failed': {
      if (state.status !== 'sending' || action.attempt !== state.attempt) return state;
      // A 400 that names a field shows the server's message on that field (input kept).
      if (isEnquiryField(action.field) && action.message) {
        return { ...state, status: 'editing', errors: { [action.field]: { kind: 'server', message: action.message } }, failure: { kind: 'invalid' } };
      }
      return { ...state, status: 'editing', failure: { kind: 'send', message: action.message } };
    }
    case 'reset':
      return initialEnquiryForm(state.attempt);
    default:
      return state;
  }
}

/** The form's first state: a fresh form, or what its post without JavaScript came to (docs/composition.md, "Forms without JavaScript"). */
export function enquiryFormFromOutcome(outcome: FormOutcome<Partial<EnquiryValues>> | undefined): EnquiryFormState {
  if (!outcome) return initialEnquiryForm();
  const values = { ...EMPTY_ENQUIRY };
  for (const field of ENQUIRY_FIELDS) {
    const value = outcome.values[field];
    if (typeof value === 'string') values[field] = value;
  }
  const errors: EnquiryFormState['errors'] = {};
  for (const field of ENQUIRY_FIELDS) {
    const error = outcome.errors[field];
    if (error) errors[field] = error;
  }
  return { ...initialEnquiryForm(), status: outcome.sent ? 'sent' : 'editing', values, errors, failure: outcome.failure ?? null };
}

/** A state as the outcome of a post: the values kept unless sent (never echoed once stored). */
export function enquiryOutcome(state: EnquiryFormState): FormOutcome<EnquiryValues> {
  const sent = state.status === 'sent';
  return { values: sent ? EMPTY_ENQUIRY : state.values, errors: state.errors, sent, ...(state.failure ? { failure: state.failure } : {}) };
}
