import { OTA_PATHS, type OtaPath } from '../../../routes';
import type { Questionnaire } from '../api/types';

/** The pages of the flow, in order: step 1, step 2, progress evaluation, quota display. */
export type FlowPage = 'contact' | 'platforms' | 'progress' | 'quota';

/** What the api says is saved; null when nothing was saved under the customer flag. */
export type SavedSteps = Pick<Questionnaire, 'step1Complete' | 'step2Complete'> | null;

/**
 * Where a visitor who opens `page` must go instead: the first step they have not finished.
 * Step 2 needs a saved step 1; the evaluation and the quota need a saved step 2. Null: stay.
 */
export function redirectFor(page: FlowPage, saved: SavedSteps): OtaPath | null {
  if (page === 'contact') return null;
  if (!saved?.step1Complete) return OTA_PATHS.contact;
  if (page === 'platforms') return null;
  if (!saved.step2Complete) return OTA_PATHS.platforms;
  return null;
}
