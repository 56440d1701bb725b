import type { Faker } from '@faker-js/faker';
import type { Fresh } from '@/mocks/table';
import type { Member } from '@/records/members';
import type { Channel } from '@/records/channels';
import { CARD_ALPHABET, CODE_IDS_PER_BATCH, type CardBatch, type CardCode, type Package, type VipType } from '@/records/catalogue';
import { type AttributionConfig, type WhiteListEntry } from '../contract';

/*
 * The money side's seeded world: what is sold (VIP types, golden-bean packages), the card batches
 * handed out, the white list and the attribution settings. The members' orders, VIP records and
 * card redemptions are the member simulation's (src/features/member/mock/life.ts), which buys
 * from these VIP types and packages and redeems the golden-bean batches' codes.
 */

const DAY = 86_400_000;
/** The demo's "now" as the member simulation has it: the start of the current hour. */
const hourNow = () => Math.floor(Date.now() / 3_600_000) * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function seedVipTypes(): Fresh<VipType>[] {
  const at = hourNow() - 560 * DAY;
  const row = (id: number, name: string, days: number, price: number, firstPrice: number | null, autoRenew: boolean, sort: number, enabled = true): Fresh<VipType> => ({
    id,
    name,
    days,
    price,
    currency: 'JPY',
    firstPrice,
    autoRenew,
    sort,
    enabled,
    createTime: iso(at + id * DAY),
  });
  return [
    row(1, '周卡VIP', 7, 480, 280, true, 10),
    row(2, '月卡VIP', 30, 1480, 980, true, 20),
    row(3, '季卡VIP', 90, 3800, null, true, 30),
    row(4, '年卡VIP', 365, 9800, null, false, 40),
    // Withdrawn before the demo's history: never sold, shown disabled.
    row(5, '半年卡VIP', 180, 5800, null, true, 50, false),
  ];
}

export function seedPackages({ members }: { members: number }): Fresh<Package>[] {
  const at = hourNow() - 560 * DAY;
  const row = (id: number, p: Omit<Package, 'id' | 'createTime' | 'sort' | 'enabled' | 'version'> & { enabled?: boolean }): Fresh<Package> => ({
    id,
    sort: id * 10,
    enabled: true,
    createTime: iso(at + id * DAY),
    ...p,
  });
  return [
    row(1, { name: '新人首充礼包', type: 'firstRecharge', purchaseLimit: 1, beans: 300, giftBeans: 300, price: 160, percentage: 100, circulation: null }),
    row(2, { name: '金豆 300', type: 'regular', purchaseLimit: null, beans: 300, giftBeans: 0, price: 160, percentage: 0, circulation: null }),
    row(3, { name: '金豆 1000', type: 'regular', purchaseLimit: null, beans: 900, giftBeans: 100, price: 480, percentage: 11, circulation: null }),
    row(4, { name: '金豆 2100', type: 'regular', purchaseLimit: null, beans: 1800, giftBeans: 300, price: 980, percentage: 16, circulation: null }),
    row(5, { name: '金豆 4500', type: 'regular', purchaseLimit: null, beans: 3600, giftBeans: 900, price: 1960, percentage: 25, circulation: null }),
    row(6, { name: '金豆 12000', type: 'regular', purchaseLimit: null, beans: 9000, giftBeans: 3000, price: 4900, percentage: 33, circulation: null }),
    row(7, { name: '金豆 26000', type: 'regular', purchaseLimit: null, beans: 18000, giftBeans: 8000, price: 9800, percentage: 44, circulation: null }),
    // A limited package: its circulation covers the members it is offered to (about one in 16).
    row(8, { name: '周年限定礼包', type: 'limited', purchaseLimit: 1, beans: 5400, giftBeans: 5400, price: 2940, percentage: 100, circulation: Math.max(100, Math.ceil(members / 1600) * 100) }),
    row(9, { name: '旧版超值礼包', type: 'regular', purchaseLimit: null, beans: 60000, giftBeans: 20000, price: 29800, percentage: 33, circulation: null, enabled: false }),
  ];
}

