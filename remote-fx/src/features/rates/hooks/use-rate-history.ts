import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData } from '@site/shared/pages';
import { browserApi } from '@site/shared/api';
import type { RouteLang } from '@site/shared/lang';
import { isBrowserOnlyPending, type BrowserOnlyPending } from '@site/shared/pages';
import type { WindowDays } from '../../../config/currencies';
import { loadRates, settleRates } from '../api/load-rates';
import { FIRST_VIEW, type WidgetData } from '../rates-loader';
import { settledState, type LoadState, type RatesLoad } from '../utils/load-state';
import { pairKey, type Pair } from '../utils/pair';

export interface RateHistory {
  state: LoadState;
  /** Asks again after a failure (a new attempt). */
  retry: () => void;
}

/** A load's outcome: at once when it is already there (served), once it settles when it is under way; undefined meanwhile. */
function useSettled(source: RatesLoad | Promise<RatesLoad> | undefined): RatesLoad | undefined {
  const [settled, setSettled] = useState<{ from: Promise<RatesLoad>; value: RatesLoad } | null>(null);
  useEffect(() => {
    if (!(source instanceof Promise)) return undefined;
    let current = true;
    void source.then((value) => {
      if (current) setSettled({ from: source, value });
    });
    return () => {
      current = false;
    };
  }, [source]);
  if (source instanceof Promise) return settled?.from === source ? settled.value : undefined;
  return source;
}

/**
 * The pair's history over the window and, for a CNY pair, its CNH twin. The first view (USD/CNY
 * over 30 days) is the widget's route loader's (`ratesLoader`): served with the page, or under way in
 * the browser, or still to come (`BrowserOnlyPending`: the site's server left it to the browser's
 * router, which loads it after hydrating). A new pair, window or Retry is asked here, in the browser,
 * and reads as loading until its own answer arrives; a late answer to an earlier load is dropped.
 * Asked in `lang`, the parcel's; the rates do not depend on it, so a new language does not ask again.
 */
export function useRateHistory(pair: Pair, days: WindowDays, lang: RouteLang): RateHistory {
  const first = useLoaderData<WidgetData | BrowserOnlyPending>();
  const [attempt, setAttempt] = useState(0);
  const { left, right } = pair;
  const resourceKey = `${pairKey(pair)}|${days}`;
  const key = `${resourceKey}|${attempt}`;
  const fromLoader = attempt === 0 && resourceKey === FIRST_VIEW;

  const language = useRef(lang);
  useEffect(() => {
    language.current = lang;
  });
  const [asked, setAsked] = useState<{ key: string; rates: Promise<RatesLoad> } | null>(null);
  useEffect(() => {
    if (fromLoader) return undefined;
    const controller = new AbortController();
    const rates = settleRates(loadRates(browserApi, { left, right }, days, language.current, controller.signal), key, controller.signal);
    setAsked({ key, rates });
    return () => controller.abort();
  }, [fromLoader, key, left, right, days]);

  let source: RatesLoad | Promise<RatesLoad> | undefined;
  if (fromLoader) source = isBrowserOnlyPending(first) ? undefined : first.rates;
  else if (asked?.key === key) source = asked.rates;
  const answered = useSettled(source);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useMemo<LoadState>(() => {
    if (!answered) return { status: 'loading', key };
    if (!answered.ok) return { status: 'error', key };
    return settledState(key, answered.answers.primary, answered.answers.comparison, answered.answers.comparisonFailed);
  }, [answered, key]);
  return { state, retry };
}
