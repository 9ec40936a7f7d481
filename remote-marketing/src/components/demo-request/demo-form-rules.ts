import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@site/shared/forms';
import type { LeadRequest } from './api/lead-types';
import type { ProductKey } from './demo-request-context';

/** The fields of the demo form that carry a rule; areaName follows areaCode. */
export const DEMO_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'businessEmail',
  'areaCode',
  'contactNo',
  'interestedProduct',
  'companyName',
  'businessType',
  'country',
] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];

/**
 * What the form holds: every field of the generated LeadRequest but the calculator's estimate, each
 * one present, the selects' keys as strings, the products as the drawer opened them.
 */
export type DemoFormValues = Required<Omit<LeadRequest, 'estimate' | 'interestedProduct'>> & { interestedProduct: ProductKey[] };

/** The choice fields are validated on change; the typed fields when they lose focus. */
export const CHANGE_VALIDATED: ReadonlySet<DemoField> = new Set<DemoField>(['jobTitle', 'areaCode', 'interestedProduct', 'businessType', 'country']);

/** An empty required field shows its own placeholder text as the message. */
export const placeholderKey = (field: DemoField) => `demo.fields.${field}.placeholder`;
export const EMAIL_ERROR = 'demo.errors.email';
export const CONTACT_NO_ERROR = 'demo.errors.contactNo';

const DIGITS = /^[0-9]+$/;

const filled = (field: DemoField) => z.string().check(z.refine((value) => value.trim() !== '', placeholderKey(field)));

/** Each rule's message is an i18n key of the `forms` namespace; the first failing rule wins. */
const RULES: { [F in DemoField]: z.ZodMiniType } = {
  firstName: filled('firstName'),
  lastName: filled('lastName'),
  jobTitle: filled('jobTitle'),
  // A basic pattern, at most 255 characters; an empty address does not match either.
  businessEmail: z.string().check(z.regex(EMAIL_PATTERN, EMAIL_ERROR), z.maxLength(255, EMAIL_ERROR)),
  areaCode: filled('areaCode'),
  // Digits only, at most 20; empty or non-digits read the same message.
  contactNo: z.string().check(z.regex(DIGITS, CONTACT_NO_ERROR), z.maxLength(20, CONTACT_NO_ERROR)),
  interestedProduct: z.array(z.string()).check(z.minLength(1, placeholderKey('interestedProduct'))),
  companyName: filled('companyName'),
  businessType: filled('businessType'),
  country: filled('country'),
};

/** The message key of the first rule `field` breaks, or undefined when it is valid. */
export function validateDemoField(field: DemoField, values: DemoFormValues): string | undefined {
  const value = field === 'businessEmail' || field === 'contactNo' ? values[field].trim() : values[field];
  const result = RULES[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every broken rule of the form, by field, in the form's order. */
export function validateDemoForm(values: DemoFormValues): Partial<Record<DemoField, string>> {
  const errors: Partial<Record<DemoField, string>> = {};
  for (const field of DEMO_FIELDS) {
    const message = validateDemoField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}
