import type Highcharts from 'highcharts';
import type { Translate } from '@/i18n';

/*
 * Markers on a time-series chart (issue #23): on the days when something that moves revenue
 * changed, a marker on the chart's foot (a scatter series on an axis of its own, so the figures'
 * scale is untouched) and a dashed line across the plot. One marker a day; its tooltip lists the
 * day's changes (who changed what, from what to what), its accessible description says the same,
 * and Highcharts' accessibility module gives every marker keyboard focus. The kit knows no area:
 * a page hands it the markers as text (ReportBody's `markers`, ./Markers.tsx).
 */

/** One change on a chart: its business day 'YYYY-MM-DD' and what it was, as the reader reads it. */
export interface ChartMarker {
  id: string;
  day: string;
  text: string;
}

/** A day's markers, for the chart's categories (days 'YYYY-MM-DD'). */
export interface MarkedDay {
  /** The category's index on the x axis. */
  index: number;
  day: string;
  texts: string[];
}

/** The tooltip lists at most this many changes of a day, then how many more (the description lists them all). */
export const MARKER_TOOLTIP_LINES = 6;

/** The days of `days` that have markers, in the axis' order, each with its changes in the order given; markers on other days are left out. */
export function markedDays(markers: readonly ChartMarker[], days: readonly string[]): MarkedDay[] {
  const at = new Map(days.map((day, index) => [day, index]));
  const byDay = new Map<string, MarkedDay>();
  for (const marker of markers) {
    const index = at.get(marker.day);
    if (index === undefined) continue;
    let entry = byDay.get(marker.day);
    if (!entry) byDay.set(marker.day, (entry = { index, day: marker.day, texts: [] }));
    entry.texts.push(marker.text);
  }
  return [...byDay.values()].sort((a, b) => a.index - b.index);
}

export interface MarkerLook {
  /** The marker's colour (strong text of the theme: 3:1 and more on the card). */
  color: string;
  /** The dashed line's colour. */
  line: string;
  /** Text as a chart draws it, never as markup (charts.ts' chartText). */
  escape: (text: string) => string;
}

/**
 * What a chart adds for its markers: a y axis of their own (hidden), the dashed lines on the x
 * axis, and the markers' series (`yAxis`: the index the axis gets). Nothing when no day is marked.
 */
export function markerOptions(
  marked: readonly MarkedDay[],
  yAxis: number,
  t: Translate,
  look: MarkerLook,
): { axis: Highcharts.YAxisOptions; plotLines: Highcharts.XAxisPlotLinesOptions[]; series: Highcharts.SeriesScatterOptions } | null {
  if (!marked.length) return null;
  const { escape } = look;
  const description = (m: MarkedDay) => t('report.markers.point', { day: m.day, count: m.texts.length, text: m.texts.join(' ') });
  const tooltip = (m: MarkedDay) => {
    const shown = m.texts.slice(0, MARKER_TOOLTIP_LINES).map((text) => `\u25B2 ${escape(text)}`);
    if (m.texts.length > MARKER_TOOLTIP_LINES) shown.push(escape(t('report.markers.more', { count: m.texts.length - MARKER_TOOLTIP_LINES })));
    return `<b>${escape(m.day)}</b><br/>${shown.join('<br/>')}`;
  };
  return {
    axis: { visible: false, min: 0, max: 1, startOnTick: false, endOnTick: false, title: { text: undefined } },
    plotLines: marked.map((m) => ({ value: m.index, color: look.line, dashStyle: 'Dash', width: 1, zIndex: 2, className: 'change-marker-line' })),
    series: {
      type: 'scatter',
      className: 'change-markers',
      name: escape(t('report.markers.series')),
      // Not a figure: the period bar's switch shows and hides the markers, not the legend.
      showInLegend: false,
      yAxis,
      color: look.color,
      zIndex: 5,
      clip: false,
      marker: { symbol: 'triangle', radius: 7, lineWidth: 1, lineColor: look.color, fillColor: look.color },
      stickyTracking: false,
      accessibility: { description: escape(t('report.markers.seriesDescription')) },
      tooltip: {
        headerFormat: '',
        pointFormatter: function (this: Highcharts.Point) {
          return String((this.options.custom as { tooltip?: string } | undefined)?.tooltip ?? '');
        },
      },
      data: marked.map((m) => ({
        x: m.index,
        y: 0.04,
        name: escape(m.day),
        custom: { tooltip: tooltip(m), day: m.day },
        accessibility: { description: escape(description(m)) },
      })),
    },
  };
}
