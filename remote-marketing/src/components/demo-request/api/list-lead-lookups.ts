import type { ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';

// The lookups of the lead form, through `api` (the browser's client, or a render's own on the site's
// server). Labels follow the language the call asks in, the parcel's (never the site store's), so
// every list is fetched again in another language.

export const listPositions = (api: ApiClient, lang: RouteLang) => api.call(op.listPositions, { lang });

export const listProducts = (api: ApiClient, lang: RouteLang) => api.call(op.listProducts, { lang });

export const listBusinessTypes = (api: ApiClient, lang: RouteLang) => api.call(op.listBusinessTypes, { lang });

export const listCountries = (api: ApiClient, lang: RouteLang) => api.call(op.listCountries, { lang });

export const listAreaCodes = (api: ApiClient, lang: RouteLang) => api.call(op.listAreaCodes, { lang });
