import Highcharts from 'highcharts/esm/highcharts.js';
// Screen-reader descriptions and keyboard navigation of the points (strings set per chart in the page language).
import 'highcharts/esm/modules/accessibility.js';
import HighchartsReact from 'highcharts-react-official';
// The palette's variables as a stylesheet: Highcharts would insert them as an inline <style>, which
// the site's Content Security Policy forbids (chart-options.ts sets palette.injectCSS to false).
import 'highcharts/css/highcharts-palette.css';
import { useMemo } from 'react';
import { buildChartOptions, type ChartInput } from './chart-options';
import styles from './rate-widget.module.css';

export type RateChartImplProps = Omit<ChartInput, 'colors'>;

function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * The Highcharts chart. This module, Highcharts and its accessibility module form one chunk that
 * is loaded only when the widget nears the viewport (see rate-chart.tsx).
 */
export default function RateChartImpl(props: RateChartImplProps) {
  const { primary, offshore, format, locale, text, reducedMotion } = props;
  const options = useMemo(
    () =>
      buildChartOptions({
        primary,
        offshore,
        format,
        locale,
        text,
        reducedMotion,
        colors: {
          primary: token('--color-primary', '#0b5cab'),
          offshore: token('--color-accent', '#0f9d8a'),
          muted: token('--color-text-muted', '#4a5568'),
          grid: token('--color-border', '#dbe3ec'),
        },
      }),
    [primary, offshore, format, locale, text, reducedMotion],
  );
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={options}
      // A new pair or window replaces the series wholesale (oneToOne), without animating the swap.
      updateArgs={[true, true, false]}
      containerProps={{ className: styles.chartCanvas }}
    />
  );
}
