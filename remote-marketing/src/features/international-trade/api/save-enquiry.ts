import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { EnquiryRequest } from '../utils/enquiry-rules';

/**
 * Stores an International Trade enquiry (trade-finance collect/save), asking for
 * messages in `lang`, the page's. Rejects with an ApiError.
 */
export const saveEnquiry = (enquiry: EnquiryRequest, lang: RouteLang) => callApi(op.saveTradeFinanceEnquiry, { body: enquiry, lang });
