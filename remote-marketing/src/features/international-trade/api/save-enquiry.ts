import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { EnquiryRequest } from '../utils/enquiry-rules';

/** Stores an International Trade enquiry (spec 2.4, 7: trade-finance collect/save). Rejects with an ApiError. */
export const saveEnquiry = (enquiry: EnquiryRequest) => callApi(op.saveTradeFinanceEnquiry, { body: enquiry });
