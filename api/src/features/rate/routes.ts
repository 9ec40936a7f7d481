import type { Handlers } from '../../http/operations';
import type { RateService } from './rate-service';

/** The rate service: exchange-rate history (spec 2.10, 3.4, 7). */
export function rateHandlers(rates: RateService): Pick<Handlers, 'getHistoricalRates'> {
  return {
    getHistoricalRates: ({ body }) => rates.history(body),
  };
}
