import { http, HttpResponse } from 'msw';
import type * as v from 'valibot';
import { translate, type MessageId, type Values } from '@/i18n';
import type { Call } from '@/lib/api/contract';
import { API, authed, body, firstIssue, handleCall, language, ok, page, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, refuseStale } from '@/mocks/resource';
import { requestRangeIssue } from '@/lib/report/period';
import type { Table } from '@/mocks/table';
import { type Member } from '@/records/members';
import { HistoryPageRequestSchema, beanLogsCall, lookupThirdPartyCall, paymentsCall, rechargeCall, redeemCardCall, setChannelCall, setReferrerCall, setVipCall, statisticsCall, watchesCall } from '../../contract';
import { storeLookupCall, storePendingCall, storeSupplementCall, supplementOrderCall } from '@/records/orders';
import { CARD_NUMBER, ChannelFormSchema, LookupFormSchema, RechargeFormSchema, VipFormSchema, memberResource, referrerFormSchema } from '../../resources';
import { channelTable } from '../seed/catalogue';
import { queryMembers } from './query';
import { linkedAccounts } from './accounts';
import { memberStatistics } from './stats';
import { orderByStoreNo, ordersOf, redeem, setVip, storePending, storeView, supplement } from './money';
import { consoleId, materialise, memberTables } from '../tables';

const { members, beanLogs, watches } = memberTables;

/* ------------------------------------------------------------------------------------------------
 * Handlers.
 * ---------------------------------------------------------------------------------------------- */

/** A business refusal whose message carries values (e.g. the balance). */
function refuseWith(request: Request, id: MessageId, values: Values, code = 400): Response {
  return HttpResponse.json({ code, success: false, message: translate(language(request), id, values), data: null });
}

const actor = (user: MockUser) => ({ id: user.id, name: user.name });

/** One write at a time per member (a recharge reads the balance, then writes it). */
const locks = new Map<number, Promise<unknown>>();
export function serial<T>(id: number, run: () => Promise<T>): Promise<T> {
  const previous = locks.get(id) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  locks.set(id, settled);
  void settled.then(() => locks.get(id) === settled && locks.delete(id));
  return next;
}

type Resolved<Req> = { request: Request; user: MockUser; input: Req; member: Member };

/** A declared call on one member: the request's id must name a member; writes to one member run one at a time. */
function onMember<Req extends { id: number }, Res>(call: Call<Req, Res>, run: (ctx: Resolved<Req>) => Promise<Response> | Response) {
  return handleCall(call, ({ request, user, input }) => {
    if (!members.get(input.id)) return refuse(request, 'error.http.404', 404);
    return serial(input.id, async () => run({ request, user, input, member: members.get(input.id)! }));
  });
}

type HistoryQuery = v.InferOutput<typeof HistoryPageRequestSchema>;

/** A member's history list: paged, newest first, from its own endpoint with a memberId filter. */
function historyList<T extends { id: number; memberId: number }>(call: Call<HistoryQuery, unknown>, table: Table<T>, time: keyof T) {
  return handleCall(call, async ({ request, input }) => {
    if (input.memberId === '') return refuse(request, 'member.related.memberRequired', 400);
    const member = members.get(Number(input.memberId));
    if (!member) return refuse(request, 'error.http.404', 404);
    await materialise(member);
    const rows = table
      .filter((row) => row.memberId === member.id)
      .sort((a, b) => (a[time] === b[time] ? b.id - a.id : String(a[time]) < String(b[time]) ? 1 : -1));
    return ok(page(rows, input.pageNum, Math.min(Number(input.pageSize) || 10, 100)));
  });
}

const notByConsole = (request: Request) => refuse(request, 'member.notByConsole', 405);

