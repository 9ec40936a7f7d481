import type { ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import { MICRO_SITE_LANG } from '../../../config/site';
import type { OptionItem } from './types';

/** GET /api/official/potentialCust/listNewBusinessTypeEnum: the business types of this form. */
export function listBusinessTypes(api: ApiClient, signal?: AbortSignal): Promise<OptionItem[]> {
  return api.call(op.listExportRefundBusinessTypes, { signal, lang: MICRO_SITE_LANG });
}
