import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';

// The lookups of the lead form (spec 3.3, 7). Labels follow the Accept-Language header that the
// shared client sends, so every list is fetched again in another language.

export const listPositions = () => callApi(op.listPositions);

export const listProducts = () => callApi(op.listProducts);

export const listBusinessTypes = () => callApi(op.listBusinessTypes);

export const listCountries = () => callApi(op.listCountries);

export const listAreaCodes = () => callApi(op.listAreaCodes);
