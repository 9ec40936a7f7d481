import { callApi, type components } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';

/** One option of a lookup list. */
export type OptionItem = components['schemas']['OptionItem'];

/** The business types, labelled in `lang`, the page's. */
export const listBusinessTypes = (lang: RouteLang) => callApi(op.listBusinessTypes, { lang });
