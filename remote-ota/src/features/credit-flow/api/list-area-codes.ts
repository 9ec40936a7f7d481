import { callApi } from '@site/shared/api';
import type { AreaCode } from './types';

/** International dial codes, labelled in the request's language (spec 3.3; kyc `areaCode/list`). */
export function listAreaCodes(signal?: AbortSignal): Promise<AreaCode[]> {
  return callApi<AreaCode[]>('kyc', 'areaCode/list', { signal });
}
