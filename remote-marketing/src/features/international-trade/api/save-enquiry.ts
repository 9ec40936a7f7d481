import type { ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { EnquiryRequest } from '../utils/enquiry-rules';

/**
 * Stores an International Trade enquiry (trade-finance collect/save) through `api` (the browser's
 * client, or a posted form's own), asking for messages in `lang`, the page's. Rejects with an ApiError.
 */
export const saveEnquiry = (api: ApiClient, enquiry: EnquiryRequest, lang: RouteLang) => api.call(op.saveTradeFinanceEnquiry, { body: enquiry, lang });
