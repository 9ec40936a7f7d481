import { callApi } from '@site/shared/api';
import type { AreaCode, Country, OptionItem, ProductOption } from './lead-types';

// The lookups of the lead form (spec 3.3, 7). Labels follow the Accept-Language header that the
// shared client sends, so every list is fetched again in another language.

export const listPositions = () => callApi<OptionItem[]>('official', 'potentialCust/listAllPositionEnum', { method: 'GET' });

export const listProducts = () => callApi<ProductOption[]>('official', 'potentialCust/listAllProductEnum', { method: 'GET' });

export const listBusinessTypes = () => callApi<OptionItem[]>('official', 'potentialCust/listAllBusinessTypeEnum', { method: 'GET' });

export const listCountries = () => callApi<Country[]>('kyc', 'country/list');

export const listAreaCodes = () => callApi<AreaCode[]>('kyc', 'areaCode/list');
