import { callApi, type components } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';

/** One option of a lookup list (spec 3.3). */
export type OptionItem = components['schemas']['OptionItem'];

/** The business types (spec 3.3), labelled in `lang`, the page's. */
export const listBusinessTypes = (lang: RouteLang) => callApi(op.listBusinessTypes, { lang });
