import { registerMessages } from '../index';
import { defineMessages } from '../define';

/**
 * The report kit (src/lib/report): the period picker, compare-to-previous, charts and their
 * tables, export, custom indicators. Loaded with the first report page (the kit imports it), never
 * with the sign-in page.
 */
const messages = defineMessages({
  'report.period.label': { zh: '统计周期', en: 'Period' },
  'report.period.today': { zh: '今天', en: 'Today' },
  'report.period.yesterday': { zh: '昨天', en: 'Yesterday' },
  'report.period.last7': { zh: '近7天', en: 'Last 7 days' },
  'report.period.last14': { zh: '近14天', en: 'Last 14 days' },
  'report.period.last30': { zh: '近30天', en: 'Last 30 days' },
  'report.period.thisMonth': { zh: '本月', en: 'This month' },
  'report.period.lastMonth': { zh: '上月', en: 'Last month' },
  'report.period.custom': { zh: '自定义', en: 'Custom' },
  'report.period.customRange': { zh: '自定义时段', en: 'Custom period' },
  'report.period.apply': { zh: '查询', en: 'Apply' },
  'report.period.showing': { zh: '{start} 至 {end}，共 {days} 天', en: '{start} to {end} (days: {days})' },
  'report.period.previous': { zh: '对比上一周期 {start} 至 {end}', en: 'Compared with {start} to {end}' },
  'report.period.sameDay': {
    zh: '开始日期和结束日期不能相同。只看一天：选上方的「今天」或「昨天」',
    en: 'Start and end dates must differ. For one day, choose Today or Yesterday above',
  },
  'report.period.tooLong': { zh: '统计周期最长两年（731 天）', en: 'A period can be at most two years (731 days)' },
  'report.period.timeZone': { zh: '按 {zone} 时间统计', en: 'Days in {zone} time' },

  'report.figures': { zh: '汇总', en: 'Summary' },
  'report.compare.previous': { zh: '上期 {value}', en: 'Previous {value}' },
  'report.compare.flat': { zh: '持平', en: 'No change' },
  'report.compare.new': { zh: '新增', en: 'New' },
  'report.compare.upSr': { zh: '比上一周期上升 {percent}', en: 'up {percent} on the previous period' },
  'report.compare.downSr': { zh: '比上一周期下降 {percent}', en: 'down {percent} on the previous period' },
  'report.compare.flatSr': { zh: '与上一周期持平', en: 'the same as the previous period' },
  'report.compare.newSr': { zh: '上一周期为 0', en: 'none in the previous period' },
  'report.compare.noneSr': { zh: '两个周期均为 0', en: 'none in either period' },

  'report.chart.refresh': { zh: '刷新', en: 'Refresh' },
  'report.chart.refreshNamed': { zh: '刷新{title}', en: 'Refresh {title}' },
  'report.chart.description': {
    zh: '{title}，{start} 至 {end}。图表下方的表格列出同样的数据。',
    en: '{title}, {start} to {end}. The table below the chart lists the same data.',
  },
  'report.table.caption': { zh: '{title}（数据表）', en: '{title} (data table)' },
  'report.table.export': { zh: '导出', en: 'Export' },
  'report.table.exportNamed': { zh: '导出{title}', en: 'Export {title}' },
  'report.table.exportConfirm': { zh: '确定要下载“{title}”的 {count} 行数据吗？', en: 'Download the {count} rows of “{title}”?' },
  'report.column.date': { zh: '日期', en: 'Date' },
  'report.column.share': { zh: '占比', en: 'Share' },
  'report.empty.title': { zh: '所选周期内没有数据', en: 'No data in this period' },
  'report.empty.hint': { zh: '请换一个统计周期', en: 'Choose another period' },

  'report.indicators.label': { zh: '自定义指标', en: 'Custom indicators' },
  'report.indicators.hint': { zh: '最多选择 {max} 个', en: 'Up to {max}' },
  'report.indicators.max': { zh: '最多只能选择 {max} 个图表指标', en: 'At most {max} chart indicators can be selected' },
  'report.indicators.min': { zh: '请至少选择一个指标', en: 'Keep at least one indicator' },

  // Highcharts' accessibility module, in the console's languages ({…} are Highcharts' own placeholders, handed back as is).
  'report.a11y.chart': { zh: '{title}，交互式图表', en: '{title}. Interactive chart.' },
  'report.a11y.svg': { zh: '交互式图表', en: 'Interactive chart' },
  'report.a11y.defaultTitle': { zh: '图表', en: 'Chart' },
  'report.a11y.legend': { zh: '图例：{legendTitle}', en: 'Chart legend: {legendTitle}' },
  'report.a11y.legendNoTitle': { zh: '切换系列显示：{chartTitle}', en: 'Toggle series visibility, {chartTitle}' },
  'report.a11y.legendItem': { zh: '显示 {itemName}', en: 'Show {itemName}' },
  'report.a11y.end': { zh: '交互式图表结束。', en: 'End of interactive chart.' },
  'report.a11y.emptyChart': { zh: '空图表', en: 'Empty chart' },
  'report.a11y.lineSingle': { zh: '折线图，共 {numPoints} 个数据点。', en: 'Line chart with {numPoints} data points.' },
  'report.a11y.lineMultiple': { zh: '折线图，共 {numSeries} 条线。', en: 'Line chart with {numSeries} lines.' },
  'report.a11y.columnSingle': { zh: '柱状图，共 {numPoints} 根柱。', en: 'Bar chart with {numPoints} bars.' },
  'report.a11y.columnMultiple': { zh: '柱状图，共 {numSeries} 个系列。', en: 'Bar chart with {numSeries} data series.' },
  'report.a11y.pieSingle': { zh: '饼图，共 {numPoints} 个扇区。', en: 'Pie chart with {numPoints} slices.' },
  'report.a11y.combination': { zh: '组合图，共 {numSeries} 个系列。', en: 'Combination chart with {numSeries} data series.' },
  'report.a11y.xAxis': { zh: '图表有 1 条 X 轴，显示{names}。{ranges}', en: 'The chart has 1 X axis displaying {names}. {ranges}' },
  'report.a11y.yAxis': { zh: '图表有 1 条 Y 轴，显示{names}。{ranges}', en: 'The chart has 1 Y axis displaying {names}. {ranges}' },
  'report.a11y.yAxes': { zh: '图表有 {numAxes} 条 Y 轴，分别显示{names}。', en: 'The chart has {numAxes} Y axes displaying {names}.' },
  'report.a11y.rangeFromTo': { zh: '数据范围从 {rangeFrom} 到 {rangeTo}。', en: 'Data ranges from {rangeFrom} to {rangeTo}.' },
  'report.a11y.rangeCategories': { zh: '数据范围：{numCategories} 个类别。', en: 'Data range: {numCategories} categories.' },
  'report.a11y.lineSeries': { zh: '{name}，第 {number} 条线（共 {count} 条），{points} 个数据点。', en: '{name}, line {number} of {count} with {points} data points.' },
  'report.a11y.columnSeries': { zh: '{name}，第 {number} 个柱状系列（共 {count} 个），{points} 根柱。', en: '{name}, bar series {number} of {count} with {points} bars.' },
  'report.a11y.pieSeries': { zh: '{name}，{points} 个扇区。', en: '{name}, a pie with {points} slices.' },
  'report.a11y.noValue': { zh: '无数据', en: 'No value' },
  // Changes marked on the charts (issue #23).
  'report.markers.switch': { zh: '显示变更标记', en: 'Show change markers' },
  'report.markers.hint': {
    zh: '在影响收入的变更（价格、收费集数、上下架、套餐、VIP类型、推送、首页栏目）发生的日期上做标记',
    en: 'Marks the days when something that moves revenue changed (prices, paywall, shelving, packages, VIP types, pushes, home columns)',
  },
  'report.markers.series': { zh: '变更', en: 'Changes' },
  'report.markers.seriesDescription': {
    zh: '影响收入的变更发生的日期，每个标记一天。',
    en: 'The days when something that moves revenue changed, one marker a day.',
  },
  'report.markers.point': { zh: '{day}，变更 {count} 项：{text}', en: '{day}, changes: {count}. {text}' },
  'report.markers.more': { zh: '另有 {count} 项', en: '{count} more' },
  'report.a11y.markerSeries': { zh: '{name}，{points} 个标记。', en: '{name}, {points} markers.' },
});

declare module '../index' {
  interface MessageGroups {
    report: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('report', messages);
