import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RateChartImplProps } from './rate-chart-impl';
import type { ChartText } from './chart-options';
import type { RateFormat } from '../utils/format';
import type { RatePoint } from '../utils/series';
import { useMediaQuery } from '../hooks/use-media-query';
import { StaticRateChart } from './static-rate-chart';
import styles from './rate-widget.module.css';

type ChartComponent = ComponentType<RateChartImplProps>;

let chartModule: Promise<ChartComponent> | null = null;
/** Loads the Highcharts chunk once; a failed load may be tried again. */
function loadChart(): Promise<ChartComponent> {
  chartModule ??= import(/* webpackChunkName: "fx-chart" */ './rate-chart-impl').then(
    (module) => module.default,
    (error: unknown) => {
      chartModule = null;
      throw error;
    },
  );
  return chartModule;
}

export interface RateChartProps {
  /** True once the widget nears the viewport: only then is Highcharts requested. */
  near: boolean;
  primary: readonly RatePoint[];
  offshore: readonly RatePoint[] | null;
  pairLabel: string;
  offshoreLabel: string;
  days: number;
  description: string;
  format: RateFormat;
  locale: string;
}

/**
 * The chart region. The drawing served with the page (`StaticRateChart`) is the chart the visitor
 * sees, before and after the page's script runs, and it redraws itself for another window or pair:
 * nothing changes on the screen when the widget hydrates. Highcharts, whose chunk is fetched when the
 * widget nears the viewport, takes its place when the visitor reaches for the chart (a pointer over
 * it, a touch, focus inside), for its tooltips and keyboard exploration. Its height is reserved by
 * CSS, so nothing moves then; if its chunk fails, the drawing stays with a note and Retry.
 */
export function RateChart({ near, primary, offshore, pairLabel, offshoreLabel, days, description, format, locale }: RateChartProps) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [Chart, setChart] = useState<ChartComponent | null>(null);
  const [engaged, setEngaged] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    loadChart().then(
      (component) => live && setChart(() => component),
      (error: unknown) => {
        console.error('[fx] the chart could not be loaded:', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [near, attempt]);
  const engage = () => setEngaged(true);

  const text = useMemo<ChartText>(
    () => ({
      title: t('chart.title', { pair: pairLabel, days }),
      primaryName: pairLabel,
      offshoreName: t('chart.offshoreSeries', { pair: offshoreLabel }),
      description,
      timeAxis: t('chart.timeAxis'),
      typeDescription: t('chart.typeDescription'),
      seriesDescription: (name, count) => t('chart.seriesDescription', { name, count }),
      pointDescription: (time, rate, demo) => `${t('chart.pointDescription', { time, rate })}${demo ? ` (${t('chart.pointDemo')})` : ''}`,
      tooltipTime: (time) => t('chart.tooltipTime', { time }),
      a11y: {
        containerLabel: t('chart.containerLabel'),
        svgLabel: t('chart.svgLabel'),
        endOfChart: t('chart.endOfChart'),
        legendLabel: t('chart.legendLabel'),
        legendItem: t('chart.legendItem'),
      },
    }),
    [t, pairLabel, offshoreLabel, days, description],
  );

  return (
    <div className={styles.chart} onPointerEnter={engage} onTouchStart={engage} onFocus={engage}>
      {Chart && engaged ? (
        <Chart primary={primary} offshore={offshore} format={format} locale={locale} text={text} reducedMotion={reducedMotion} />
      ) : failed && engaged ? (
        <div className={styles.chartNote} role="status">
          <p>{t('chart.failed')}</p>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('chart.retry')}
          </button>
        </div>
      ) : (
        <StaticRateChart primary={primary} offshore={offshore} description={description} primaryName={text.primaryName} offshoreName={text.offshoreName} format={format} />
      )}
    </div>
  );
}