export const memberHandlers = [
  // The list and export: the indexed query (crudHandlers' generic one sorts per request).
  http.post(
    `${API}/member/v1/page`,
    authed(async ({ request }) => {
      const result = queryMembers(await body(request), 100);
      return typeof result === 'string' ? refuse(request, result, 400) : ok(result);
    }),
  ),
  http.post(
    `${API}/member/v1/export`,
    authed(async ({ request }) => {
      const result = queryMembers(await body(request), 5000);
      return typeof result === 'string' ? refuse(request, result, 400) : ok(result);
    }),
  ),
  // Members come from the app: the console neither adds nor deletes them.
  http.post(`${API}/member/v1/add`, authed(({ request }) => notByConsole(request))),
  http.post(`${API}/member/v1/delete`, authed(({ request }) => notByConsole(request))),
  http.post(`${API}/member/v1/status`, authed(({ request }) => notByConsole(request))),

  handleCall(statisticsCall, ({ request, input }) => {
    const [start, end] = [input.start.slice(0, 10), input.end.slice(0, 10)];
    // The report kit's rule for a period: days, start not after end (one day is [d, d]), at most 731 days.
    const issue = requestRangeIssue(start, end);
    if (issue) return refuse(request, issue === 'valid.date' ? 'valid.dateRange' : issue, 400);
    return ok(memberStatistics(start, end));
  }),

  // The request schema trims the address; the dialog's rule checks its form.
  handleCall(lookupThirdPartyCall, ({ request, input }) => {
    const problem = firstIssue(LookupFormSchema, { email: input.email });
    if (problem) return refuse(request, problem, 400);
    return ok({ email: input.email, accounts: linkedAccounts(input.email) });
  }),

  onMember(rechargeCall, async ({ request, user, input, member }) => {
    const problem = firstIssue(RechargeFormSchema, { quantity: input.quantity, remark: input.remark ?? '' });
    if (problem) return refuse(request, problem, 400);
    const quantity = input.quantity;
    await materialise(member);
    const current = members.get(member.id)!;
    const balance = current.beanBalance + quantity;
    if (balance < 0) return refuseWith(request, 'member.recharge.belowZero', { balance: current.beanBalance });
    const log = await beanLogs.insert(
      {
        id: consoleId(beanLogs),
        memberId: member.id,
        type: 'admin',
        quantity,
        balanceAfter: balance,
        dramaId: null,
        dramaName: '',
        episode: null,
        orderNo: '',
        remark: String(input.remark ?? '').trim(),
        operator: user.name,
        createTime: new Date().toISOString(),
      },
      actor(user),
    );
    const updated = await members.update(member.id, { beanBalance: balance }, actor(user));
    return ok({ member: updated, log });
  }),

  onMember(setReferrerCall, async ({ request, user, input, member }) => {
    const card = input.referrerCard.trim();
    const problem = firstIssue(referrerFormSchema(member.cardNumber), { referrerCard: card });
    if (problem) return refuse(request, problem, 400);
    const referrer = CARD_NUMBER.test(String(card)) ? members.find((m) => m.cardNumber === card) : undefined;
    if (!referrer) return refuse(request, 'member.referrer.notFound', 400);
    // A referrer chain never loops back to the member.
    let step: Member | undefined = referrer;
    for (let hops = 0; step && hops < 1000; hops++) {
      if (step.id === member.id) return refuse(request, 'member.referrer.cycle', 400);
      step = step.referrerId ? members.get(step.referrerId) : undefined;
    }
    const updated = await members.update(member.id, { referrerId: referrer.id, referrerName: referrer.name, referrerCard: referrer.cardNumber }, actor(user));
    return ok(updated);
  }),

  onMember(setVipCall, async ({ request, user, input, member }) => {
    const problem = firstIssue(VipFormSchema, input);
    if (problem) return refuse(request, problem, 400);
    const result = await setVip(member, input.vipTypeId, new Date(input.expiryTime).toISOString(), actor(user));
    return typeof result === 'string' ? refuse(request, result, 400) : ok(result);
  }),

  onMember(redeemCardCall, async ({ request, user, input, member }) => {
    const result = await redeem(member, input.code, actor(user));
    return typeof result === 'string' ? refuse(request, result, 400) : ok(result);
  }),

  // operate/vipOrders and operate/rechargeOrders: a payment that arrived late makes the order paid, and the member gets what it bought.
  handleCall(supplementOrderCall, async ({ request, user, input }) => {
    const order = memberTables.orders.get(input.id);
    if (!order) return refuse(request, 'error.http.404', 404);
    return serial(order.memberId, async () => {
      if (memberTables.orders.isStale(order.id, input.version)) return refuseStale(request);
      const result = await supplement(memberTables.orders.get(order.id)!, input.thirdPartyNo ?? '', actor(user));
      return typeof result === 'string' ? refuse(request, result, 400) : ok(result);
    });
  }),

  // toolCategory/supplementOrder: purchases the store confirmed whose callback never arrived, found and supplemented by the store's number.
  handleCall(storePendingCall, () =>
    ok({
      records: storePending().map((o) => ({
        id: o.id,
        storeNo: o.thirdPartyNo,
        orderNo: o.orderNo,
        type: o.type,
        itemName: o.itemName,
        cardNumber: o.cardNumber,
        memberName: o.memberName,
        amountYen: o.amountYen,
        createTime: o.createTime,
      })),
    }),
  ),
  handleCall(storeLookupCall, ({ request, input }) => {
    const order = orderByStoreNo(input.thirdPartyNo);
    return order ? ok(storeView(order)) : refuse(request, 'operate.store.unknown', 400);
  }),
  handleCall(storeSupplementCall, async ({ request, user, input }) => {
    const found = orderByStoreNo(input.thirdPartyNo);
    if (!found) return refuse(request, 'operate.store.unknown', 400);
    return serial(found.memberId, async () => {
      const order = memberTables.orders.get(found.id)!;
      if (order.status === 'paid' || order.status === 'refunded') return refuse(request, 'operate.store.alreadyPaid', 400);
      if (memberTables.orders.isStale(order.id, input.version)) return refuseStale(request);
      const result = await supplement(order, order.thirdPartyNo, actor(user));
      return typeof result === 'string' ? refuse(request, result, 400) : ok(storeView(result));
    });
  }),

  onMember(setChannelCall, async ({ request, user, input, member }) => {
    const problem = firstIssue(ChannelFormSchema, input);
    if (problem) return refuse(request, problem, 400);
    const channel = channelTable.get(Number(input.channelId));
    if (!channel) return refuse(request, 'member.channel.notFound', 400);
    const updated = await members.update(member.id, { channelId: channel.id }, actor(user));
    return ok(updated);
  }),

  // A member's payment records: its orders, newest first (an index by member: 50,000 orders and more).
  handleCall(paymentsCall, ({ request, input }) => {
    if (input.memberId === '') return refuse(request, 'member.related.memberRequired', 400);
    const member = members.get(Number(input.memberId));
    if (!member) return refuse(request, 'error.http.404', 404);
    return ok(page(ordersOf(member.id), input.pageNum, Math.min(Number(input.pageSize) || 10, 100)));
  }),
  historyList(beanLogsCall, beanLogs, 'createTime'),
  historyList(watchesCall, watches, 'watchTime'),

  // info and update (nickname, level, status) as every resource has them.
  ...crudHandlers<Member>({ def: memberResource, table: members }),

];
