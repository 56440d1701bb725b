import type Highcharts from 'highcharts';
import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import type { Locale, Translate } from '@/i18n';
import { formatMoney, formatNumber, formatPercent } from '../format';
import { cellText } from '../resource/cells';
import type { ThemeName } from '../theme';
import type { ColumnDef, Option, Row } from '../resource/types';
import { markedDays, markerOptions, type ChartMarker } from './markers';

/*
 * A report's data, once: rows with a category (a day, a drama, a platform…) and measures. The
 * chart and the table under it are both drawn from the same dataset, so they cannot disagree, and
 * the export writes the table. The options built here are plain Highcharts options: the Chart
 * component (./Chart.tsx) is the only module that loads Highcharts itself.
 */

/** A measure is a list column of kind number, money or percent (the table and the export use it as is). */
export type Measure = ColumnDef & { kind: 'number' | 'money' | 'percent' };

export interface Dataset {
  /** One row per category value; every row has an `id` (the table's key). */
  rows: Row[];
  /** What each row is: a day (kind 'text', 'YYYY-MM-DD'), or an enum with its options, or a name. */
  category: ColumnDef;
  /** Columns the table shows after the category that are not charted (a drama's ID, an element's page). */
  details?: ColumnDef[];
  /** The figures of each row, in the table's order. */
  measures: Measure[];
}

export interface ChartSpec {
  type: 'line' | 'column' | 'bar' | 'pie';
  title: string;
  /** The measures drawn (keys of `dataset.measures`); a pie draws the first. */
  series: string[];
  /** The chart's accessible description (Highcharts' accessibility module reads it out first). */
  description: string;
  height?: number;
  /** Column charts: stack the series. */
  stacked?: boolean;
  /** A time series' change markers (./markers.ts): drawn on the days of the chart that have any. */
  markers?: readonly ChartMarker[];
}

export interface ChartContext {
  t: Translate;
  locale: Locale;
  /** The console's theme (light when not given): the chart's text, grid, tooltip and series colours follow it. */
  theme?: ThemeName;
}

/** The series' colours from a Fluent theme: each at least 3:1 on the card's background (WCAG 1.4.11; tests/unit/theme.test.ts). */
function seriesColors(theme: Theme, brand: string): string[] {
  return [
    brand,
    theme.colorPaletteBerryForeground1,
    theme.colorPaletteDarkOrangeForeground1,
    theme.colorPaletteGreenForeground1,
    theme.colorPaletteLavenderForeground2,
    theme.colorPaletteLightTealForeground2,
    theme.colorPaletteMarigoldForeground2,
    theme.colorPaletteCranberryForeground2,
  ];
}

/** What a chart draws in each theme: its series, text, muted text, grid, tooltip. */
export const CHART_THEMES: Record<ThemeName, { series: readonly string[]; text: string; strong: string; muted: string; grid: string; surface: string; border: string }> = {
  light: {
    series: seriesColors(webLightTheme, webLightTheme.colorBrandBackground),
    text: webLightTheme.colorNeutralForeground2,
    strong: webLightTheme.colorNeutralForeground1,
    muted: webLightTheme.colorNeutralForeground3,
    grid: webLightTheme.colorNeutralStroke2,
    surface: webLightTheme.colorNeutralBackground1,
    border: webLightTheme.colorNeutralStroke1,
  },
  dark: {
    // The brand's background is too dark on a dark card; its foreground is the same blue, lighter.
    series: seriesColors(webDarkTheme, webDarkTheme.colorBrandForeground1),
    text: webDarkTheme.colorNeutralForeground2,
    strong: webDarkTheme.colorNeutralForeground1,
    muted: webDarkTheme.colorNeutralForeground3,
    grid: webDarkTheme.colorNeutralStroke2,
    surface: webDarkTheme.colorNeutralBackground1,
    border: webDarkTheme.colorNeutralStroke1,
  },
};

/** Series colours of the light theme (kept for readers of the light palette). */
export const CHART_COLORS: readonly string[] = CHART_THEMES.light.series;

const MARKUP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as a chart shows it, never as markup. Highcharts reads labels, tooltips, data labels,
 * legends and axis categories as HTML (a filtered subset): a drama named `<b>bold</b>` would be
 * drawn bold, `<span onmouseover=…>HOV</span>` as "HOV", a name that is only `<img>` as nothing.
 * Every text a chart takes from records, or from the console's messages, goes through here
 * (`chartOptions` does it for every chart of the kit), so it is drawn character for character.
 */
export function chartText(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => MARKUP[c]);
}

/** A category's text as the table shows it (a day as it is, an enum by its option's label). */
export function categoryText(row: Row, category: ColumnDef, ctx: ChartContext): string {
  const options = Array.isArray(category.options) ? (category.options as Option[]) : undefined;
  return cellText(row[category.key], category, { ...ctx, options });
}

