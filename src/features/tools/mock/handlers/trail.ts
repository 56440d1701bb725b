import { handleCall, ok, refuse } from '@/mocks/http';
import { worldTable } from '@/mocks/db';
import { dayBounds } from '@/lib/time-zone';
import { CHANNEL_TABLE, type Channel } from '@/records/channels';
import { CONFIG_TABLE, CONFIG_DEFAULTS, type SystemConfig } from '@/records/config';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { ORDER_TABLE, type Order } from '@/records/orders';
import { PROMOTION_TABLE, type PromotionRecord } from '@/records/promotions';
import { SELF_ATTRIBUTION_TABLE, trailCall, type SelfAttribution } from '@/records/attribution';
import { matchRateCall } from '../../contract';
import { activationOf, buildTrail, matchRates } from '../../machines/attribution';
import { toolTables } from '../tables';

/*
 * A member's attribution trail (granted to the member's record page) and the match rate of
 * 回传列表: both read the world's records and hand them to the pure functions of
 * ../../machines/attribution.ts. Nothing is made up here: the window is the system configuration's,
 * the settings 自归因配置's, the answers the postbacks' attempts.
 */

const { postbacks, postbackAttempts } = toolTables;

function channelNames(): (id: number | null) => string {
  const byId = new Map(worldTable<Channel>(CHANNEL_TABLE).all().map((c) => [c.id, c.name]));
  return (id) => (id === null ? '' : (byId.get(id) ?? String(id)));
}

export const trailHandlers = [
  handleCall(trailCall, ({ request, input }) => {
    const member = worldTable<Member>(MEMBER_TABLE).get(input.memberId);
    if (!member) return refuse(request, 'error.http.404', 404);
    const own = postbacks.all().filter((p) => p.memberId === member.id);
    const ids = new Set(own.map((p) => p.id));
    const settings = worldTable<SelfAttribution & { id: number }>(SELF_ATTRIBUTION_TABLE).get(1);
    return ok(
      buildTrail({
        member,
        record: activationOf(worldTable<PromotionRecord>(PROMOTION_TABLE).all(), member.id),
        orders: worldTable<Order>(ORDER_TABLE).all().filter((o) => o.memberId === member.id),
        postbacks: own,
        attempts: postbackAttempts.all().filter((a) => ids.has(a.postbackId)),
        channelName: channelNames(),
        windowDays: worldTable<SystemConfig>(CONFIG_TABLE).get(1)?.oldUserAttributionDays ?? CONFIG_DEFAULTS.oldUserAttributionDays,
        attribution: { natural: settings?.natural ?? false, channelIds: settings?.channelIds ?? [] },
      }),
    );
  }),

  handleCall(matchRateCall, ({ request, input }) => {
    if (input.start > input.end) return refuse(request, 'valid.dateRange', 400);
    const { from, until } = dayBounds(input.start, input.end);
    const name = channelNames();
    const rates = matchRates({ records: worldTable<PromotionRecord>(PROMOTION_TABLE).all(), postbacks: postbacks.all(), from, until, channelName: (id) => name(id) });
    return ok({ start: input.start, end: input.end, ...rates });
  }),
];
