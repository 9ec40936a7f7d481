import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';
import { saveEnquiry } from './enquiry-service';

/** The trade-finance service: the International Trade enquiry. */
export function tradeFinanceHandlers(db: Database): Pick<Handlers, 'saveTradeFinanceEnquiry'> {
  return {
    saveTradeFinanceEnquiry: ({ body }) => saveEnquiry(db, body),
  };
}
