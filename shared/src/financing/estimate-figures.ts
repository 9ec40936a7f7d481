import { numberFormat } from '@site/shared/intl';
import type { FinancingEstimate } from './financing-cost';

/** An estimate's figures as a sentence shows them, in the locale's words and currency. */
// A type, not an interface: i18next's interpolation values need an index signature.
export type EstimateFigures = {
  /** $100,000.00 (en), US$100,000.00 (zh-CN). */
  amount: string;
  /** 90 days, 90天. */
  days: string;
  /** 10.5% */
  rate: string;
  interest: string;
  total: string;
};

/**
 * Formats an estimate for `locale` (a BCP 47 tag: en, zh-CN, zh-HK): amounts with cents in the
 * estimate's currency, the tenor with the language's plural rules, the rate as a percentage. The
 * calculator's result and the demo drawer's copy of it read the same.
 */
export function estimateFigures(estimate: FinancingEstimate, locale: string): EstimateFigures {
  const money = numberFormat(locale, { style: 'currency', currency: estimate.currency });
  return {
    amount: money.format(estimate.amount),
    days: numberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(estimate.tenorDays),
    rate: numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(estimate.annualRatePercent / 100),
    interest: money.format(estimate.interest),
    total: money.format(estimate.total),
  };
}
