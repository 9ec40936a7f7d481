import { z } from 'zod/mini';

/** The fields of the export-refund application, in form order. */
export const APPLICATION_FIELDS = ['firstName', 'lastName', 'businessEmail', 'contactNo', 'companyName', 'usci', 'businessType'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = Record<ApplicationField, string>;

export const EMPTY_APPLICATION: ApplicationValues = {
  firstName: '',
  lastName: '',
  businessEmail: '',
  contactNo: '',
  companyName: '',
  usci: '',
  businessType: '',
};

/** i18n keys (namespace exportdrawback) of the form's messages. */
export const MESSAGES = {
  firstNameRequired: 'form.errors.firstNameRequired',
  lastNameRequired: 'form.errors.lastNameRequired',
  nameLength: 'form.errors.nameLength',
  businessEmailRequired: 'form.errors.businessEmailRequired',
  contactNoRequired: 'form.errors.contactNoRequired',
  companyNameRequired: 'form.errors.companyNameRequired',
  usciRequired: 'form.errors.usciRequired',
  businessTypeRequired: 'form.errors.businessTypeRequired',
} as const;
export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

/** Names are 1 to 5 characters. Counted in code points, as the api counts them (a rare CJK name character is two UTF-16 units). */
export const NAME_MAX_CHARS = 5;

const required = (message: MessageKey) => z.string().check(z.trim(), z.minLength(1, message));
const name = (message: MessageKey) =>
  z.string().check(
    z.trim(),
    z.minLength(1, message),
    z.refine((value) => [...value].length <= NAME_MAX_CHARS, MESSAGES.nameLength),
  );

/** One rule per field, each usable alone. Values are trimmed first: blanks are empty. */
export const applicationRules = {
  firstName: name(MESSAGES.firstNameRequired),
  lastName: name(MESSAGES.lastNameRequired),
  // Required with no format rule (the api checks the format and answers with its message).
  businessEmail: required(MESSAGES.businessEmailRequired),
  contactNo: required(MESSAGES.contactNoRequired),
  companyName: required(MESSAGES.companyNameRequired),
  usci: required(MESSAGES.usciRequired),
  businessType: required(MESSAGES.businessTypeRequired),
} satisfies Record<ApplicationField, z.ZodMiniType<string>>;

export const applicationSchema = z.object(applicationRules);

/** businessType is checked when it changes, every other field when it loses focus. */
export const VALIDATE_ON: Record<ApplicationField, 'blur' | 'change'> = {
  firstName: 'blur',
  lastName: 'blur',
  businessEmail: 'blur',
  contactNo: 'blur',
  companyName: 'blur',
  usci: 'blur',
  businessType: 'change',
};

/** The message key of the first rule `value` breaks, or undefined. */
export function validateField(field: ApplicationField, value: string): MessageKey | undefined {
  const result = applicationRules[field].safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message as MessageKey | undefined);
}

export type ApplicationErrors = Partial<Record<ApplicationField, MessageKey>>;

/** Every field at once (on submit): the trimmed values, or the message key of each failing field. */
export function validateApplication(values: ApplicationValues): { ok: true; data: ApplicationValues } | { ok: false; errors: ApplicationErrors } {
  const result = applicationSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ApplicationField;
    errors[field] ??= issue.message as MessageKey;
  }
  return { ok: false, errors };
}
