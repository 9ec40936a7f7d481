import { callApi } from '@site/shared/api';

/** One option of a lookup list (spec 3.3, openapi OptionItem). */
export interface OptionItem {
  dictParam: string;
  displayName: string;
  dictKey: string;
}

/** The business types (spec 3.3), labelled in the language of the request. */
export const listBusinessTypes = () => callApi<OptionItem[]>('official', 'potentialCust/listAllBusinessTypeEnum', { method: 'GET' });
