import { useId, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { appLoginUrl, useLinkLocation } from '@site/shared/env';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { useInView } from '@site/shared/motion';
import { RegionError } from '@site/shared/ui';
import { LIST_SIZE, type WindowDays } from '../../../config/currencies';
import { useRateHistory } from '../hooks/use-rate-history';
import { rateFormat } from '../utils/format';
import type { RateData } from '../utils/load-state';
import { comparisonPairOf, INITIAL_PAIR, pairReducer } from '../utils/pair';
import { markRendered } from '../utils/perf-marks';
import { compareOnshoreOffshore, lastRecords, pairLabel, summarize } from '../utils/series';
import { CurrencySelect } from './currency-select';
import { RateChart } from './rate-chart';
import { RateComparison } from './rate-comparison';
import { RateList } from './rate-list';
import { RateSummary } from './rate-summary';
import { WidgetSkeleton } from './widget-skeleton';
import { WindowToggle } from './window-toggle';
import styles from './rate-widget.module.css';

export type RateWidgetVariant = 'home' | 'payment';

export interface RateWidgetProps {
  lang: RouteLang;
  /** Home or the payment page's rates chart: the heading differs. */
  variant: RateWidgetVariant;
  /** The level of the widget's heading in the host page: 3 under the host's own section heading. */
  headingLevel: 2 | 3;
}

/** Currency labels are shortened under 767 px. */

/** What the body shows for one load, derived once per response (never per render). */
function deriveView(data: RateData) {
  return {
    summary: summarize(data.primary),
    recent: lastRecords(data.primary, LIST_SIZE),
    comparison: data.comparison ? compareOnshoreOffshore(data.primary, data.comparison) : null,
  };
}

/**
 * The exchange-rate widget: USD against onshore CNY and offshore CNH over
 * 30 or 7 days, a chart, the last 10 records and Apply Now. Its height is the same while loading,
 * loaded, empty or failed, so the page around it never shifts.
 */
export function RateWidget({ lang, variant, headingLevel }: RateWidgetProps) {
  const { t } = useTranslation();
  const linkLocation = useLinkLocation();
  const locale = toI18nLang(lang);
  const format = rateFormat(locale);
  const id = useId();
  const [pair, dispatchPair] = useReducer(pairReducer, INITIAL_PAIR);
  const [days, setDays] = useState<WindowDays>(30);
  const { state, retry } = useRateHistory(pair, days, lang);
  // Highcharts loads only when the widget nears the screen (docs/performance.md).
  const [nearRef, near] = useInView<HTMLElement>({ rootMargin: '400px 0px' });

  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const label = pairLabel(pair);
  const twin = useMemo(() => comparisonPairOf(pair), [pair]);
  const data = state.status === 'ready' ? state.data : null;
  const view = useMemo(() => (data ? deriveView(data) : null), [data]);
  const summary = view?.summary ?? null;

  const description = useMemo(
    () =>
      summary
        ? t('summary.description', {
            pair: label,
            days,
            count: summary.count,
            from: format.date(summary.first.time),
            to: format.date(summary.latest.time),
            latest: format.rate(summary.latest.rate),
            low: format.rate(summary.low),
            high: format.rate(summary.high),
            change: format.change(summary.change),
            percent: format.percent(summary.changePercent),
          })
        : '',
    [t, summary, label, days, format],
  );

  // The bench's mark (README, Measuring): once per load, when its data is in the DOM.
  useLayoutEffect(() => {
    if (state.status === 'ready' || state.status === 'empty') markRendered(state.key);
  }, [state]);

  let live = '';
  if (state.status === 'loading') live = t('state.loading');
  else if (state.status === 'empty') live = t('state.empty');
  else if (summary) {
    const rate = t('summary.rate', { left: pair.left, right: pair.right, rate: format.rate(summary.latest.rate) });
    live = t('summary.live', { rate, time: format.dateTime(summary.latest.time) });
  }

  let note: string | null = null;
  if (data?.demo.primary === 'all') note = t('demo.all');
  else if (data?.demo.primary === 'some') note = t('demo.some');
  else if (data?.demo.comparison && data.demo.comparison !== 'none') note = t('demo.comparison');
  else if (data) note = t('source');

  return (
    <section ref={nearRef} className={styles.widget} aria-labelledby={`${id}-heading`} data-fx-status={state.status}>
      <div className={styles.head}>
        <Heading id={`${id}-heading`} className={styles.heading}>
          {t(`heading.${variant}`)}
        </Heading>
      </div>

      <div className={styles.controls}>
        <div className={styles.pair}>
          <CurrencySelect
            id={`${id}-from`}
            label={t('pair.from')}
            value={pair.left}
            onChange={(currency) => dispatchPair({ type: 'select', side: 'left', currency })}
          />
          <button type="button" className={styles.swap} aria-label={t('pair.swap')} title={t('pair.swap')} onClick={() => dispatchPair({ type: 'swap' })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M7 7h12m0 0-4-4m4 4-4 4M17 17H5m0 0 4-4m-4 4 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <CurrencySelect
            id={`${id}-to`}
            label={t('pair.to')}
            value={pair.right}
            onChange={(currency) => dispatchPair({ type: 'select', side: 'right', currency })}
          />
        </div>
        <WindowToggle value={days} onChange={setDays} />
      </div>

      <p className="visually-hidden" role="status">
        {live}
      </p>

      <div className={styles.body} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <WidgetSkeleton />}
        {state.status === 'empty' && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>{t('state.empty')}</p>
            {days === 7 && (
              <>
                <p className={styles.meta}>{t('state.emptyHint')}</p>
                <button type="button" className={styles.linkButton} onClick={() => setDays(30)}>
                  {t('state.showLonger')}
                </button>
              </>
            )}
          </div>
        )}
        {state.status === 'error' && (
          <div className={styles.message}>
            <RegionError title={t('state.error')} onRetry={retry} />
          </div>
        )}
        {data && view?.summary && (
          <>
            <div className={styles.main}>
              <RateSummary pair={pair} days={days} summary={view.summary} format={format} />
              <RateComparison twin={twin} comparison={view.comparison} failed={data.comparisonFailed} format={format} HeadingTag={SubHeading} />
              <RateChart
                near={near}
                primary={data.primary}
                offshore={data.comparison}
                pairLabel={label}
                offshoreLabel={twin ? pairLabel(twin) : ''}
                days={days}
                description={description}
                format={format}
                locale={locale}
              />
            </div>
            <RateList
              records={view.recent}
              pairLabel={label}
              format={format}
              markDemoRows={data.demo.primary === 'some'}
              headingId={`${id}-list`}
              HeadingTag={SubHeading}
            />
          </>
        )}
      </div>

      <div className={styles.foot}>
        <p className={[styles.note, data?.demo.any ? styles.demoNote : ''].join(' ')}>{note}</p>
        <a className={styles.apply} href={appLoginUrl(linkLocation)} target="_blank" rel="noopener noreferrer">
          {t('apply.label')}
          <span className="visually-hidden"> {t('apply.newTab')}</span>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </div>
    </section>
  );
}
