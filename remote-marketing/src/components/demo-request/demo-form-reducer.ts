import type { FormOutcome } from '@site/shared/parcel';
import type { ProductKey } from './demo-request-context';
import { CHANGE_VALIDATED, DEMO_FIELDS, type DemoField, type DemoFormValues, validateDemoField, validateDemoForm } from './demo-form-rules';

/** The demo form is being filled in (init), is being sent (wait) or was received (succ). */
export type DemoStatus = 'init' | 'wait' | 'succ';

/** A rule's message (an i18n key) or the server's own localized message for a field. */
export type FieldError = { kind: 'rule'; key: string } | { kind: 'server'; message: string };

export interface DemoFormState {
  status: DemoStatus;
  values: DemoFormValues;
  errors: Partial<Record<DemoField, FieldError>>;
  /** Numbers the submissions, so the answer to an abandoned one (drawer closed) is ignored. */
  attempt: number;
  /** The last submission did not go through; the form is editable again (README, "Decisions"). */
  failed: boolean;
}

type TextField = Exclude<DemoField, 'areaCode' | 'interestedProduct'>;

export type DemoFormAction =
  /** The drawer opens again, for `product` if given. */
  | { type: 'open'; product?: ProductKey | undefined }
  | { type: 'change'; field: TextField; value: string }
  | { type: 'change'; field: 'interestedProduct'; value: ProductKey[] }
  /** Picking a dial code fills areaName too; clearing the box empties both. */
  | { type: 'change'; field: 'areaCode'; value: { areaCode: string; areaName: string } }
  | { type: 'blur'; field: DemoField }
  | { type: 'submit' }
  /** The api answered code '200' to submission `attempt`. */
  | { type: 'succeeded'; attempt: number }
  /** Submission `attempt` failed: another code, an HTTP error or no answer. */
  | { type: 'failed'; attempt: number; field?: string | undefined; message?: string | undefined }
  | { type: 'close' };

const EMPTY_VALUES: DemoFormValues = {
  firstName: '',
  lastName: '',
  jobTitle: '',
  businessEmail: '',
  areaCode: '',
  areaName: '',
  contactNo: '',
  interestedProduct: [],
  companyName: '',
  businessType: '',
  country: '',
};

/** The form as the drawer opens: empty, with interestedProduct preset when opened for a product. */
export function initialDemoForm(product?: ProductKey, attempt = 0): DemoFormState {
  return { status: 'init', values: { ...EMPTY_VALUES, interestedProduct: product ? [product] : [] }, errors: {}, attempt, failed: false };
}

const isDemoField = (field: string | undefined): field is DemoField => DEMO_FIELDS.some((known) => known === field);

function withRule(errors: DemoFormState['errors'], field: DemoField, key: string | undefined): DemoFormState['errors'] {
  const { [field]: _previous, ...others } = errors;
  return key ? { ...others, [field]: { kind: 'rule', key } } : others;
}

/** The demo form's state machine (init → wait → succ, or back to init): a pure function, tested transition by transition. */
export function demoFormReducer(state: DemoFormState, action: DemoFormAction): DemoFormState {
  switch (action.type) {
    case 'open':
      return initialDemoForm(action.product, state.attempt);
    case 'change': {
      // Only the form being filled in can change; while sending or after success the values stand.
      if (state.status !== 'init') return state;
      const values: DemoFormValues =
        action.field === 'areaCode'
          ? { ...state.values, areaCode: action.value.areaCode, areaName: action.value.areaName }
          : { ...state.values, [action.field]: action.value };
      // Choice fields validate on change; a typed field that shows a message is checked
      // again as it is corrected, so the message goes as soon as the input is right.
      const recheck = CHANGE_VALIDATED.has(action.field) || action.field in state.errors;
      const errors = recheck ? withRule(state.errors, action.field, validateDemoField(action.field, values)) : state.errors;
      return { ...state, values, errors };
    }
    case 'blur': {
      if (state.status !== 'init' || CHANGE_VALIDATED.has(action.field)) return state;
      return { ...state, errors: withRule(state.errors, action.field, validateDemoField(action.field, state.values)) };
    }
    case 'submit': {
      // A second submit is ignored unless the form is in init.
      if (state.status !== 'init') return state;
      const broken = validateDemoForm(state.values);
      const errors: DemoFormState['errors'] = {};
      for (const [field, key] of Object.entries(broken) as [DemoField, string][]) errors[field] = { kind: 'rule', key };
      if (Object.keys(errors).length > 0) return { ...state, errors, failed: false };
      return { ...state, status: 'wait', errors: {}, attempt: state.attempt + 1, failed: false };
    }
    case 'succeeded':
      if (state.status !== 'wait' || action.attempt !== state.attempt) return state;
      return { ...state, status: 'succ' };
    case 'failed': {
      if (state.status !== 'wait' || action.attempt !== state.attempt) return state;
      // Back to init with everything the visitor typed. A validation answer names its field.
      const errors: DemoFormState['errors'] =
        isDemoField(action.field) && action.message ? { [action.field]: { kind: 'server', message: action.message } } : {};
      return { ...state, status: 'init', errors, failed: true };
    }
    case 'close':
      // Closing resets to init and clears the form. The attempt count survives, so an
      // answer still on its way for the closed form cannot land on the next one.
      return initialDemoForm(undefined, state.attempt);
    default:
      return state;
  }
}

/** The form's first state on a page: a fresh form, or what its post without JavaScript came to (docs/composition.md, "Forms without JavaScript"). */
export function demoFormFromOutcome(outcome: FormOutcome<Partial<DemoFormValues>> | undefined): DemoFormState {
  const fresh = initialDemoForm();
  if (!outcome) return fresh;
  const values = { ...fresh.values };
  for (const [field, value] of Object.entries(outcome.values)) {
    if (!Object.hasOwn(values, field)) continue;
    if (field === 'interestedProduct' && Array.isArray(value)) values.interestedProduct = value.filter((item): item is ProductKey => typeof item === 'string');
    else if (field !== 'interestedProduct' && typeof value === 'string') (values as unknown as Record<string, string>)[field] = value;
  }
  const errors: DemoFormState['errors'] = {};
  for (const field of DEMO_FIELDS) {
    const error = outcome.errors[field];
    if (error) errors[field] = error;
  }
  return { ...fresh, status: outcome.sent ? 'succ' : 'init', values, errors, failed: outcome.failure?.kind === 'send' };
}

/** A state as the outcome of a post: the values kept unless sent (never echoed once stored). */
export function demoOutcome(state: DemoFormState): FormOutcome<DemoFormValues> {
  const sent = state.status === 'succ';
  return {
    values: sent ? EMPTY_VALUES : state.values,
    errors: state.errors,
    sent,
    ...(state.failed ? { failure: { kind: 'send' as const } } : Object.keys(state.errors).length > 0 ? { failure: { kind: 'invalid' as const } } : {}),
  };
}
