import type { components } from '@site/shared/api/schema';

export type BookingVolumeBand = components['schemas']['BookingVolumeBand'];

/** OTA finance credit limit: up to USD 50 million, as the site publishes it. */
export const LIMIT_CAP_USD = 50_000_000;
/** Limits are rounded down to USD 10,000: an indicative figure, not a quote. */
const ROUND_TO_USD = 10_000;

/**
 * Reference annual booking value of each band, in USD: the midpoint of a closed band, 150 M for the open top
 * band. Exported for the README and the tests.
 */
export const BAND_REFERENCE_VOLUME_USD: Readonly<Record<BookingVolumeBand, number>> = {
  BELOW_1M: 500_000,
  FROM_1M_TO_5M: 3_000_000,
  FROM_5M_TO_20M: 12_500_000,
  FROM_20M_TO_50M: 35_000_000,
  FROM_50M_TO_100M: 75_000_000,
  ABOVE_100M: 150_000_000,
};

/** Track record: a younger agency gets a smaller share. In percent, by whole years operating. */
export function yearsFactorPercent(years: number): number {
  if (years < 1) return 50;
  if (years < 3) return 75;
  if (years < 5) return 100;
  if (years < 10) return 120;
  return 140;
}

/** Diversification: +10% per platform beyond the first, at most +50%. In tenths. */
export function platformFactorTenths(platformCount: number): number {
  return 10 + Math.min(Math.max(platformCount - 1, 0), 5);
}

/**
 * The indicative credit limit the OTA quota page shows, in whole USD.
 *
 * base = reference annual volume / 6: the bookings of one 120-day tenor (the published tenor is up to 120 days, a third
 * of a year), half of which is advanced. limit = min(50 M, floor(base × yearsFactor × platformFactor) to the
 * USD 10,000 below). Integer arithmetic throughout, so the figure never depends on float rounding.
 */
export function indicativeLimitUsd(band: BookingVolumeBand, yearsOperating: number, platformCount: number): number {
  const numerator = BAND_REFERENCE_VOLUME_USD[band] * yearsFactorPercent(yearsOperating) * platformFactorTenths(platformCount);
  const denominator = 6 * 100 * 10;
  const units = Math.floor(numerator / (denominator * ROUND_TO_USD));
  return Math.min(LIMIT_CAP_USD, units * ROUND_TO_USD);
}
