import type { ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { Country } from './types';

/** Countries with their names in `lang`, the page's (kyc `country/list`). */
export function listCountries(api: ApiClient, lang: RouteLang, signal?: AbortSignal): Promise<Country[]> {
  return api.call(op.listCountries, { signal, lang });
}