/** Seeded batches: golden-bean codes handed out at events (members redeem them in their lives), VIP codes for partners still to be used. */
export function seedCardBatches(): Fresh<CardBatch>[] {
  const now = hourNow();
  return [
    { id: 1, name: '新人礼包兑换码', kind: 'beans', vipTypeId: null, packageId: 3, itemName: '金豆 1000', quantity: 400, operator: 'admin', createTime: iso(now - 300 * DAY) },
    { id: 2, name: '周年庆金豆卡', kind: 'beans', vipTypeId: null, packageId: 4, itemName: '金豆 2100', quantity: 300, operator: 'operator', createTime: iso(now - 120 * DAY) },
    { id: 3, name: '直播活动金豆卡', kind: 'beans', vipTypeId: null, packageId: 2, itemName: '金豆 300', quantity: 500, operator: 'operator', createTime: iso(now - 45 * DAY) },
    { id: 4, name: '合作商VIP月卡', kind: 'vip', vipTypeId: 2, packageId: null, itemName: '月卡VIP', quantity: 200, operator: 'admin', createTime: iso(now - 20 * DAY) },
    { id: 5, name: 'KOL推广周卡', kind: 'vip', vipTypeId: 1, packageId: null, itemName: '周卡VIP', quantity: 100, operator: 'operator', createTime: iso(now - 6 * DAY) },
    { id: 6, name: '客服补偿金豆卡', kind: 'beans', vipTypeId: null, packageId: 2, itemName: '金豆 300', quantity: 50, operator: 'admin', createTime: iso(now - 3 * DAY) },
  ];
}

/** A seeded generator (mulberry32) from the table's faker: one draw of faker, then plain arithmetic. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A code of the alphabet, as the generator draws it (seeded codes; the console's are drawn with crypto.getRandomValues). */
export function drawCode(next: () => number): string {
  let out = '';
  for (let i = 0; i < 16; i++) {
    if (i && i % 4 === 0) out += '-';
    out += CARD_ALPHABET[Math.floor(next() * CARD_ALPHABET.length)];
  }
  return out;
}

/** Every seeded batch's codes; a few of the partner batch's were voided (withdrawn before use). */
export function seedCardCodes(faker: Faker, batches: readonly CardBatch[]): Fresh<CardCode>[] {
  const next = generator(faker.number.int({ min: 1, max: 0x7fffffff }));
  const seen = new Set<string>();
  const rows: Fresh<CardCode>[] = [];
  for (const b of [...batches].sort((a, c) => a.id - c.id)) {
    for (let n = 1; n <= b.quantity; n++) {
      let code = drawCode(next);
      while (seen.has(code)) code = drawCode(next);
      seen.add(code);
      const voided = b.kind === 'vip' && b.id === 4 && n > b.quantity - 15;
      rows.push({
        id: b.id * CODE_IDS_PER_BATCH + n,
        batchId: b.id,
        code,
        kind: b.kind,
        vipTypeId: b.vipTypeId,
        packageId: b.packageId,
        name: b.name,
        itemName: b.itemName,
        voided,
        voidTime: voided ? iso(Date.parse(b.createTime) + 10 * DAY) : null,
        createTime: b.createTime,
      });
    }
  }
  return rows;
}

const REMARKS = ['内部测试账号', 'App Store 审核账号', 'Google Play 审核账号', '合作方测试账号', 'QA 回归测试', '客服演示账号', '运营活动验收'];

/** About 25 members on the white list: registered ones, spread over the member table; a few disabled. */
export function seedWhiteList(members: readonly Member[]): Fresh<WhiteListEntry>[] {
  const registered = members.filter((m) => m.type === 'member' && (m.phone || m.email));
  const step = Math.max(1, Math.floor(registered.length / 25));
  const rows: Fresh<WhiteListEntry>[] = [];
  for (let i = 0; i < registered.length && rows.length < 25; i += step) {
    const m = registered[i];
    const created = Math.max(Date.parse(m.joinTime) + DAY, hourNow() - (400 - rows.length * 15) * DAY);
    rows.push({
      id: rows.length + 1,
      memberId: m.id,
      cardNumber: m.cardNumber,
      memberName: m.name,
      phone: m.phone,
      email: m.email,
      enabled: rows.length % 6 !== 5,
      remark: REMARKS[rows.length % REMARKS.length],
      operator: rows.length % 3 ? 'operator' : 'admin',
      createTime: iso(Math.min(created, hourNow() - DAY)),
    });
  }
  return rows;
}

/** Every channel is attributed by the platform itself; natural attribution is off. */
export function seedAttribution(channels: readonly Channel[]): Fresh<AttributionConfig>[] {
  return [{ id: 1, natural: false, channelIds: channels.map((c) => c.id).sort((a, b) => a - b), updateTime: iso(hourNow() - 90 * DAY), updatedBy: 'admin' }];
}
