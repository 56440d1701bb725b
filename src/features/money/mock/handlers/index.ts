import { http, type HttpHandler } from 'msw';
import type { MessageId } from '@/i18n';
import type { ResourceDef, Row } from '@/lib/resource/types';
import { now } from '@/mocks/clock';
import { declareResource } from '@/mocks/grants';
import { API, authed, body, handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { RECORD_SEARCH_LIMIT } from '@/lib/record-search';
import { appendLog } from '@/mocks/oplog';
import { crudHandlers, isVersion, refuseStale } from '@/mocks/resource';
import { CARD_CODE_TABLE, CODE_IDS_PER_BATCH, remainingOf, type CardBatch, type CardCode, type CardCodeListRow, type Package, type VipType } from '@/records/catalogue';
import { toYen } from '@/records/money';
import { type Order, type VipRecord } from '@/records/orders';
import { addWhiteListCall, attributionCall, attributionIssue, generateCardsCall, memberSearchCall, rechargeOrderSearchCall, saveAttributionCall, vipOrderSearchCall, voidCardsCall, type AttributionConfig, type WhiteListEntry } from '../../contract';
import { batchResource, codeResource } from '../../resources/cards';
import { rechargeOrderResource, vipOrderResource } from '../../resources/orders';
import { firstRechargeLimitFits, packageResource } from '../../resources/packages';
import { vipRecordResource } from '../../resources/vipRecords';
import { fitsCurrency, firstPriceFits, vipTypeResource } from '../../resources/vipTypes';
import { whiteListResource } from '../../resources/whiteList';
import { freshCodes } from './codes';
import { ListIndex } from './list-index';
import { moneyTables, world } from '../tables';

const { vipTypes, packages, batches, codes, whiteList, attribution } = moneyTables;
const actor = (user: MockUser) => ({ id: user.id, name: user.name });
const iso = (ms: number) => new Date(ms).toISOString();
/** What a blank number input sends ('') is stored as null: unlimited, none. */
const blankToNull = (x: unknown) => (x === '' || x === undefined ? null : x);

/* ------------------------------------------------------------------------------------------------
 * Indexed lists: the orders (tens of thousands), the card codes (a batch may hold 10,000) and the
 * VIP records, answered from column stores (./list-index.ts) dropped when their rows change.
 * ---------------------------------------------------------------------------------------------- */

const vipOrders = new ListIndex<Order>(vipOrderResource, () => world.orders().all().filter((o) => o.type === 'vip'));
const rechargeOrders = new ListIndex<Order>(rechargeOrderResource, () => world.orders().all().filter((o) => o.type === 'beans'));
/** VIP records with whether they run now: built again after a write, and at least every minute (the demo clock moves). */
let vipRecordsBuilt = 0;
const vipRecordList = new ListIndex<VipRecord & { active: boolean }>(vipRecordResource, () => {
  const at = now();
  vipRecordsBuilt = at;
  return world.vipRecords().all().map((r) => ({ ...r, active: Date.parse(r.startTime) <= at && Date.parse(r.expiryTime) > at }));
});

/** Figures of the codes by batch (unused, used, voided), and each code's redemption: rebuilt after a change of either. */
interface CardState {
  redeemed: Map<number, { memberId: number; cardNumber: string; time: string }>;
  byBatch: Map<number, { unused: number; used: number; voided: number }>;
}
let cardState: CardState | null = null;
function cards(): CardState {
  if (!cardState) {
    const redeemed = new Map(world.redemptions().all().map((r) => [r.codeId, { memberId: r.memberId, cardNumber: r.cardNumber, time: r.time }]));
    const byBatch = new Map<number, { unused: number; used: number; voided: number }>();
    for (const c of codes.all()) {
      let figures = byBatch.get(c.batchId);
      if (!figures) byBatch.set(c.batchId, (figures = { unused: 0, used: 0, voided: 0 }));
      if (redeemed.has(c.id)) figures.used += 1;
      else if (c.voided) figures.voided += 1;
      else figures.unused += 1;
    }
    cardState = { redeemed, byBatch };
  }
  return cardState;
}
const present = (c: CardCode): CardCodeListRow => {
  const used = cards().redeemed.get(c.id);
  return { ...c, status: used ? 'used' : c.voided ? 'void' : 'unused', memberId: used?.memberId ?? null, cardNumber: used?.cardNumber ?? '', usedTime: used?.time ?? null };
};
const codeList = new ListIndex<CardCodeListRow>(codeResource, () => codes.all().map(present));
const batchList = new ListIndex<CardBatch>(batchResource, () => batches.all());
batches.onWrite(() => batchList.reset());
batches.onReload(() => batchList.reset());

/** Sold packages (paid and refunded orders) and active VIPs by type: rebuilt after a change of the orders or the members. */
let soldByPackage: Map<number, number> | null = null;
let listening = false;
/** Subscribed on first use: the member mock's tables exist by then. */
function listen(): void {
  if (listening) return;
  listening = true;
  const orders = world.orders();
  const dropOrders = () => {
    vipOrders.reset();
    rechargeOrders.reset();
    soldByPackage = null;
  };
  orders.onWrite(dropOrders);
  orders.onReload(dropOrders);
  const records = world.vipRecords();
  records.onWrite(() => vipRecordList.reset());
  records.onReload(() => vipRecordList.reset());
  const dropCards = () => {
    cardState = null;
    codeList.reset();
  };
  codes.onWrite(dropCards);
  codes.onReload(dropCards);
  world.redemptions().onWrite(dropCards);
  world.redemptions().onReload(dropCards);
}
function sold(packageId: number): number {
  if (!soldByPackage) {
    soldByPackage = new Map();
    for (const o of world.orders().all()) {
      if (o.packageId != null && (o.status === 'paid' || o.status === 'refunded')) soldByPackage.set(o.packageId, (soldByPackage.get(o.packageId) ?? 0) + 1);
    }
  }
  return soldByPackage.get(packageId) ?? 0;
}
/** Whether any order, VIP record or card code names the VIP type or package. */
function inUse(key: 'vipTypeId' | 'packageId', id: number): boolean {
  return (
    world.orders().find((o) => o[key] === id) !== undefined ||
    (key === 'vipTypeId' && world.vipRecords().find((r) => r.vipTypeId === id) !== undefined) ||
    codes.find((c) => c[key] === id) !== undefined
  );
}

/** A list answered by an index: page and export with the summary, and a record by id. */
function indexedList<T extends Row>(def: ResourceDef, index: ListIndex<T>, presentRow: (row: T) => unknown = (row) => row): HttpHandler[] {
  declareResource(def);
  const base = `${API}/${def.endpoint}/v1`;
  const list = (request: Request, input: Record<string, unknown>, maxSize: number) => {
    listen();
    if (index === (vipRecordList as unknown) && now() - vipRecordsBuilt > 60_000) vipRecordList.reset();
    const result = index.query(input, maxSize);
    if (typeof result === 'string') return refuse(request, result, 400);
    return ok({ ...result, records: result.records.map(presentRow) });
  };
  return [
    http.post(`${base}/page`, authed(async ({ request }) => list(request, await body(request), 1000))),
    http.post(`${base}/export`, authed(async ({ request }) => list(request, await body(request), 5000))),
    http.get(
      `${base}/info`,
      authed(({ request }) => {
        listen();
        const row = index.get(Number(new URL(request.url).searchParams.get('id')));
        return row ? ok(presentRow(row)) : refuse(request, 'error.http.404', 404);
      }),
    ),
  ];
}

const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/* ------------------------------------------------------------------------------------------------
 * Card codes: generate a batch, void unused codes.
 * ---------------------------------------------------------------------------------------------- */

async function generate(input: { kind: CardBatch['kind']; vipTypeId?: unknown; packageId?: unknown; name: string; quantity: number }, user: MockUser) {
  const name = input.name.trim();
  if ([...name].length < 2) return 'operate.card.nameLength' as const;
  const itemId = Number(input.kind === 'vip' ? input.vipTypeId : input.packageId);
  if (!Number.isInteger(itemId) || itemId < 1) return 'operate.card.itemRequired' as const;
  const item = input.kind === 'vip' ? vipTypes.get(itemId) : packages.get(itemId);
  if (!item) return 'operate.card.itemMissing' as const;
  const by = actor(user);
  const created = iso(now());
  const batch = await batches.insert(
    {
      id: batches.nextId(),
      name,
      kind: input.kind,
      vipTypeId: input.kind === 'vip' ? item.id : null,
      packageId: input.kind === 'beans' ? item.id : null,
      itemName: item.name,
      quantity: input.quantity,
      operator: user.name,
      createTime: created,
    },
    by,
  );
  const drawn = freshCodes(input.quantity, new Set(codes.all().map((c) => c.code)));
  for (const [i, code] of drawn.entries()) {
    await codes.insert(
      { id: batch.id * CODE_IDS_PER_BATCH + i + 1, batchId: batch.id, code, kind: batch.kind, vipTypeId: batch.vipTypeId, packageId: batch.packageId, name, itemName: item.name, voided: false, voidTime: null, createTime: created },
      by,
    );
  }
  return { ...batch, unused: input.quantity, used: 0, voided: 0 };
}

async function voidCodes(ids: number[], user: MockUser) {
  const state = cards();
  const rows: CardCode[] = [];
  for (const id of new Set(ids)) {
    const row = codes.get(id);
    if (!row) return { refusal: 'error.http.404' as MessageId };
    if (row.voided || state.redeemed.has(id)) return { refusal: 'operate.card.notVoidable' as MessageId, code: row.code };
    rows.push(row);
  }
  const at = iso(now());
  for (const row of rows) {
    await codes.update(row.id, { voided: true, voidTime: at }, actor(user));
    appendLog({
      time: at,
      operatorId: user.id,
      operator: user.name,
      table: CARD_CODE_TABLE,
      recordId: String(row.id),
      op: 'action',
      before: { code: row.code, status: 'unused' },
      after: { code: row.code, status: 'void' },
      changed: ['status'],
    });
  }
  return { voided: rows.length };
}

/* ------------------------------------------------------------------------------------------------
 * The white list's member search, and attribution.
 * ---------------------------------------------------------------------------------------------- */

/** Members whose card number or phone holds the keyword (4 characters or more), or whose e-mail is it. */
function findMembers(keyword: string) {
  const needle = keyword.trim().toLowerCase();
  const listed = new Set(whiteList.all().map((w) => w.memberId));
  const out = [];
  for (const m of world.members().all()) {
    const hit = m.cardNumber.includes(needle) || (m.phone && m.phone.includes(needle)) || (m.email && (m.email.toLowerCase() === needle || (needle.includes('@') && m.email.toLowerCase().includes(needle))));
    if (!hit) continue;
    out.push({ id: m.id, cardNumber: m.cardNumber, name: m.name, phone: m.phone, email: m.email, listed: listed.has(m.id) });
    if (out.length >= 10) break;
  }
  return out;
}

function attributionView() {
  return { config: attribution.get(1)!, oldUserAttributionDays: world.config()?.oldUserAttributionDays ?? 7 };
}

/* ------------------------------------------------------------------------------------------------
 * Handlers.
 * ---------------------------------------------------------------------------------------------- */

/** The command palette's order search: orders of one type by their number (exact, then from the start, then holding it). */
function searchOrders(type: Order['type'], query: string, limit: number) {
  const q = query.normalize('NFKC').trim().toLowerCase();
  const found: Array<{ rank: number; order: Order }> = [];
  for (const o of world.orders().all()) {
    if (o.type !== type) continue;
    const no = o.orderNo.toLowerCase();
    const rank = no === q ? 0 : q.length >= 3 && no.startsWith(q) ? 1 : q.length >= 8 && no.includes(q) ? 2 : -1;
    if (rank >= 0) found.push({ rank, order: o });
  }
  found.sort((a, b) => a.rank - b.rank || (a.order.createTime < b.order.createTime ? 1 : -1));
  const hits = found.slice(0, limit).map(({ order }) => ({
    id: order.id,
    title: order.orderNo,
    detail: `${order.itemName} · ${order.memberName}（${order.cardNumber}）`,
    match: 'orderNo' as const,
    value: order.orderNo,
  }));
  return { hits, total: found.length };
}

export const handlers: HttpHandler[] = [
  ...crudHandlers<VipType>({
    def: vipTypeResource,
    table: vipTypes,
    present: (row) => {
      const at = now();
      let activeMembers = 0;
      for (const m of world.members().all()) if (m.vipTypeId === row.id && m.expiryTime && Date.parse(m.expiryTime) > at) activeMembers += 1;
      return { ...row, priceYen: toYen(row.price, row.currency), firstPriceYen: row.firstPrice == null ? null : toYen(row.firstPrice, row.currency), activeMembers, inUse: inUse('vipTypeId', row.id) };
    },
    check: (values, _mode, { current }) => {
      if ('name' in values && vipTypes.find((t) => t.id !== current?.id && same(t.name, values.name))) return 'operate.vipType.nameTaken';
      const price = 'price' in values ? values.price : current?.price;
      const currency = 'currency' in values ? values.currency : current?.currency;
      if (!fitsCurrency(price, currency)) return 'operate.vipType.priceRule';
      const first = 'firstPrice' in values ? values.firstPrice : current?.firstPrice;
      if (!firstPriceFits(first, price)) return 'operate.vipType.firstPriceRule';
      return null;
    },
    store: (values) => ('firstPrice' in values ? { ...values, firstPrice: blankToNull(values.firstPrice) } : values),
    create: (values) => ({ ...(values as Omit<VipType, 'id' | 'enabled' | 'createTime' | 'version'>), id: vipTypes.nextId(), enabled: true, createTime: iso(now()) }),
    beforeDelete: (row) => (inUse('vipTypeId', row.id) ? 'operate.vipType.inUse' : null),
  }),
  ...indexedList(vipRecordResource, vipRecordList),
  ...indexedList(vipOrderResource, vipOrders),
  ...indexedList(rechargeOrderResource, rechargeOrders),
  handleCall(vipOrderSearchCall, ({ input }) => ok(searchOrders('vip', input.q, input.limit ?? RECORD_SEARCH_LIMIT))),
  handleCall(rechargeOrderSearchCall, ({ input }) => ok(searchOrders('beans', input.q, input.limit ?? RECORD_SEARCH_LIMIT))),
  ...crudHandlers<Package>({
    def: packageResource,
    table: packages,
    present: (row) => {
      listen();
      const n = sold(row.id);
      return { ...row, sold: n, remaining: remainingOf(row.circulation, n), inUse: inUse('packageId', row.id) };
    },
    check: (values, _mode, { current }) => {
      if ('name' in values && packages.find((p) => p.id !== current?.id && same(p.name, values.name))) return 'operate.package.nameTaken';
      const type = 'type' in values ? values.type : current?.type;
      const limit = 'purchaseLimit' in values ? blankToNull(values.purchaseLimit) : current?.purchaseLimit;
      if (!firstRechargeLimitFits(type, limit)) return 'operate.package.firstRechargeLimit';
      // A circulation below what is sold already would make the package oversold.
      const circulation = 'circulation' in values ? blankToNull(values.circulation) : undefined;
      if (current && typeof circulation === 'number') {
        listen();
        if (circulation < sold(current.id)) return 'operate.package.circulationBelowSold';
      }
      return null;
    },
    store: (values) => {
      const out = { ...values };
      for (const key of ['purchaseLimit', 'circulation']) if (key in out) out[key] = blankToNull(out[key]);
      return out;
    },
    create: (values) => ({ ...(values as Omit<Package, 'id' | 'enabled' | 'createTime' | 'version'>), id: packages.nextId(), enabled: true, createTime: iso(now()) }),
    beforeDelete: (row) => (inUse('packageId', row.id) ? 'operate.package.inUse' : null),
  }),
  ...indexedList(batchResource, batchList, (row) => ({ ...row, ...(cards().byBatch.get(row.id) ?? { unused: 0, used: 0, voided: 0 }) })),
  ...indexedList(codeResource, codeList),
  handleCall(generateCardsCall, async ({ request, user, input }) => {
    listen();
    const result = await generate(input, user);
    return typeof result === 'string' ? refuse(request, result, 400) : ok(result);
  }),
  handleCall(voidCardsCall, async ({ request, user, input }) => {
    listen();
    const result = await voidCodes(input.ids, user);
    if ('refusal' in result) return refuse(request, result.refusal!, 400, 'code' in result ? { code: result.code ?? '' } : undefined);
    return ok(result);
  }),

  ...crudHandlers<WhiteListEntry>({ def: whiteListResource, table: whiteList }),
  handleCall(memberSearchCall, ({ request, input }) => {
    const keyword = input.cardNumber.trim();
    if (!keyword) return refuse(request, 'operate.white.keywordRequired', 400);
    if ([...keyword].length < 4) return refuse(request, 'operate.white.keywordShort', 400);
    return ok({ records: findMembers(keyword) });
  }),
  handleCall(addWhiteListCall, async ({ request, user, input }) => {
    const member = world.members().get(input.memberId);
    if (!member) return refuse(request, 'operate.white.memberMissing', 400);
    if (whiteList.find((w) => w.memberId === member.id)) return refuse(request, 'operate.white.duplicate', 400);
    const row = await whiteList.insert(
      {
        id: whiteList.nextId(),
        memberId: member.id,
        cardNumber: member.cardNumber,
        memberName: member.name,
        phone: member.phone,
        email: member.email,
        enabled: input.enabled,
        remark: input.remark.trim(),
        operator: user.name,
        createTime: iso(now()),
      },
      actor(user),
    );
    return ok(row);
  }),

  handleCall(attributionCall, () => ok(attributionView())),
  handleCall(saveAttributionCall, async ({ request, user, input }) => {
    const current = attribution.get(1)!;
    if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
    const channelIds = [...new Set(input.channelIds)].sort((a, b) => a - b);
    const issue = attributionIssue({ natural: input.natural, channelIds });
    if (issue) return refuse(request, issue, 400);
    const channels = world.channels();
    if (channelIds.some((id) => !channels.get(id))) return refuse(request, 'operate.attribution.channelMissing', 400);
    if (attribution.isStale(current.id, input.version)) return refuseStale(request);
    const patch: Partial<AttributionConfig> = { natural: input.natural, channelIds, updateTime: iso(now()), updatedBy: user.name };
    await attribution.update(current.id, patch, actor(user));
    return ok(attributionView());
  }),
];
