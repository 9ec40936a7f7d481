import { callApi, type components } from '@site/shared/api';
import * as op from '@site/shared/api/operations';

/** One option of a lookup list (spec 3.3). */
export type OptionItem = components['schemas']['OptionItem'];

/** The business types (spec 3.3), labelled in the language of the request. */
export const listBusinessTypes = () => callApi(op.listBusinessTypes);
