import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { AreaCode } from './types';

/** International dial codes, labelled in the request's language (spec 3.3; kyc `areaCode/list`). */
export function listAreaCodes(signal?: AbortSignal): Promise<AreaCode[]> {
  return callApi(op.listAreaCodes, { signal });
}
