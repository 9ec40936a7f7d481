import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '@site/shared/forms';
import type { BookingVolumeBand, ContactStepRequest, PlatformsStepRequest, TravelPlatformKey } from '../api/types';

/** The partnered travel platforms of step 2, in the api's order (openapi TravelPlatformKey). */
export const TRAVEL_PLATFORMS = ['BOOKING_COM', 'EXPEDIA', 'AGODA', 'TRIP_COM', 'AIRBNB', 'HOTELBEDS', 'TRAVELOKA', 'FLIGGY', 'MEITUAN', 'OTHER'] as const satisfies readonly TravelPlatformKey[];
/** Annual gross booking value bands, smallest first (openapi BookingVolumeBand). */
export const BOOKING_VOLUME_BANDS = ['BELOW_1M', 'FROM_1M_TO_5M', 'FROM_5M_TO_20M', 'FROM_20M_TO_50M', 'FROM_50M_TO_100M', 'ABOVE_100M'] as const satisfies readonly BookingVolumeBand[];

/** Length limits of the api (openapi.yaml: email 255, phone 20). */
export const LIMITS = { companyName: 200, contactPerson: 50, businessEmail: 255, contactNo: 20, otherPlatform: 100, yearsOperating: 200 } as const;

/** Step 1/2 as the form holds it: every control's text. `areaId` tells apart countries sharing a dial code (+1). */
export interface ContactForm {
  companyName: string;
  contactPerson: string;
  businessEmail: string;
  country: string;
  areaId: string;
  areaCode: string;
  contactNo: string;
}
/** Step 2/2 as the form holds it. */
export interface PlatformsForm {
  platforms: TravelPlatformKey[];
  otherPlatform: string;
  annualBookingVolume: BookingVolumeBand | '';
  yearsOperating: string;
}

/** Fields in the order they appear: the first invalid one gets focus on submit. */
export const CONTACT_FIELDS = ['companyName', 'contactPerson', 'businessEmail', 'country', 'areaCode', 'contactNo'] as const satisfies readonly (keyof ContactForm)[];
export const PLATFORMS_FIELDS = ['platforms', 'otherPlatform', 'annualBookingVolume', 'yearsOperating'] as const satisfies readonly (keyof PlatformsForm)[];
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type PlatformsField = (typeof PLATFORMS_FIELDS)[number];

export const EMPTY_CONTACT: ContactForm = { companyName: '', contactPerson: '', businessEmail: '', country: '', areaId: '', areaCode: '', contactNo: '' };
export const EMPTY_PLATFORMS: PlatformsForm = { platforms: [], otherPlatform: '', annualBookingVolume: '', yearsOperating: '' };

/**
 * Messages are i18n keys under `errors.` in the flow namespace, so the schemas stay free of copy
 * and every language gets its own wording (docs/i18n.md).
 */
export const ERROR_KEYS = [
  'companyName.required',
  'companyName.tooLong',
  'contactPerson.required',
  'contactPerson.tooLong',
  'businessEmail.required',
  'businessEmail.invalid',
  'businessEmail.tooLong',
  'country.required',
  'areaCode.required',
  'contactNo.required',
  'contactNo.invalid',
  'contactNo.tooShort',
  'contactNo.tooLong',
  'platforms.required',
  'otherPlatform.required',
  'otherPlatform.tooLong',
  'annualBookingVolume.required',
  'yearsOperating.required',
  'yearsOperating.invalid',
  'yearsOperating.tooLarge',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const text = (field: 'companyName' | 'contactPerson' | 'otherPlatform', max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${field}.required` satisfies ErrorKey), z.maxLength(max, `${field}.tooLong` satisfies ErrorKey));

/** People type phone numbers with spaces, dashes and brackets; the api takes digits only. */
export const normalizePhone = (value: string): string => value.replace(/[\s\-().]/g, '');

export const contactSchema = z.object({
  companyName: text('companyName', LIMITS.companyName),
  contactPerson: text('contactPerson', LIMITS.contactPerson),
  // A basic email pattern, the same as the api's; at most 255 characters.
  businessEmail: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'businessEmail.required' satisfies ErrorKey),
      z.regex(EMAIL_PATTERN, 'businessEmail.invalid' satisfies ErrorKey),
      z.maxLength(LIMITS.businessEmail, 'businessEmail.tooLong' satisfies ErrorKey),
    ),
  country: z.string().check(z.trim(), z.minLength(1, 'country.required' satisfies ErrorKey)),
  areaId: z.string(),
  areaCode: z.string().check(z.regex(/^\+[0-9]{1,4}$/, 'areaCode.required' satisfies ErrorKey)),
  // Digits only, at most 20; no country's numbers are shorter than 4 digits.
  contactNo: z
    .string()
    .check(
      z.overwrite(normalizePhone),
      z.minLength(1, 'contactNo.required' satisfies ErrorKey),
      z.regex(/^[0-9]*$/, 'contactNo.invalid' satisfies ErrorKey),
      z.minLength(4, 'contactNo.tooShort' satisfies ErrorKey),
      z.maxLength(LIMITS.contactNo, 'contactNo.tooLong' satisfies ErrorKey),
    ),
});

export const platformsSchema = z
  .object({
    platforms: z.array(z.enum(TRAVEL_PLATFORMS)).check(z.minLength(1, 'platforms.required' satisfies ErrorKey)),
    otherPlatform: z.string().check(z.trim(), z.maxLength(LIMITS.otherPlatform, 'otherPlatform.tooLong' satisfies ErrorKey)),
    annualBookingVolume: z.enum(BOOKING_VOLUME_BANDS, 'annualBookingVolume.required' satisfies ErrorKey),
    yearsOperating: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'yearsOperating.required' satisfies ErrorKey),
        z.regex(/^[0-9]*$/, 'yearsOperating.invalid' satisfies ErrorKey),
        z.refine((value) => Number(value) <= LIMITS.yearsOperating, 'yearsOperating.tooLarge' satisfies ErrorKey),
      ),
  })
  .check(
    // "Other" asks for the platform's name (openapi: otherPlatform is required with OTHER).
    z.refine((form) => !form.platforms.includes('OTHER') || form.otherPlatform.trim().length > 0, {
      path: ['otherPlatform'],
      message: 'otherPlatform.required' satisfies ErrorKey,
    }),
  );

export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>;

/** The first failed rule of each field, as an error key. */
function firstErrors<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message as ErrorKey;
  }
  return errors;
}

export type Validation<F extends string, R> = { ok: true; request: R } | { ok: false; errors: FieldErrors<F> };

/** Validates step 1 and, when it passes, gives the api request (trimmed, phone digits only). */
export function validateContact(form: ContactForm): Validation<ContactField, ContactStepRequest> {
  const result = contactSchema.safeParse(form);
  if (!result.success) return { ok: false, errors: firstErrors<ContactField>(result.error.issues) };
  const { areaId: _areaId, ...request } = result.data;
  return { ok: true, request };
}

/** Validates step 2 and, when it passes, gives the api request. */
export function validatePlatforms(form: PlatformsForm): Validation<PlatformsField, PlatformsStepRequest> {
  const result = platformsSchema.safeParse(form);
  if (!result.success) return { ok: false, errors: firstErrors<PlatformsField>(result.error.issues) };
  const { platforms, otherPlatform, annualBookingVolume, yearsOperating } = result.data;
  return {
    ok: true,
    request: {
      platforms,
      ...(platforms.includes('OTHER') ? { otherPlatform } : {}),
      annualBookingVolume,
      yearsOperating: Number(yearsOperating),
    },
  };
}
