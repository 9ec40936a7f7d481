import type { Options, Point, Series, SeriesLineOptions } from 'highcharts';
import type { RateFormat } from '../utils/format';
import { TIME_ZONE } from '../utils/rate-window';
import type { RatePoint } from '../utils/series';

/** Every string the chart shows or announces, already translated by the caller. */
export interface ChartText {
  title: string;
  primaryName: string;
  offshoreName: string;
  description: string;
  timeAxis: string;
  typeDescription: string;
  /** Templates with {{name}}/{{count}} and {{time}}/{{rate}} placeholders filled here. */
  seriesDescription: (name: string, count: number) => string;
  pointDescription: (time: string, rate: string, demo: boolean) => string;
  tooltipTime: (time: string) => string;
  /** Highcharts' own accessibility strings (lang.accessibility), in Highcharts' {placeholder} syntax. */
  a11y: { containerLabel: string; svgLabel: string; endOfChart: string; legendLabel: string; legendItem: string };
}

/** Colours from the design tokens (SVG attributes cannot take CSS variables). */
export interface ChartColors {
  primary: string;
  offshore: string;
  muted: string;
  grid: string;
}

export interface ChartInput {
  primary: readonly RatePoint[];
  offshore: readonly RatePoint[] | null;
  format: RateFormat;
  locale: string;
  text: ChartText;
  reducedMotion: boolean;
  colors: ChartColors;
}

/**
 * Demo records follow the published ones (the api fills days after the reference series ends),
 * so a mixed series is drawn solid up to the first demo record and dashed after it. A series that
 * is all demo stays solid: the widget's "Demo data" line already says so.
 */
export function demoZones(points: readonly RatePoint[]): SeriesLineOptions['zones'] {
  const firstDemo = points.findIndex((point) => point.demo);
  if (firstDemo <= 0) return undefined;
  return [{ value: (points[firstDemo] as RatePoint).time, dashStyle: 'Solid' }, { dashStyle: 'ShortDash' }];
}

const toData = (points: readonly RatePoint[]): [number, number][] => points.map((point) => [point.time, point.rate]);

/**
 * Highcharts options for the pair over the window: times in UTC+8 (Asia/Shanghai),
 * rates to 4 decimals, every label and announcement in the page language. Pure: built once per
 * data set (memoized by the caller) and testable without loading Highcharts.
 */
export function buildChartOptions({ primary, offshore, format, locale, text, reducedMotion, colors }: ChartInput): Options {
  const demoByTime = new Map<number, boolean>();
  for (const point of primary) demoByTime.set(point.time, point.demo);
  const series: SeriesLineOptions[] = [
    { type: 'line', id: 'primary', name: text.primaryName, data: toData(primary), color: colors.primary, zones: demoZones(primary), zoneAxis: 'x' },
  ];
  if (offshore?.length) {
    series.push({
      type: 'line',
      id: 'offshore',
      name: text.offshoreName,
      data: toData(offshore),
      color: colors.offshore,
      dashStyle: 'ShortDot',
      lineWidth: 1.5,
    });
  }

  return {
    chart: {
      height: null,
      spacing: [8, 4, 8, 0],
      animation: !reducedMotion,
      style: { fontFamily: 'inherit' },
      styledMode: false,
    },
    lang: {
      locale,
      accessibility: {
        chartContainerLabel: text.a11y.containerLabel,
        svgContainerLabel: text.a11y.svgLabel,
        defaultChartTitle: text.title,
        screenReaderSection: { endOfChartMarker: text.a11y.endOfChart },
        legend: { legendLabelNoTitle: text.a11y.legendLabel, legendLabel: text.a11y.legendLabel, legendItem: text.a11y.legendItem },
      },
    },
    time: { timezone: TIME_ZONE },
    // Highcharts would insert a <style> of its palette's variables, which the site's Content
    // Security Policy forbids (no inline styles): rate-chart-impl.tsx loads its stylesheet instead.
    // The site has no dark theme: the chart stays light when the visitor's system is dark.
    palette: { injectCSS: false, colorScheme: 'light' },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: {
      description: text.description,
      typeDescription: text.typeDescription,
      // The widget is a labelled section already; one more landmark per chart is noise.
      landmarkVerbosity: 'disabled',
      screenReaderSection: { beforeChartFormat: '<p>{typeDescription}</p><p>{chartLongdesc}</p>' },
      series: {
        descriptionFormatter: (item: Series) => text.seriesDescription(item.name, item.points.length),
      },
      point: {
        descriptionFormatter: (point: Point) =>
          text.pointDescription(format.dateTime(point.x), format.rate(point.y ?? 0), point.series.options.id === 'primary' && demoByTime.get(point.x) === true),
      },
    },
    legend: { enabled: series.length > 1, align: 'left', verticalAlign: 'top', margin: 4, itemStyle: { fontWeight: '500' } },
    xAxis: {
      type: 'datetime',
      title: { text: text.timeAxis, style: { color: colors.muted } },
      // Days and weeks only: a daily series never needs hour ticks, and labels never collide.
      tickPixelInterval: 100,
      units: [
        ['day', [1, 2, 3]],
        ['week', [1, 2]],
      ],
      labels: { formatter: ({ value }) => format.day(Number(value)), style: { color: colors.muted, whiteSpace: 'nowrap', textOverflow: 'none' } },
      crosshair: true,
    },
    yAxis: {
      title: { text: undefined },
      labels: { formatter: ({ value }) => format.rate(Number(value)), style: { color: colors.muted } },
      gridLineColor: colors.grid,
    },
    tooltip: {
      shared: true,
      useHTML: false,
      formatter() {
        const rows = (this.points ?? []).map((point) => `<span style="color:${point.color}">●</span> ${point.series.name}: <b>${format.rate(point.y ?? 0)}</b>`);
        return [`<span>${text.tooltipTime(format.dateTime(Number(this.x)))}</span>`, ...rows].join('<br/>');
      },
    },
    plotOptions: {
      series: {
        animation: !reducedMotion,
        marker: { enabled: false, radius: 3 },
        states: { hover: { lineWidthPlus: 0 } },
      },
    },
    series,
  };
}
