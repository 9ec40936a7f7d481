import type { Handlers } from '../../http/operations';
import type { RateService } from './rate-service';

/** The rate service: exchange-rate history. */
export function rateHandlers(rates: RateService): Pick<Handlers, 'getHistoricalRates'> {
  return {
    getHistoricalRates: ({ body }) => rates.history(body),
  };
}
