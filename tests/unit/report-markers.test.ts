import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type Highcharts from 'highcharts';
import { translate, type MessageId } from '@/i18n';
import '@/i18n/messages/report';
import { chartOptions, type Dataset, type Measure } from '@/lib/report/charts';
import { MARKER_TOOLTIP_LINES, markedDays, type ChartMarker } from '@/lib/report/markers';
import { daysOf, shiftDay } from '@/lib/report/period';
import type { Row } from '@/lib/resource/types';

/*
 * Issue #23: the kit's change markers on a time series. One marker a day on the chart's days,
 * on an axis of its own; each point described for screen readers and reachable by keyboard
 * (Highcharts' accessibility module walks the scatter series' points); record text as text.
 */

const views: Measure = { key: 'views', label: 'statistics.views' as MessageId, kind: 'number' };
const revenue: Measure = { key: 'revenue', label: 'statistics.revenue' as MessageId, kind: 'money' };
const days = daysOf({ start: '2026-11-01', end: '2026-11-14' });
const daily: Dataset = {
  rows: days.map((date, i) => ({ id: i + 1, date, views: 10 + i, revenue: 100 * i }) as Row),
  category: { key: 'date', label: 'report.column.date' as MessageId, width: 110 },
  measures: [views, revenue],
};
const ctx = (locale: 'ZH' | 'EN') => ({ t: (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values), locale });
const seriesOf = (o: Highcharts.Options) => (o.series ?? []) as Array<Highcharts.SeriesOptionsType & { className?: string; yAxis?: number; data?: Array<{ x: number; custom: { tooltip: string; day: string }; accessibility: { description: string } }> }>;

const markerArb = fc.array(
  fc.record({ offset: fc.integer({ min: -5, max: 20 }), text: fc.string({ maxLength: 20 }) }).map(({ offset, text }) => ({ day: shiftDay('2026-11-01', offset), text })),
  { maxLength: 30 },
).map((list) => list.map((m, i): ChartMarker => ({ id: `m${i}`, ...m })));

describe('markedDays', () => {
  it('one entry a day on the axis, in the axis’ order, holding each of that day’s markers once; days off the axis are left out (fast-check)', () => {
    fc.assert(
      fc.property(markerArb, (markers) => {
        const marked = markedDays(markers, days);
        expect(marked.map((m) => m.index)).toEqual([...new Set(marked.map((m) => m.index))].sort((a, b) => a - b));
        for (const m of marked) expect(days[m.index]).toBe(m.day);
        const onAxis = markers.filter((m) => days.includes(m.day));
        expect(marked.reduce((n, m) => n + m.texts.length, 0)).toBe(onAxis.length);
        for (const m of marked) expect(m.texts).toEqual(onAxis.filter((x) => x.day === m.day).map((x) => x.text));
      }),
    );
  });
});

describe('chartOptions with markers', () => {
  const markers: ChartMarker[] = [
    { id: 'a', day: '2026-11-03', text: '价格：operator 修改了短剧「<b>bold</b>」：单集价格 从 50 改为 60' },
    { id: 'b', day: '2026-11-03', text: '推送：admin 发送了推送「Hi」：送达 9 / 10' },
    { id: 'c', day: '2026-11-09', text: 'VIP类型：admin 修改了VIP类型「月卡」' },
    { id: 'd', day: '2026-12-25', text: 'off the chart' },
  ];

  it('a time series gets a scatter series of accessible points on a hidden axis of its own and a dashed line per day; the figures’ series are untouched', () => {
    for (const type of ['line', 'column'] as const) {
      const plain = chartOptions(daily, { type, title: 'T', description: 'D', series: ['views', 'revenue'] }, ctx('ZH'));
      const marked = chartOptions(daily, { type, title: 'T', description: 'D', series: ['views', 'revenue'], markers }, ctx('ZH'));
      const series = seriesOf(marked);
      // The same series (their tooltip formatters are new functions each time: compared as JSON).
      expect(JSON.stringify(series.slice(0, -1))).toBe(JSON.stringify(seriesOf(plain)));
      const points = series.at(-1)!;
      expect(points).toMatchObject({ type: 'scatter', className: 'change-markers', yAxis: 2 });
      const axes = marked.yAxis as Highcharts.YAxisOptions[];
      expect(axes).toHaveLength(3);
      expect(axes[2]).toMatchObject({ visible: false });
      expect(points.data!.map((p) => p.x)).toEqual([2, 8]);
      expect((marked.xAxis as Highcharts.XAxisOptions).plotLines?.map((l) => l.value)).toEqual([2, 8]);
      // The description says the day and every change, escaped; the tooltip lists them as text.
      const first = points.data![0];
      expect(first.accessibility.description).toContain('2026-11-03，变更 2 项');
      expect(first.accessibility.description).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(first.custom.tooltip).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(first.custom.tooltip).not.toContain('<b>bold');
    }
  });

  it('no markers on a chart that is no time series, nor when none falls on its days; the tooltip says how many more', () => {
    const byName: Dataset = { ...daily, category: { key: 'name', label: 'statistics.dramaName' as MessageId } };
    expect(seriesOf(chartOptions(byName, { type: 'line', title: 'T', description: 'D', series: ['views'], markers }, ctx('EN')))).toHaveLength(1);
    expect(seriesOf(chartOptions(daily, { type: 'pie', title: 'T', description: 'D', series: ['views'], markers }, ctx('EN')))).toHaveLength(1);
    expect(seriesOf(chartOptions(daily, { type: 'line', title: 'T', description: 'D', series: ['views'], markers: [markers[3]] }, ctx('EN')))).toHaveLength(1);
    const many = Array.from({ length: MARKER_TOOLTIP_LINES + 3 }, (_, i) => ({ id: `x${i}`, day: '2026-11-05', text: `change ${i}` }));
    const point = seriesOf(chartOptions(daily, { type: 'line', title: 'T', description: 'D', series: ['views'], markers: many }, ctx('EN'))).at(-1)!.data![0];
    expect(point.custom.tooltip).toContain('3 more');
    expect(point.custom.tooltip).not.toContain(`change ${MARKER_TOOLTIP_LINES}`);
    expect(point.accessibility.description).toContain(`change ${MARKER_TOOLTIP_LINES + 2}`);
    expect(point.accessibility.description).toContain('changes: 9.');
  });
});
