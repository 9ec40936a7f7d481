import { MARKETPLACE_FINANCING, OTA_FINANCE, PAYMENT_FINANCING } from '../../config/facts';
import { parseTypedNumber } from './parse-number';

/** Interest accrues on the actual number of days, over a 365-day year (actual/365 fixed). */
export const DAY_COUNT_BASIS = 365;

export type FinancedProduct = 'payment' | 'marketplace' | 'ota';

/** What the calculator accepts per product: the published limit and rate range (spec 1, 9). */
export interface ProductTerms {
  maxAmountUsd: number;
  /** Annual rates as fractions (0.08 = 8 %). */
  minRate: number;
  maxRate: number;
  maxTenorDays: number;
}

/**
 * Payment financing: APR 8-12 %, up to USD 5 million. Marketplace financing (the same E_FINANCE
 * product, opened for marketplace sellers): up to USD 1 million, at the payment-financing rates.
 * OTA finance: from 10 % a year, up to 120 days, up to USD 50 million; no ceiling is published,
 * so the calculator stops at 30 % to catch a mistyped rate. Where no tenor is published the
 * calculator covers up to one year.
 */
export const PRODUCT_TERMS: Record<FinancedProduct, ProductTerms> = {
  payment: { maxAmountUsd: PAYMENT_FINANCING.limitUsd, minRate: PAYMENT_FINANCING.aprMin, maxRate: PAYMENT_FINANCING.aprMax, maxTenorDays: 365 },
  marketplace: { maxAmountUsd: MARKETPLACE_FINANCING.limitUsd, minRate: PAYMENT_FINANCING.aprMin, maxRate: PAYMENT_FINANCING.aprMax, maxTenorDays: 365 },
  ota: { maxAmountUsd: OTA_FINANCE.limitUsd, minRate: OTA_FINANCE.interestFrom, maxRate: 0.3, maxTenorDays: OTA_FINANCE.tenorDays },
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

export interface CostResult {
  amount: number;
  days: number;
  /** Fraction a year. */
  rate: number;
  /** Rounded to the cent. */
  interest: number;
  total: number;
}

/** Rounds to the cent, halves away from zero, without binary drift (1.005 → 1.01). */
export function roundToCent(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** interest = amount × rate × days ÷ 365; total repayment = amount + interest. */
export function financingCost(amount: number, rate: number, days: number): { interest: number; total: number } {
  const interest = roundToCent((amount * rate * days) / DAY_COUNT_BASIS);
  return { interest, total: roundToCent(amount + interest) };
}

const decimals = (raw: string) => raw.replace(/[,，\s]/g, '').split(/[.．]/)[1]?.length ?? 0;

/** Checks the three answers against the product's terms; each failing one is named with why. */
export function calculateCost(product: FinancedProduct, inputs: CostInputs): { ok: true; result: CostResult } | { ok: false; errors: Partial<Record<CostField, CostError>> } {
  const terms = PRODUCT_TERMS[product];
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
    else if (amount < 1) errors.amount = 'min';
    else if (amount > terms.maxAmountUsd) errors.amount = 'max';
  }
  const days = read('tenor');
  if (days !== undefined) {
    if (!Number.isInteger(days)) errors.tenor = 'wholeNumber';
    else if (days < 1) errors.tenor = 'min';
    else if (days > terms.maxTenorDays) errors.tenor = 'max';
  }
  const percent = read('rate');
  // Compare in hundredths of a percent, so 8 and 12 themselves are inside 8-12 %.
  const rate = percent === undefined ? undefined : Math.round(percent * 100) / 10_000;
  if (rate !== undefined && percent !== undefined) {
    if (decimals(inputs.rate) > 2) errors.rate = 'decimals';
    else if (rate < terms.minRate) errors.rate = 'min';
    else if (rate > terms.maxRate) errors.rate = 'max';
  }

  if (Object.keys(errors).length > 0 || amount === undefined || days === undefined || rate === undefined) return { ok: false, errors };
  return { ok: true, result: { amount, days, rate, ...financingCost(amount, rate, days) } };
}
