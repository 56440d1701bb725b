import { CHANNEL_TABLE, LINK_TABLE, type Channel, type PromotionLink } from '@/records/channels';
import { ORDER_TABLE, type Order } from '@/records/orders';
import { H5_TABLE, type H5Page } from '@/records/dramas';
import { requestRangeIssue } from '@/lib/report/period';
import { worldTable } from '@/mocks/db';
import { handleCall, ok, refuse } from '@/mocks/http';
import { crudHandlers, query } from '@/mocks/resource';
import { type PromotionRecord } from '@/records/promotions';
import { activationReportCall, pageReportCall, rechargeOrdersCall, rechargeReportCall, tiktokReportCall } from '../../contract';
import { promotionRecordResource } from '../../resources';
import { activationReport, pageReport, rechargeOrders, rechargeReport, tiktokReport, type Sources } from './reports';
import { marketTables } from '../tables';

const { records, tiktokDays } = marketTables;
// Read on use: every one of these areas loads before this one (src/app/areas.ts).
const orders = () => worldTable<Order>(ORDER_TABLE);

/** The world as it is now. */
function sources(): Sources {
  return {
    records: records.all(),
    orders: orders().all(),
    links: worldTable<PromotionLink>(LINK_TABLE).all(),
    channels: worldTable<Channel>(CHANNEL_TABLE).all(),
    h5Pages: worldTable<H5Page>(H5_TABLE).all(),
    tiktokDays: tiktokDays.all(),
  };
}

const asNumber = (x: unknown) => (x === undefined || x === '' ? undefined : Number(x));

export const marketHandlers = [
  // The records list (read only): the page scopes it to the report's period with the `time` filter.
  ...crudHandlers<PromotionRecord>({ def: promotionRecordResource, table: records }),

  handleCall(activationReportCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    if (issue) return refuse(request, issue, 400);
    // The list's own filters, applied as the list applies them (the period aside).
    const { start, end, ...filters } = input;
    const filtered = query(records.all(), promotionRecordResource, filters as Record<string, unknown>);
    if (typeof filtered === 'string') return refuse(request, filtered, 400);
    return ok(activationReport(filtered, start, end));
  }),
  handleCall(rechargeReportCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(rechargeReport(sources(), input.start, input.end, asNumber(input.channelId)));
  }),
  handleCall(rechargeOrdersCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(rechargeOrders(sources(), input.start, input.end, input.promotionLinkId));
  }),
  handleCall(pageReportCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(pageReport(sources(), input.start, input.end, input.page || undefined));
  }),
  handleCall(tiktokReportCall, ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    return issue ? refuse(request, issue, 400) : ok(tiktokReport(sources(), input.start, input.end, input.campaignId || undefined));
  }),
];
