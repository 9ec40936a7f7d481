import { MARKETPLACE_FINANCING } from '../../config/facts';
import { parseTypedNumber } from '@site/shared/tool-form';

/** What the visitor types into the self-check, as typed. */
export interface EligibilityAnswers {
  months: string;
  sales: string;
  rating: string;
  /** Whether the store has had a serious violation. */
  violations: '' | 'yes' | 'no';
}

export type EligibilityField = keyof EligibilityAnswers;
/** Why an answer cannot be checked: left empty, not a number, or outside what a store can have. */
export type AnswerError = 'required' | 'number' | 'wholeNumber' | 'ratingRange';

export interface RuleResult {
  rule: EligibilityField;
  pass: boolean;
  /** The parsed answer (months, USD, stars), for the sentence that explains the result. */
  value?: number;
}

export type EligibilityOutcome = { ok: false; errors: Partial<Record<EligibilityField, AnswerError>> } | { ok: true; results: RuleResult[]; eligible: boolean };

/** Store ratings are out of 5 stars. */
export const MAX_RATING = 5;

/** Reads each answer; an answer that cannot be read is named with the reason. */
export function readAnswers(answers: EligibilityAnswers): { errors: Partial<Record<EligibilityField, AnswerError>>; values: { months?: number; sales?: number; rating?: number } } {
  const errors: Partial<Record<EligibilityField, AnswerError>> = {};
  const values: { months?: number; sales?: number; rating?: number } = {};
  for (const field of ['months', 'sales', 'rating'] as const) {
    const raw = answers[field];
    if (raw.trim() === '') {
      errors[field] = 'required';
      continue;
    }
    const value = parseTypedNumber(raw);
    if (value === undefined) errors[field] = 'number';
    else if (field === 'months' && !Number.isInteger(value)) errors[field] = 'wholeNumber';
    else if (field === 'rating' && value > MAX_RATING) errors[field] = 'ratingRange';
    else values[field] = value;
  }
  // From a query (the form sent without JavaScript) it may be anything: only the two choices count.
  if (answers.violations !== 'yes' && answers.violations !== 'no') errors.violations = 'required';
  return { errors, values };
}

/**
 * A store qualifies when it has operated for at least 6 months, its average monthly
 * sales are not below USD 5,000, its rating is not below 4.0 and it has no serious violations.
 * Each rule is reported on its own, so the visitor sees which one fails.
 */
export function checkEligibility(answers: EligibilityAnswers): EligibilityOutcome {
  const { errors, values } = readAnswers(answers);
  if (Object.keys(errors).length > 0 || values.months === undefined || values.sales === undefined || values.rating === undefined) return { ok: false, errors };
  const results: RuleResult[] = [
    { rule: 'months', pass: values.months >= MARKETPLACE_FINANCING.minMonthsOperating, value: values.months },
    { rule: 'sales', pass: values.sales >= MARKETPLACE_FINANCING.minMonthlySalesUsd, value: values.sales },
    { rule: 'rating', pass: values.rating >= MARKETPLACE_FINANCING.minStoreRating, value: values.rating },
    { rule: 'violations', pass: answers.violations === 'no' },
  ];
  return { ok: true, results, eligible: results.every((result) => result.pass) };
}
