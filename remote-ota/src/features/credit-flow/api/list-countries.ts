import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { Country } from './types';

/** Countries with their names in the request's language (spec 7, kyc `country/list`). */
export function listCountries(signal?: AbortSignal): Promise<Country[]> {
  return callApi(op.listCountries, { signal });
}
