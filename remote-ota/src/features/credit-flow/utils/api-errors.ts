import { ApiError } from '@site/shared/api';

/** The copy key (flow namespace) for a save that failed for a reason other than a field. */
export function saveFailureKey(error: unknown): 'saveFailed.body' | 'saveFailed.rateLimited' {
  return error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.status === 429) ? 'saveFailed.rateLimited' : 'saveFailed.body';
}

/** The api rejected one field of ours (400 VALIDATION_FAILED with `field`): its message is already in the visitor's language. */
export function rejectedField<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED' || !error.field) return null;
  const field = fields.find((name) => name === error.field);
  return field ? { field, message: error.message } : null;
}

/** Step 2 was sent for a customer flag without a saved step 1 (409). */
export const needsStep1 = (error: unknown): boolean => error instanceof ApiError && error.code === 'QUESTIONNAIRE_STEP1_REQUIRED';
