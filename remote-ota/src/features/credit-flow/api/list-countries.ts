import { callApi } from '@site/shared/api';
import type { Country } from './types';

/** Countries with their names in the request's language (spec 7, kyc `country/list`). */
export function listCountries(signal?: AbortSignal): Promise<Country[]> {
  return callApi<Country[]>('kyc', 'country/list', { signal });
}
