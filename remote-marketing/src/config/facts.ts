/**
 * Business constants the copy quotes. One place to change a figure;
 * the locale files interpolate them, formatted with Intl for the page language.
 */

/** Payment and FX financing. */
export const PAYMENT_FINANCING = { aprMin: 0.08, aprMax: 0.12, limitUsd: 5_000_000 } as const;

/** Marketplace-seller financing (route amazon). */
export const MARKETPLACE_FINANCING = {
  limitUsd: 1_000_000,
  approvalHours: 24,
  fundsHours: 48,
  minMonthsOperating: 6,
  minMonthlySalesUsd: 5_000,
  minStoreRating: 4.0,
} as const;

/** OTA finance, quoted by the announcement of its launch. */
export const OTA_FINANCE = { limitUsd: 50_000_000, tenorDays: 120, interestFrom: 0.1, reviewBusinessDays: 5 } as const;

/** The Go Early timeline, in days. */
export const GO_EARLY_TIMELINE = [
  { key: 'poCreation', days: 1 },
  { key: 'poFinancing', days: 2 },
  { key: 'preAuthorization', days: 20 },
  { key: 'postAuthorization', days: 30 },
] as const;

/** The company-strength counters; `plus` marks a floor ("210,000+"). */
export const COMPANY_STRENGTH = [
  { key: 'coreEnterprises', value: 1240 },
  { key: 'financialInstitutions', value: 308 },
  { key: 'smallEnterprises', value: 210_000, plus: true },
  { key: 'provinces', value: 32 },
  { key: 'countries', value: 27 },
  { key: 'industries', value: 31 },
] as const;

/** Banner autoplay and counter animation. */
export const BANNER_INTERVAL_MS = 3000;
export const COUNTER_DURATION_MS = 1000;

/** The browser data-collection extension releases quoted by the news. */
export const EXTENSION_RELEASES = { latest: { version: '8.0.10', date: '2025-02-28' }, previous: { version: '8.0.9', date: '2025-02-14' } } as const;
