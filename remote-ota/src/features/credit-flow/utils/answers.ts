import type { AreaCode, Questionnaire } from '../api/types';
import { EMPTY_CONTACT, EMPTY_PLATFORMS, type ContactForm, type PlatformsForm } from './schemas';

/** Step 1 as saved on the server, in the form's shape. */
export function contactFromSaved(saved: Questionnaire | null): ContactForm {
  if (!saved) return EMPTY_CONTACT;
  return {
    companyName: saved.companyName ?? '',
    contactPerson: saved.contactPerson ?? '',
    businessEmail: saved.businessEmail ?? '',
    country: saved.country ?? '',
    areaId: '',
    areaCode: saved.areaCode ?? '',
    contactNo: saved.contactNo ?? '',
  };
}

/** Step 2 as saved on the server, in the form's shape. */
export function platformsFromSaved(saved: Questionnaire | null): PlatformsForm {
  if (!saved?.step2Complete) return EMPTY_PLATFORMS;
  return {
    platforms: saved.platforms,
    otherPlatform: saved.otherPlatform ?? '',
    annualBookingVolume: saved.annualBookingVolume ?? '',
    yearsOperating: saved.yearsOperating === null ? '' : String(saved.yearsOperating),
  };
}

/**
 * The dial-code entry a saved `areaCode` stands for. Several countries share one code (+1, +7),
 * so the visitor's own choice (`areaId`) wins, then the entry of their country, then the first.
 */
export function resolveAreaId(list: readonly AreaCode[], form: Pick<ContactForm, 'areaId' | 'areaCode'>, countryCode?: string): string {
  if (!form.areaCode) return '';
  const matches = list.filter((entry) => entry.areaCode === form.areaCode);
  return (
    matches.find((entry) => entry.id === form.areaId)?.id ??
    matches.find((entry) => entry.id === countryCode)?.id ??
    matches[0]?.id ??
    ''
  );
}