/** A measure's value as text in the chosen language (yen for money). */
export function measureText(value: unknown, measure: Measure, locale: Locale): string {
  if (measure.kind === 'money') return formatMoney(value, locale);
  if (measure.kind === 'percent') return formatPercent(value, locale);
  return formatNumber(value, locale);
}

/** True when every measure of every row is 0 (or missing): a period with nothing in it. */
export function isEmptyDataset(dataset: Dataset): boolean {
  return dataset.rows.every((row) => dataset.measures.every((m) => !Number(row[m.key])));
}

/** The language of a chart: Highcharts' accessibility texts from the console's messages ({…} kept for Highcharts to fill). */
function lang(t: Translate, locale: Locale, title: string): Highcharts.LangOptions {
  const keep = (name: string) => `{${name}}`;
  return {
    locale: locale === 'ZH' ? 'zh-CN' : 'en-US',
    thousandsSep: ',',
    decimalPoint: '.',
    accessibility: {
      chartContainerLabel: t('report.a11y.chart', { title: keep('title') }),
      svgContainerLabel: t('report.a11y.svg'),
      // The card's heading shows the title; the chart has none of its own, so its region is named by this.
      defaultChartTitle: chartText(title || t('report.a11y.defaultTitle')),
      legend: {
        legendLabel: t('report.a11y.legend', { legendTitle: keep('legendTitle') }),
        legendLabelNoTitle: t('report.a11y.legendNoTitle', { chartTitle: keep('chartTitle') }),
        legendItem: t('report.a11y.legendItem', { itemName: keep('itemName') }),
      },
      screenReaderSection: { endOfChartMarker: t('report.a11y.end') },
      chartTypes: {
        emptyChart: t('report.a11y.emptyChart'),
        combinationChart: t('report.a11y.combination', { numSeries: keep('numSeries') }),
        lineSingle: t('report.a11y.lineSingle', { numPoints: keep('numPoints') }),
        lineMultiple: t('report.a11y.lineMultiple', { numSeries: keep('numSeries') }),
        columnSingle: t('report.a11y.columnSingle', { numPoints: keep('numPoints') }),
        columnMultiple: t('report.a11y.columnMultiple', { numSeries: keep('numSeries') }),
        barSingle: t('report.a11y.columnSingle', { numPoints: keep('numPoints') }),
        barMultiple: t('report.a11y.columnMultiple', { numSeries: keep('numSeries') }),
        pieSingle: t('report.a11y.pieSingle', { numPoints: keep('numPoints') }),
      },
      axis: {
        xAxisDescriptionSingular: t('report.a11y.xAxis', { names: keep('names[0]'), ranges: keep('ranges[0]') }),
        yAxisDescriptionSingular: t('report.a11y.yAxis', { names: keep('names[0]'), ranges: keep('ranges[0]') }),
        // Highcharts' list of the axes' names, joined in the language's way.
        yAxisDescriptionPlural: t('report.a11y.yAxes', { numAxes: keep('numAxes'), names: `{#each names}{#unless @first}${locale === 'ZH' ? '、' : ', '}{/unless}{this}{/each}` }),
        rangeFromTo: t('report.a11y.rangeFromTo', { rangeFrom: keep('rangeFrom'), rangeTo: keep('rangeTo') }),
        rangeCategories: t('report.a11y.rangeCategories', { numCategories: keep('numCategories') }),
      },
      series: {
        nullPointValue: t('report.a11y.noValue'),
        summary: {
          line: t('report.a11y.lineSeries', { name: keep('series.name'), number: keep('seriesNumber'), count: keep('chart.series.length'), points: keep('series.points.length') }),
          lineCombination: t('report.a11y.lineSeries', { name: keep('series.name'), number: keep('seriesNumber'), count: keep('chart.series.length'), points: keep('series.points.length') }),
          column: t('report.a11y.columnSeries', { name: keep('series.name'), number: keep('seriesNumber'), count: keep('chart.series.length'), points: keep('series.points.length') }),
          columnCombination: t('report.a11y.columnSeries', { name: keep('series.name'), number: keep('seriesNumber'), count: keep('chart.series.length'), points: keep('series.points.length') }),
          bar: t('report.a11y.columnSeries', { name: keep('series.name'), number: keep('seriesNumber'), count: keep('chart.series.length'), points: keep('series.points.length') }),
          pie: t('report.a11y.pieSeries', { name: keep('series.name'), points: keep('series.points.length') }),
          scatter: t('report.a11y.markerSeries', { name: keep('series.name'), points: keep('series.points.length') }),
          scatterCombination: t('report.a11y.markerSeries', { name: keep('series.name'), points: keep('series.points.length') }),
        },
      },
    },
  };
}

