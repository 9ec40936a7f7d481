import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';

// The lookups of the lead form. Labels follow the language the call asks in, the
// parcel's (never the site store's), so every list is fetched again in another language.

export const listPositions = (lang: RouteLang) => callApi(op.listPositions, { lang });

export const listProducts = (lang: RouteLang) => callApi(op.listProducts, { lang });

export const listBusinessTypes = (lang: RouteLang) => callApi(op.listBusinessTypes, { lang });

export const listCountries = (lang: RouteLang) => callApi(op.listCountries, { lang });

export const listAreaCodes = (lang: RouteLang) => callApi(op.listAreaCodes, { lang });
