import type { ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import { MICRO_SITE_LANG } from '../../../config/site';
import type { ExportRefundApplicationRequest } from './types';

/**
 * POST /api/export-refund/application/submit. Resolves when the api answers code '200'
 * (the application is stored); rejects with an ApiError carrying the server's message otherwise.
 */
export async function submitApplication(api: ApiClient, application: ExportRefundApplicationRequest): Promise<void> {
  await api.call(op.submitExportRefundApplication, { body: application, lang: MICRO_SITE_LANG });
}
