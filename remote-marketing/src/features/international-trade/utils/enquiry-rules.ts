import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@site/shared/forms';
import type { components } from '@site/shared/api';
import { MAX_QUARTERLY_FX_CNY, parseAmount } from './amount';
import { normalizeUsci, usciProblem } from '@site/shared/usci';

/** The fields of the International Trade enquiry, in the order of the form. */
export const ENQUIRY_FIELDS = [
  'companyName',
  'usci',
  'contactPerson',
  'contactNo',
  'businessEmail',
  'mainBusiness',
  'quarterlyFxAmountCny',
  'city',
  'establishmentYears',
  'businessType',
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** What the visitor typed, as typed. */
export type EnquiryValues = Record<EnquiryField, string>;

/**
 * The body of trade-finance collect/save: the generated request type, except that `businessType`
 * is the selected option's key as a string (the api checks it against its enum).
 */
export type EnquiryRequest = Omit<components['schemas']['TradeFinanceEnquiryRequest'], 'businessType'> & { businessType: string };

export const EMPTY_ENQUIRY: EnquiryValues = {
  companyName: '',
  usci: '',
  contactPerson: '',
  contactNo: '',
  businessEmail: '',
  mainBusiness: '',
  quarterlyFxAmountCny: '',
  city: '',
  establishmentYears: '',
  businessType: '',
};

const key = (field: EnquiryField, rule: string) => `enquiry.fields.${field}.errors.${rule}`;

// The original form's rules are unknown: these are the api's (openapi TradeFinanceEnquiryRequest), every field
// required, with one message per way a field can be wrong. Each message is an i18n key.
const filled = (field: EnquiryField) => z.string().check(z.refine((value) => value.trim() !== '', key(field, 'required')));
const RULES: Record<EnquiryField, z.ZodMiniType> = {
  companyName: filled('companyName'),
  usci: filled('usci').check(
    z.refine((value) => usciProblem(normalizeUsci(value)) !== 'length', { message: key('usci', 'length'), abort: true }),
    z.refine((value) => usciProblem(normalizeUsci(value)) !== 'characters', { message: key('usci', 'characters'), abort: true }),
    z.refine((value) => usciProblem(normalizeUsci(value)) !== 'division', { message: key('usci', 'division'), abort: true }),
    z.refine((value) => usciProblem(normalizeUsci(value)) !== 'check', key('usci', 'check')),
  ),
  contactPerson: filled('contactPerson'),
  contactNo: filled('contactNo').check(z.refine((value) => /^[0-9]*$/.test(value.trim()), key('contactNo', 'digits')), z.refine((value) => value.trim().length <= 20, key('contactNo', 'digits'))),
  businessEmail: filled('businessEmail').check(z.refine((value) => value.trim().length <= 255 && EMAIL_PATTERN.test(value.trim()), key('businessEmail', 'format'))),
  mainBusiness: filled('mainBusiness'),
  quarterlyFxAmountCny: filled('quarterlyFxAmountCny').check(
    z.refine((value) => parseAmount(value) !== undefined, { message: key('quarterlyFxAmountCny', 'format'), abort: true }),
    z.refine((value) => (parseAmount(value) ?? 0) > 0, { message: key('quarterlyFxAmountCny', 'positive'), abort: true }),
    z.refine((value) => (parseAmount(value) ?? 0) <= MAX_QUARTERLY_FX_CNY, key('quarterlyFxAmountCny', 'max')),
  ),
  city: filled('city'),
  establishmentYears: filled('establishmentYears').check(
    z.refine((value) => /^[0-9]+$/.test(value.trim()), { message: key('establishmentYears', 'whole'), abort: true }),
    z.refine((value) => Number(value.trim()) <= 200, key('establishmentYears', 'range')),
  ),
  businessType: filled('businessType'),
};

/** The message key of the first rule `field` breaks, or undefined when it is valid. */
export function validateEnquiryField(field: EnquiryField, values: EnquiryValues): string | undefined {
  const result = RULES[field].safeParse(values[field]);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateEnquiry(values: EnquiryValues): Partial<Record<EnquiryField, string>> {
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = validateEnquiryField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The request body from a valid form: trimmed, the code normalized, numbers as numbers. */
export function toEnquiryRequest(values: EnquiryValues): EnquiryRequest {
  return {
    companyName: values.companyName.trim(),
    usci: normalizeUsci(values.usci),
    contactPerson: values.contactPerson.trim(),
    contactNo: values.contactNo.trim(),
    businessEmail: values.businessEmail.trim(),
    mainBusiness: values.mainBusiness.trim(),
    quarterlyFxAmountCny: parseAmount(values.quarterlyFxAmountCny) ?? 0,
    city: values.city.trim(),
    establishmentYears: Number(values.establishmentYears.trim()),
    businessType: values.businessType,
  };
}
