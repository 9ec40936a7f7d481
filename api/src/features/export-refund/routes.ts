import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';
import { submitApplication } from './application-service';

/** The export-refund service: the trial application of the micro-site (spec 3.2, 5.2, 7). */
export function exportRefundHandlers(db: Database): Pick<Handlers, 'submitExportRefundApplication'> {
  return {
    submitExportRefundApplication: ({ body }) => submitApplication(db, body),
  };
}
