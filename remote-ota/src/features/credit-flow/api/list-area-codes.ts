import type { ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { AreaCode } from './types';

/** International dial codes, labelled in `lang`, the page's (kyc `areaCode/list`). */
export function listAreaCodes(api: ApiClient, lang: RouteLang, signal?: AbortSignal): Promise<AreaCode[]> {
  return api.call(op.listAreaCodes, { signal, lang });
}
