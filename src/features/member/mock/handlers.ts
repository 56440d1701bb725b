import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isMessageId, translate, type MessageId, type Values } from '@/i18n';
import { API, authed, body, language, ok, page, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, validRange } from '@/mocks/resource';
import type { Table } from '@/mocks/table';
import type { Member } from '../contract';
import { CARD_NUMBER, ChannelFormSchema, LookupFormSchema, RechargeFormSchema, VipFormSchema, memberResource, referrerFormSchema } from '../resources';
import { DAY, channelTable } from './catalogue';
import { queryMembers } from './index-query';
import { linkedAccounts } from './accounts';
import { memberStatistics } from './stats';
import { consoleId, materialise, memberTables } from './tables';

const { members, payments, beanLogs, watches } = memberTables;

/* ------------------------------------------------------------------------------------------------
 * Handlers.
 * ---------------------------------------------------------------------------------------------- */

/** A business refusal whose message carries values (e.g. the balance). */
function refuseWith(request: Request, id: MessageId, values: Values, code = 400): Response {
  return HttpResponse.json({ code, success: false, message: translate(language(request), id, values), data: null });
}

function firstIssue(schema: v.GenericSchema, value: unknown): MessageId | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const message = result.issues[0].message;
  return isMessageId(message) ? message : 'valid.invalid';
}

const actor = (user: MockUser) => ({ id: user.id, name: user.name });

/** One write at a time per member (a recharge reads the balance, then writes it). */
const locks = new Map<number, Promise<unknown>>();
function serial<T>(id: number, run: () => Promise<T>): Promise<T> {
  const previous = locks.get(id) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  locks.set(id, settled);
  void settled.then(() => locks.get(id) === settled && locks.delete(id));
  return next;
}

type Input = Record<string, unknown>;
type Resolved = { request: Request; user: MockUser; input: Input; member: Member };

/** A POST on one member: the body's id must name a member. */
function onMember(action: string, run: (ctx: Resolved) => Promise<Response> | Response) {
  return http.post(
    `${API}/member/v1/${action}`,
    authed(async ({ request, user }) => {
      const input = await body(request);
      const id = Number(input.id);
      if (!members.get(id)) return refuse(request, 'error.http.404', 404);
      return serial(id, async () => run({ request, user, input, member: members.get(id)! }));
    }),
  );
}

/** A member's history list: paged, newest first, from its own endpoint with a memberId filter. */
function historyList<T extends { id: number; memberId: number }>(endpoint: string, table: Table<T>, time: keyof T) {
  return http.post(
    `${API}/${endpoint}/v1/page`,
    authed(async ({ request }) => {
      const input = await body(request);
      const member = members.get(Number(input.memberId));
      if (input.memberId == null || input.memberId === '') return refuse(request, 'member.related.memberRequired', 400);
      if (!member) return refuse(request, 'error.http.404', 404);
      await materialise(member);
      const rows = table
        .filter((row) => row.memberId === member.id)
        .sort((a, b) => (a[time] === b[time] ? b.id - a.id : String(a[time]) < String(b[time]) ? 1 : -1));
      return ok(page(rows, input.pageNum, Math.min(Number(input.pageSize) || 10, 100)));
    }),
  );
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

  http.post(
    `${API}/member/v1/statistics`,
    authed(async ({ request }) => {
      const { start, end } = await body<{ start?: unknown; end?: unknown }>(request);
      const range = [String(start ?? '').slice(0, 10), String(end ?? '').slice(0, 10)];
      if (!validRange(range) || range.some((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d))) return refuse(request, 'valid.dateRange', 400);
      const days = (new Date(range[1]).getTime() - new Date(range[0]).getTime()) / DAY + 1;
      if (days > 366) return refuse(request, 'member.stats.rangeTooLong', 400);
      return ok(memberStatistics(range[0], range[1]));
    }),
  ),

  http.post(
    `${API}/member/v1/lookupThirdParty`,
    authed(async ({ request }) => {
      const input = await body(request);
      const problem = firstIssue(LookupFormSchema, { email: typeof input.email === 'string' ? input.email.trim() : input.email });
      if (problem) return refuse(request, problem, 400);
      const email = String(input.email).trim();
      return ok({ email, accounts: linkedAccounts(email) });
    }),
  ),

  onMember('recharge', async ({ request, user, input, member }) => {
    const problem = firstIssue(RechargeFormSchema, { quantity: input.quantity, remark: input.remark ?? '' });
    if (problem) return refuse(request, problem, 400);
    const quantity = input.quantity as number;
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

  onMember('setReferrer', async ({ request, user, input, member }) => {
    const card = typeof input.referrerCard === 'string' ? input.referrerCard.trim() : input.referrerCard;
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

  onMember('setVip', async ({ request, user, input, member }) => {
    const problem = firstIssue(VipFormSchema, input);
    if (problem) return refuse(request, problem, 400);
    const updated = await members.update(
      member.id,
      { vipType: input.vipType as Member['vipType'], expiryTime: new Date(String(input.expiryTime)).toISOString() },
      actor(user),
    );
    return ok(updated);
  }),

  onMember('setChannel', async ({ request, user, input, member }) => {
    const problem = firstIssue(ChannelFormSchema, input);
    if (problem) return refuse(request, problem, 400);
    const channel = channelTable.get(Number(input.channelId));
    if (!channel) return refuse(request, 'member.channel.notFound', 400);
    const updated = await members.update(member.id, { channelId: channel.id }, actor(user));
    return ok(updated);
  }),

  historyList('member/payment', payments, 'payTime'),
  historyList('member/bean', beanLogs, 'createTime'),
  historyList('member/watch', watches, 'watchTime'),

  // info and update (nickname, level, status) as every resource has them.
  ...crudHandlers<Member>({ def: memberResource, table: members }),

];

