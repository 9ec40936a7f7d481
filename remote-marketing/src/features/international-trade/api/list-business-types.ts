import type { ApiClient, components } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';

/** One option of a lookup list. */
export type OptionItem = components['schemas']['OptionItem'];

/** The business types, labelled in `lang`, the page's, through `api` (the render's or the browser's client). */
export const listBusinessTypes = (api: ApiClient, lang: RouteLang) => api.call(op.listBusinessTypes, { lang });