/** What every chart shares: the theme's colours and text, no animation or credits, its language, keyboard navigation on. */
function base(spec: ChartSpec, ctx: ChartContext): Highcharts.Options {
  const c = CHART_THEMES[ctx.theme ?? 'light'];
  return {
    lang: lang(ctx.t, ctx.locale, spec.title),
    credits: { enabled: false },
    colors: [...c.series],
    chart: { animation: false, height: spec.height ?? 320, style: { fontFamily: 'inherit', color: c.text }, backgroundColor: 'transparent' },
    // The card above the chart shows the title as a heading (Highcharts' own would say it twice).
    title: { text: '' },
    accessibility: { enabled: true, description: chartText(spec.description), keyboardNavigation: { enabled: true } },
    plotOptions: { series: { animation: false } },
    legend: { enabled: true, itemStyle: { color: c.text, fontWeight: '400' }, itemHoverStyle: { color: c.strong }, itemHiddenStyle: { color: c.muted } },
    tooltip: { backgroundColor: c.surface, borderColor: c.border, style: { color: c.strong } },
  };
}

/** A chart's options from its dataset: the same rows the table under it lists. */
export function chartOptions(dataset: Dataset, spec: ChartSpec, ctx: ChartContext): Highcharts.Options {
  const b = base(spec, ctx);
  const c = CHART_THEMES[ctx.theme ?? 'light'];
  const axisStyle = { style: { color: c.muted } };
  const measures = spec.series.map((key) => dataset.measures.find((m) => m.key === key)).filter((m): m is Measure => Boolean(m));
  // Record text (a drama's name) and the console's labels reach the chart escaped: see chartText.
  const names = dataset.rows.map((row) => chartText(categoryText(row, dataset.category, ctx)));
  const label = (m: Measure) => chartText(ctx.t(m.label));
  const value = (row: Row, m: Measure) => {
    const n = Number(row[m.key]);
    return Number.isFinite(n) ? n : null;
  };
  const formatter = (m: Measure) =>
    function (this: Highcharts.Point) {
      // The series' name is already escaped (label); the figure is the console's own formatting.
      return `<span style="color:${chartText(this.color)}">\u25CF</span> ${this.series.name}: <b>${chartText(measureText(this.y, m, ctx.locale))}</b><br/>`;
    };

  if (spec.type === 'pie') {
    const m = measures[0];
    return {
      ...b,
      chart: { ...b.chart, type: 'pie' },
      tooltip: { ...b.tooltip, pointFormatter: formatter(m) },
      plotOptions: {
        ...b.plotOptions,
        pie: { animation: false, cursor: 'pointer', allowPointSelect: true, dataLabels: { enabled: true, format: '{point.name}: {point.percentage:.1f}%', style: { color: c.text, fontWeight: '400', textOutline: 'none' } }, borderColor: c.surface },
      },
      series: [{ type: 'pie', name: label(m), data: dataset.rows.map((row, i) => ({ name: names[i], y: value(row, m) ?? 0 })).filter((p) => p.y > 0) }],
    };
  }

  const isDay = dataset.category.key === 'date';
  // Two measures of different kinds (plays and minutes, people and yen) each get an axis of their own.
  const ownAxes = measures.length > 1 && new Set(measures.map((m) => m.kind)).size > 1;
  const yAxis: Highcharts.YAxisOptions[] = (ownAxes ? measures : measures.slice(0, 1)).map((m, i) => ({
    title: { text: ownAxes || measures.length === 1 ? label(m) : undefined, style: { color: c.muted } },
    min: 0,
    allowDecimals: m.kind !== 'number',
    gridLineColor: c.grid,
    opposite: i > 0,
    labels: axisStyle,
  }));
  // A time series' change markers: on an axis of their own, so the figures' scale stays as it is.
  const marks = isDay && spec.type !== 'bar' && spec.markers?.length
    ? markerOptions(markedDays(spec.markers, dataset.rows.map((row) => String(row[dataset.category.key]))), yAxis.length, ctx.t, { color: c.strong, line: c.muted, escape: chartText })
    : null;
  return {
    ...b,
    chart: { ...b.chart, type: spec.type },
    xAxis: {
      categories: names,
      tickmarkPlacement: 'on',
      lineColor: c.grid,
      tickColor: c.grid,
      labels: isDay ? { ...axisStyle, formatter: function () { return chartText(String(this.value).slice(5)); } } : axisStyle,
      plotLines: marks?.plotLines,
    },
    yAxis: marks ? [...yAxis, marks.axis] : yAxis,
    tooltip: { ...b.tooltip, shared: true },
    plotOptions: { ...b.plotOptions, column: { stacking: spec.stacked ? 'normal' : undefined, borderWidth: 0 }, bar: { borderWidth: 0 } },
    series: [
      ...measures.map((m, i) => ({
        type: spec.type,
        name: label(m),
        yAxis: ownAxes ? i : 0,
        data: dataset.rows.map((row) => value(row, m)),
        tooltip: { pointFormatter: formatter(m) },
      })),
      ...(marks ? [marks.series] : []),
    ] as Highcharts.SeriesOptionsType[],
  };
}

/** A report's records as dataset rows: each with an `id` (its place, from 1) for the table. */
export function numbered<T extends object>(items: readonly T[]): Row[] {
  return items.map((item, i) => ({ ...item, id: i + 1 }) as unknown as Row);
}
