import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';
import { submitApplication } from './application-service';

/** The export-refund service: the trial application of the micro-site. */
export function exportRefundHandlers(db: Database): Pick<Handlers, 'submitExportRefundApplication'> {
  return {
    submitExportRefundApplication: ({ body }) => submitApplication(db, body),
  };
}
