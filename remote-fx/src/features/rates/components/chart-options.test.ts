import type { SeriesLineOptions, XAxisOptions, YAxisOptions } from 'highcharts';
import { rateFormat } from '../utils/format';
import type { RatePoint } from '../utils/series';
import { buildChartOptions, demoZones, type ChartInput, type ChartText } from './chart-options';

const at = (day: number, rate: number, demo = false): RatePoint => ({ time: Date.parse(`2026-11-${day}T04:00:00.000Z`), rate, demo });

const text: ChartText = {
  title: 'USD/CNY, last 30 days',
  primaryName: 'USD/CNY',
  offshoreName: 'USD/CNH (offshore)',
  description: 'USD/CNY over the last 30 days',
  timeAxis: 'Date (UTC+8)',
  typeDescription: 'Line chart',
  seriesDescription: (name, count) => `${name}: ${count} daily rates.`,
  pointDescription: (time, rate, demo) => `${time} UTC+8, ${rate}${demo ? ' (demo)' : ''}`,
  tooltipTime: (time) => `${time} UTC+8`,
  a11y: { containerLabel: '{title}. Interactive chart.', svgLabel: 'Interactive chart', endOfChart: 'End.', legendLabel: 'Legend', legendItem: 'Show {itemName}' },
};

const input = (over: Partial<ChartInput> = {}): ChartInput => ({
  primary: [at(19, 7.1), at(20, 7.2)],
  offshore: null,
  format: rateFormat('en'),
  locale: 'en',
  text,
  reducedMotion: false,
  colors: { primary: '#0b5cab', offshore: '#0f9d8a', muted: '#4a5568', grid: '#dbe3ec' },
  ...over,
});

describe('buildChartOptions', () => {
  it('plots the pair in UTC+8 with the page language and an accessible description', () => {
    const options = buildChartOptions(input());
    expect(options.time?.timezone).toBe('Asia/Shanghai');
    expect(options.lang?.locale).toBe('en');
    expect(options.accessibility?.description).toBe('USD/CNY over the last 30 days');
    expect((options.xAxis as XAxisOptions).title?.text).toBe('Date (UTC+8)');
    const series = options.series as SeriesLineOptions[];
    expect(series).toHaveLength(1);
    expect(series[0]?.data).toEqual([
      [Date.parse('2026-11-19T04:00:00.000Z'), 7.1],
      [Date.parse('2026-11-20T04:00:00.000Z'), 7.2],
    ]);
    expect(options.legend?.enabled).toBe(false);
  });

  it('adds the offshore series and a legend for a CNY pair', () => {
    const options = buildChartOptions(input({ offshore: [at(20, 7.21, true)] }));
    const series = options.series as SeriesLineOptions[];
    expect(series.map((s) => s.name)).toEqual(['USD/CNY', 'USD/CNH (offshore)']);
    expect(options.legend?.enabled).toBe(true);
  });

  it('labels the axes in UTC+8 days and rates to 4 decimals', () => {
    const options = buildChartOptions(input());
    const xLabel = (options.xAxis as XAxisOptions).labels?.formatter as unknown as (ctx: { value: number }) => string;
    const yLabel = (options.yAxis as YAxisOptions).labels?.formatter as unknown as (ctx: { value: number }) => string;
    // 17:00 UTC on the 19th is already the 20th in UTC+8.
    expect(xLabel({ value: Date.parse('2026-11-19T17:00:00Z') })).toBe('Nov 20');
    expect(yLabel({ value: 7.25 })).toBe('7.2500');
  });

  it('turns off the extra landmark and the credits link', () => {
    const options = buildChartOptions(input());
    expect(options.accessibility?.landmarkVerbosity).toBe('disabled');
    expect(options.credits?.enabled).toBe(false);
  });

  it('asks Highcharts for no inline <style>, which the Content Security Policy would block', () => {
    expect(buildChartOptions(input()).palette).toEqual({ injectCSS: false, colorScheme: 'light' });
  });

  it('respects reduced motion', () => {
    const options = buildChartOptions(input({ reducedMotion: true }));
    expect(options.chart?.animation).toBe(false);
    expect(options.plotOptions?.series?.animation).toBe(false);
  });
});

describe('demoZones', () => {
  it('dashes a series from its first demo record when demo follows published data', () => {
    expect(demoZones([at(18, 7.1), at(19, 7.1, true), at(20, 7.2, true)])).toEqual([
      { value: Date.parse('2026-11-19T04:00:00.000Z'), dashStyle: 'Solid' },
      { dashStyle: 'ShortDash' },
    ]);
  });

  it('leaves an all-published or all-demo series solid (the demo line says so)', () => {
    expect(demoZones([at(18, 7.1), at(19, 7.1)])).toBeUndefined();
    expect(demoZones([at(18, 7.1, true), at(19, 7.1, true)])).toBeUndefined();
  });
});
