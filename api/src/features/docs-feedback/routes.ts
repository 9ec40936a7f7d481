import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';
import { feedbackReport, saveFeedback } from './feedback-service';

/** Readers' feedback on help centre articles ("Was this helpful?") and its report for the docs team (issue 16). */
export function docsFeedbackHandlers(db: Database): Pick<Handlers, 'submitArticleFeedback' | 'getArticleFeedbackReport'> {
  return {
    submitArticleFeedback: ({ body }) => saveFeedback(db, body),
    getArticleFeedbackReport: () => feedbackReport(db),
  };
}
