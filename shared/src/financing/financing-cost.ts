import { parseTypedNumber } from '@site/shared/intl';

/** Interest accrues on the actual number of days, over a 365-day year (actual/365 fixed). */
export const DAY_COUNT_BASIS = 365;

/** The financing products a visitor can price; the keys the api stores an estimate under. */
export const FINANCED_PRODUCTS = ['PAYMENT_FINANCING', 'MARKETPLACE_FINANCING', 'OTA_FINANCE'] as const;
export type FinancedProduct = (typeof FINANCED_PRODUCTS)[number];

/** What the calculator (and the api, for a shared estimate) accepts per product. */
export interface FinancingTerms {
  minAmountUsd: number;
  maxAmountUsd: number;
  /** Annual rates in percent, to two decimals (8 = 8 %). */
  minRatePercent: number;
  maxRatePercent: number;
  minTenorDays: number;
  maxTenorDays: number;
}

/**
 * The published terms. Payment financing: APR 8-12 %, up to USD 5 million.
 * Marketplace financing (the same E_FINANCE product, opened for marketplace sellers): up to
 * USD 1 million, at the payment-financing rates, since no marketplace rate is published.
 * OTA finance: from 10 % a year, up to 120 days, up to USD 50 million; no ceiling is published,
 * so 30 % stops a mistyped rate. Where no tenor is published the calculator covers one year.
 * api/openapi.yaml states the same bounds for a shared estimate (a test compares them).
 */
export const FINANCING_TERMS: Readonly<Record<FinancedProduct, FinancingTerms>> = {
  PAYMENT_FINANCING: { minAmountUsd: 1, maxAmountUsd: 5_000_000, minRatePercent: 8, maxRatePercent: 12, minTenorDays: 1, maxTenorDays: 365 },
  MARKETPLACE_FINANCING: { minAmountUsd: 1, maxAmountUsd: 1_000_000, minRatePercent: 8, maxRatePercent: 12, minTenorDays: 1, maxTenorDays: 365 },
  OTA_FINANCE: { minAmountUsd: 1, maxAmountUsd: 50_000_000, minRatePercent: 10, maxRatePercent: 30, minTenorDays: 1, maxTenorDays: 120 },
};

export interface CostInputs {
  /** USD, as typed. */
  amount: string;
  /** Days, as typed. */
  tenor: string;
  /** Percent a year, as typed ("10.5"). */
  rate: string;
}
export type CostField = keyof CostInputs;
export type CostError = 'required' | 'number' | 'wholeNumber' | 'min' | 'max' | 'decimals';

/**
 * An estimate as the visitor may share it with a demo request: the shape of `LeadEstimate` in
 * api/openapi.yaml. Amounts in USD to the cent, the rate in percent a year.
 */
export interface FinancingEstimate {
  product: FinancedProduct;
  amount: number;
  currency: 'USD';
  tenorDays: number;
  annualRatePercent: number;
  /** Rounded to the cent. */
  interest: number;
  total: number;
}

/** Rounds to the cent, halves away from zero, without binary drift (1.005 → 1.01). */
export function roundToCent(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** interest = amount × rate × days ÷ 365, rounded to the cent; total repayment = amount + interest. */
export function financingCost(amount: number, ratePercent: number, days: number): { interest: number; total: number } {
  const interest = roundToCent((amount * ratePercent * days) / (100 * DAY_COUNT_BASIS));
  return { interest, total: roundToCent(amount + interest) };
}

/** The estimate for these figures: the one way both the calculator and the api compute it. */
export function estimateOf(product: FinancedProduct, amount: number, annualRatePercent: number, tenorDays: number): FinancingEstimate {
  return { product, amount, currency: 'USD', tenorDays, annualRatePercent, ...financingCost(amount, annualRatePercent, tenorDays) };
}

/** Digits after the decimal point of a typed number ("1,200.50" → 2). */
const decimals = (raw: string) => raw.replace(/[,，\s]/g, '').split(/[.．]/)[1]?.length ?? 0;

/** Checks the three answers against the product's terms; each failing one is named with why. */
export function calculateCost(product: FinancedProduct, inputs: CostInputs): { ok: true; result: FinancingEstimate } | { ok: false; errors: Partial<Record<CostField, CostError>> } {
  const terms = FINANCING_TERMS[product];
  const errors: Partial<Record<CostField, CostError>> = {};
  const read = (field: CostField): number | undefined => {
    if (inputs[field].trim() === '') {
      errors[field] = 'required';
      return undefined;
    }
    const value = parseTypedNumber(inputs[field]);
    if (value === undefined) errors[field] = 'number';
    return value;
  };

  const amount = read('amount');
  if (amount !== undefined) {
    if (decimals(inputs.amount) > 2) errors.amount = 'decimals';
    else if (amount < terms.minAmountUsd) errors.amount = 'min';
    else if (amount > terms.maxAmountUsd) errors.amount = 'max';
  }
  const days = read('tenor');
  if (days !== undefined) {
    if (!Number.isInteger(days)) errors.tenor = 'wholeNumber';
    else if (days < terms.minTenorDays) errors.tenor = 'min';
    else if (days > terms.maxTenorDays) errors.tenor = 'max';
  }
  const rate = read('rate');
  if (rate !== undefined) {
    if (decimals(inputs.rate) > 2) errors.rate = 'decimals';
    else if (rate < terms.minRatePercent) errors.rate = 'min';
    else if (rate > terms.maxRatePercent) errors.rate = 'max';
  }

  if (Object.keys(errors).length > 0 || amount === undefined || days === undefined || rate === undefined) return { ok: false, errors };
  return { ok: true, result: estimateOf(product, amount, rate, days) };
}
