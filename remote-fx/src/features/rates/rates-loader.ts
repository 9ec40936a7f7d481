import type { LoaderFunctionArgs } from '@site/shared/pages';
import { apiContext, langContext, servedInTime, sideContext } from '@site/shared/pages';
import type { WindowDays } from '../../config/currencies';
import { loadRates, settleRates } from './api/load-rates';
import type { RatesLoad } from './utils/load-state';
import { INITIAL_PAIR, pairKey } from './utils/pair';

/** The window the widget opens on. */
export const INITIAL_DAYS: WindowDays = 30;

/** The first view's load (pair and window), as `useRateHistory` keys its loads. */
export const FIRST_VIEW = `${pairKey(INITIAL_PAIR)}|${INITIAL_DAYS}`;

/**
 * What the widget's route loads for its first view, USD/CNY and USD/CNH over 30 days: answered, as
 * the site's server serves it with the page, or (in the browser) a load under way, which the widget
 * shows as its loading state until it settles, controls and all.
 */
export interface WidgetData {
  rates: RatesLoad | Promise<RatesLoad>;
}

/**
 * The widget's route loader: the latest rates, through the render's own api client, in the page's
 * language. On the site's server it is awaited within the render's load time (`servedInTime`): a
 * failed or late api leaves the widget's loading state in the page, and the browser loads the rates
 * once hydrated. In the browser the load is handed to the widget as it is, settled (a failure is the
 * widget's error state with Retry), so the widget is drawn at once.
 */
export const ratesLoader = servedInTime(async ({ request, context }: LoaderFunctionArgs): Promise<WidgetData> => {
  const asked = loadRates(context.get(apiContext), INITIAL_PAIR, INITIAL_DAYS, context.get(langContext), request.signal);
  if (context.get(sideContext) === 'server') return { rates: { ok: true, answers: await asked } };
  return { rates: settleRates(asked, `${FIRST_VIEW}|0`, request.signal) };
});
