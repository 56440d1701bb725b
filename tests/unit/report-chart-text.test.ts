import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type Highcharts from 'highcharts';
import { translate, type MessageId } from '@/i18n';
import { chartOptions, chartText, type Dataset, type Measure } from '@/lib/report/charts';
import type { Row } from '@/lib/resource/types';

/**
 * Issue #24: record text reaches charts as text. Highcharts reads labels, tooltips, data labels,
 * legends and axis categories as (filtered) HTML; every text the kit gives it goes through
 * `chartText`, so a drama named `<b>bold</b>` is drawn as those eleven characters.
 */

const NAMES = ['<b>bold</b>', '<span onmouseover="alert(1)">HOV</span>', '<svg>', '<img src=x>', 'Tom & Jerry', "O'Neil \"quoted\""];
const views: Measure = { key: 'views', label: 'statistics.views' as MessageId, kind: 'number' };
const dataset: Dataset = {
  rows: NAMES.map((name, i) => ({ id: i + 1, name, views: 10 * (i + 1) }) as Row),
  category: { key: 'name', label: 'statistics.dramaName' as MessageId, width: 160 },
  measures: [views],
};
const ctx = { t: (id: MessageId, values?: Record<string, string | number>) => translate('EN', id, values), locale: 'EN' as const };
const decode = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('chartText', () => {
  it('keeps no markup, and decodes back to the text exactly (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const shown = chartText(text);
        expect(shown).not.toMatch(/[<>"']/);
        expect(decode(shown)).toBe(text);
      }),
    );
    expect(chartText('<b>bold</b>')).toBe('&lt;b&gt;bold&lt;/b&gt;');
    expect(chartText(null)).toBe('');
  });
});

describe('chartOptions: every chart of the kit escapes the text it draws', () => {
  it('bar and line charts: axis categories, series names (legend, tooltip) and the tooltip’s text', () => {
    for (const type of ['bar', 'line', 'column'] as const) {
      const options = chartOptions(dataset, { type, title: '<i>Ranking</i>', series: ['views'], description: 'Views of <b>dramas</b>' }, ctx);
      const axis = options.xAxis as Highcharts.XAxisOptions;
      expect(axis.categories).toEqual(NAMES.map(chartText));
      expect(axis.categories!.map(decode)).toEqual(NAMES);
      const series = (options.series as Array<{ name: string; tooltip: { pointFormatter: (this: unknown) => string } }>)[0];
      expect(series.name).toBe(chartText(translate('EN', 'statistics.views')));
      const tip = series.tooltip.pointFormatter.call({ color: '#0f6cbd', y: 1234, series: { name: series.name } });
      expect(tip).toContain('1,234');
      expect(tip).not.toMatch(/<(?!\/?(span|b|br)\b)/);
      expect(options.accessibility?.description).toBe(chartText('Views of <b>dramas</b>'));
      expect(options.lang?.accessibility?.defaultChartTitle).toBe(chartText('<i>Ranking</i>'));
    }
  });

  it('pie charts: each point’s name (its data label and tooltip) and the series name', () => {
    const options = chartOptions(dataset, { type: 'pie', title: 'Split', series: ['views'], description: 'd' }, ctx);
    const series = (options.series as Array<{ name: string; data: Array<{ name: string }> }>)[0];
    expect(series.data.map((p) => p.name)).toEqual(NAMES.map(chartText));
    expect(series.name).toBe(chartText(translate('EN', 'statistics.views')));
  });

  it('the table under the chart keeps the rows as they are (it draws text itself)', () => {
    chartOptions(dataset, { type: 'bar', title: 'T', series: ['views'], description: 'd' }, ctx);
    expect(dataset.rows.map((r) => r.name)).toEqual(NAMES);
  });
});
