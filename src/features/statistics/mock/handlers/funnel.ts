import { requestRangeIssue } from '@/lib/report/period';
import { worldTable } from '@/mocks/db';
import { handleCall, ok, refuse } from '@/mocks/http';
import { ORDER_TABLE, type Order } from '@/records/orders';
import { dramaFunnelCall, dramaFunnelOrdersCall } from '../../contract';
import { dramaFunnelOrders, dramaFunnelReport, type FunnelSources } from './reports/funnel';
import { dramaTable, episodeTable } from '../tables';
import { warehouse } from './warehouse';

const orderTable = worldTable<Order>(ORDER_TABLE);

/** The warehouse's watch records, and the dramas, episodes and orders as they are now. */
export function funnelSources(): FunnelSources {
  return {
    watches: warehouse().activity.watches,
    drama: (id) => dramaTable.get(id),
    episodes: (dramaId) => episodeTable.all().filter((e) => e.dramaId === dramaId).sort((a, b) => a.number - b.number),
    orders: () => orderTable.all(),
  };
}

/** The paywall funnel's calls (issue #23). */
export const funnelHandlers = [
  handleCall(dramaFunnelCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(dramaFunnelReport(funnelSources(), input.start, input.end, input.dramaId));
  }),
  handleCall(dramaFunnelOrdersCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(dramaFunnelOrders(funnelSources(), input.start, input.end, input.dramaId, input.episode));
  }),
];
