/**
 * The OTA Finance offer. Copy interpolates these values, formatted with Intl for the
 * page language, so a change of terms is one edit here and never a hunt through three locales.
 */
export const OTA_OFFER = {
  /** Credit limit, up to this many US dollars. */
  maxCreditLimitUsd: 50_000_000,
  /** Tenor, up to this many days. */
  maxTenorDays: 120,
  /** Interest from this rate per annum. */
  interestFromRate: 0.1,
  /** Internal review takes about this many business days. */
  reviewBusinessDays: 5,
} as const;
