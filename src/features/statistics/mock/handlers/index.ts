import { MAX_CHART_INDICATORS } from '@/lib/report/indicators';
import { requestRangeIssue } from '@/lib/report/period';
import { now } from '@/mocks/clock';
import { handleCall, ok, refuse } from '@/mocks/http';
import {
  clickStatisticsCall,
  dashboardCall,
  dramaDetailsStatisticsCall,
  dramaOptionsCall,
  dramaStatisticsCall,
  operationDailyCall,
  orderStatisticsCall,
  platformStatisticsCall,
  playbackStatisticsCall,
  thirtyDaysCall,
  vipStatisticsCall,
  visitorStatisticsCall,
} from '../../contract';
import {
  clickReport,
  dashboardReport,
  dramaDetailsReport,
  dramaReport,
  operationReport,
  orderReport,
  platformReport,
  playbackReport,
  thirtyDaysReport,
  vipReport,
  visitorReport,
  type Sources,
} from './reports';
import { configTable, dramaTable, episodeTable, vipTypeTable } from '../tables';
import { figuresWithin, warehouse } from './warehouse';
import { changesHandlers } from './changes';
import { funnelHandlers } from './funnel';

/** The warehouse, with the theater's dramas and the settings as they are now. */
function sources(): Sources {
  return {
    ...warehouse(),
    drama: (id) => dramaTable.get(id),
    episodes: (dramaId) => episodeTable.all().filter((e) => e.dramaId === dramaId).sort((a, b) => a.number - b.number),
    // Section 5/9: at most two chart indicators, as system/systemConfiguration sets it.
    maxIndicators: () => configTable.get(1)?.maxChartIndicators ?? MAX_CHART_INDICATORS,
    vipTypes: () =>
      vipTypeTable
        .all()
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((t) => ({ id: t.id, name: t.name, days: t.days, autoRenew: t.autoRenew })),
    now,
    within: figuresWithin,
  };
}

export const statisticsHandlers = [
  ...changesHandlers,
  handleCall(visitorStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(visitorReport(sources(), input.start, input.end));
  }),
  handleCall(dramaStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(dramaReport(sources(), input.start, input.end));
  }),
  handleCall(dramaOptionsCall, () => ok(dramaTable.all().sort((a, b) => a.id - b.id).map((d) => ({ id: d.id, name: d.name })))),
  handleCall(dramaDetailsStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(dramaDetailsReport(sources(), input.start, input.end, input.dramaId));
  }),
  handleCall(playbackStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(playbackReport(sources(), input.start, input.end));
  }),
  handleCall(platformStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(platformReport(sources(), input.start, input.end));
  }),
  handleCall(clickStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(clickReport(sources(), input.start, input.end, input.page));
  }),
  handleCall(dashboardCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(dashboardReport(sources(), input.start, input.end, input.compare ?? 'sameTime'));
  }),
  handleCall(orderStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(orderReport(sources(), input.start, input.end));
  }),
  handleCall(operationDailyCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(operationReport(sources(), input.start, input.end));
  }),
  handleCall(vipStatisticsCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(vipReport(sources(), input.start, input.end, input.vipTypeId));
  }),
  handleCall(thirtyDaysCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(thirtyDaysReport(sources(), input.start, input.end));
  }),
  ...funnelHandlers,
];
