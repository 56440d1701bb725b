import type { Faker } from '@faker-js/faker';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isMessageId, translate, type MessageId, type Values } from '@/i18n';
import {
  CARD_NUMBER,
  ChannelFormSchema,
  LookupFormSchema,
  RechargeFormSchema,
  VipFormSchema,
  beanRelated,
  memberResource,
  paymentRelated,
  referrerFormSchema,
  watchRelated,
} from '../resources';
import type { FilterDef } from '@/lib/resource/types';
import {
  BeanLogSchema,
  MemberSchema,
  PaymentRecordSchema,
  WatchRecordSchema,
  type BeanLog,
  type Member,
  type MemberStats,
  type PaymentRecord,
  type ThirdPartyAccount,
  type WatchRecord,
} from '../contract';
import { CHANNEL_TABLE, type Channel } from '@/features/channel/contract';
import { DRAMA_TABLE, type Drama } from '@/features/theater/contract';
import { defineTable, worldTable } from '@/mocks/db';
import { API, authed, body, language, ok, page, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, fieldLabels, validRange } from '@/mocks/resource';
import type { Table } from '@/mocks/table';

/*
 * The member area's demo backend: members (5,000 by default, 100,000 for the benchmark),
 * development channels, and each member's drama payment records, golden-bean details and
 * watching records.
 *
 * Consistency: a member's whole history (visits, sign-ins, tasks, episodes watched, golden-bean
 * packages and VIP periods bought, beans spent) is simulated by `life()` from a generator seeded
 * with the member's id. Seeding runs it once per member to set the balance, VIP state, login
 * days and level; the history rows themselves are materialised only when a member's related
 * lists are first asked for (the same simulation again), so 100,000 members seed in seconds
 * and the tables never hold millions of rows. A balance therefore always equals the sum of the
 * member's golden-bean details, and every change the console makes writes a detail row too.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
/** How far back members joined. */
const HISTORY_DAYS = 540;
/** Ids of materialised history rows are memberId * ROWS + n (n < ROWS); console writes start at CONSOLE_IDS. */
const ROWS = 1000;
const CONSOLE_IDS = 1_000_000_000_000;

/** The demo's "now": the start of the hour the database was seeded in. Every seeded time is relative to it. */
let anchor = Math.floor(Date.now() / 3_600_000) * 3_600_000;

/* ------------------------------------------------------------------------------------------------
 * Fixed catalogues: dramas (the theater area owns the real ones) and development channels.
 * ---------------------------------------------------------------------------------------------- */

/** The theater's dramas and the channel area's channels: members watch, pay for and come from these. */
const dramaTable = worldTable<Drama>(DRAMA_TABLE);
const channelTable = worldTable<Channel>(CHANNEL_TABLE);
/** The drama catalogue as seeded: a member's history is rebuilt from it (life() must see the same list every time). */
let catalogue: { dramas: Drama[]; weight: number } | null = null;
function dramaCatalogue() {
  if (!catalogue) {
    const dramas = dramaTable.all().sort((a, b) => a.id - b.id);
    catalogue = { dramas, weight: dramas.reduce((n, d) => n + d.weight, 0) };
  }
  return catalogue;
}

const CHANNEL_WEIGHTS = [22, 18, 14, 12, 5, 6, 7, 4, 4, 3, 3, 2];

/** Golden-bean packages: yen, base beans, gift beans. */
const PACKAGES = [
  { price: 160, beans: 300, gift: 0, weight: 30 },
  { price: 480, beans: 900, gift: 100, weight: 30 },
  { price: 980, beans: 1800, gift: 300, weight: 20 },
  { price: 1960, beans: 3600, gift: 900, weight: 12 },
  { price: 4900, beans: 9000, gift: 3000, weight: 6 },
  { price: 9800, beans: 18000, gift: 8000, weight: 2 },
];
const FIRST_PACKAGES = PACKAGES.map((p, i) => ({ ...p, weight: [45, 32, 14, 6, 2.5, 0.5][i] }));
const VIP_PLANS = [
  { type: 'weekly', days: 7, price: 480, weight: 45 },
  { type: 'monthly', days: 30, price: 1480, weight: 35 },
  { type: 'quarterly', days: 90, price: 3800, weight: 12 },
  { type: 'yearly', days: 365, price: 9800, weight: 8 },
] as const;

/* ------------------------------------------------------------------------------------------------
 * A small deterministic generator per member (mulberry32), so a member's history can be rebuilt
 * at any time from the id alone.
 * ---------------------------------------------------------------------------------------------- */

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
const memberSeed = (id: number, salt = 0) => (Math.imul(id ^ 0x5bd1e995, 2654435761) + salt * 97 + 20261122) >>> 0;

function pick<T extends { weight: number }>(r: () => number, list: readonly T[], total = list.reduce((n, x) => n + x.weight, 0)): T {
  let x = r() * total;
  for (const item of list) if ((x -= item.weight) < 0) return item;
  return list[list.length - 1];
}
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const hex = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('');
const iso = (ms: number) => new Date(ms).toISOString();
const ymd = (ms: number) => iso(ms).slice(0, 10).replace(/-/g, '');

/* ------------------------------------------------------------------------------------------------
 * A member's life.
 * ---------------------------------------------------------------------------------------------- */

interface Life {
  balance: number;
  vip: { type: Member['vipType']; expiry: number; unsubscribe: number | null; refund: number | null } | null;
  lastActive: number;
  consecutive: number;
  maxDays: number;
  level: number;
}
interface Sink {
  beans: BeanLog[];
  payments: PaymentRecord[];
  watches: WatchRecord[];
}
type LifeInput = Pick<Member, 'id' | 'type' | 'platform'> & { joinMs: number };

const PAY_PLATFORM = { ios: 'apple', android: 'google', h5: 'stripe' } as const;

function thirdPartyNo(r: () => number, platform: PaymentRecord['payPlatform']): string {
  if (platform === 'apple') return `2000000${digits(r, 9)}`;
  if (platform === 'google') return `GPA.33${digits(r, 2)}-${digits(r, 4)}-${digits(r, 4)}-${digits(r, 5)}`;
  return `pi_3${hex(r, 23)}`;
}

/**
 * Simulates a member from joining to the demo's now: visits (with sign-ins, tasks and episodes),
 * golden-bean packages bought at a paywall, beans spent on episodes, a VIP subscription with
 * renewals, cancellation or refund. With a sink, writes the rows too.
 */
function life(m: LifeInput, sink: Sink | null): Life {
  const r = generator(memberSeed(m.id));
  /** Details that never change the course of the simulation (drawn only when rows are written). */
  const cosmetic = generator(memberSeed(m.id, 3));
  const registered = m.type === 'member';
  const payer = r() < (registered ? 0.24 : 0.05);
  const wantsVip = r() < (registered ? (payer ? 0.35 : 0.07) : 0.02);
  // Payers are the engaged ones.
  const engagement = payer ? 0.35 + 0.65 * r() : r();
  const span = Math.max(anchor - m.joinMs, MINUTE);
  const active = r() < (payer ? 0.6 : 0.42);
  // The last visit, at least two hours before the demo's now (a visit's activity lasts under an hour).
  const latest = anchor - 2 * 3_600_000;
  const end = Math.max(m.joinMs, Math.min(latest, active ? latest - Math.floor(r() * 2 * DAY) : m.joinMs + Math.floor(r() ** 1.6 * span)));
  const lastActive = end;
  const returnChance = 0.15 + engagement * 0.8;
  const maxVisits = 1 + Math.floor(engagement ** 2 * 59);

  // Visits, sampled backwards from the last one: geometric gaps in days.
  const visits: number[] = [end];
  for (let t = end; visits.length < maxVisits; ) {
    const gap = 1 + Math.floor(Math.log(1 - r()) / Math.log(1 - returnChance));
    t -= gap * DAY + Math.floor((r() - 0.5) * 4 * 3_600_000);
    if (t <= m.joinMs + 10 * MINUTE) break;
    visits.push(t);
  }
  if (visits[visits.length - 1] !== m.joinMs) visits.push(m.joinMs);
  visits.reverse();

  // Login streaks (by day).
  let streak = 1;
  let maxDays = 1;
  for (let i = 1; i < visits.length; i++) {
    const d = Math.floor(visits[i] / DAY) - Math.floor(visits[i - 1] / DAY);
    if (d === 1) streak += 1;
    else if (d > 1) streak = 1;
    maxDays = Math.max(maxDays, streak);
  }

  const payPlatform = PAY_PLATFORM[m.platform];
  let balance = 0;
  let beanRows = 0;
  let paymentRows = 0;
  let watchRows = 0;
  let yen = 0;
  let watched = 0;
  let ordersLeft = payer ? 1 + Math.floor(r() ** 2 * 6) : 0;
  let vip: Life['vip'] = null;
  let vipFrom = Infinity;
  let drama: Drama | null = null;
  let episode = 0;

  const bean = (type: BeanLog['type'], quantity: number, at: number, extra: Partial<BeanLog> = {}) => {
    balance += quantity;
    if (sink && beanRows < ROWS)
      sink.beans.push({
        id: m.id * ROWS + beanRows,
        memberId: m.id,
        type,
        quantity,
        balanceAfter: balance,
        dramaId: null,
        dramaName: '',
        episode: null,
        orderNo: '',
        remark: '',
        operator: '',
        createTime: iso(at),
        ...extra,
      });
    beanRows += 1;
  };
  const pay = (at: number, d: Drama, ep: number, order: Pick<PaymentRecord, 'orderType' | 'amount' | 'beans' | 'vipType'>, refundAt: number | null = null) => {
    yen += refundAt ? 0 : order.amount;
    const orderNo = sink ? `DR${ymd(at)}${String(m.id).padStart(7, '0')}${String(paymentRows).padStart(3, '0')}` : '';
    if (sink && paymentRows < ROWS)
      sink.payments.push({
        id: m.id * ROWS + paymentRows,
        memberId: m.id,
        orderNo,
        dramaId: d.id,
        dramaName: d.name,
        episode: ep,
        payPlatform,
        thirdPartyNo: thirdPartyNo(cosmetic, payPlatform),
        status: refundAt ? 'refunded' : 'paid',
        payTime: iso(at),
        refundTime: refundAt ? iso(refundAt) : null,
        ...order,
      });
    paymentRows += 1;
    return orderNo;
  };
  const watch = (d: Drama, ep: number, at: number, unlockType: WatchRecord['unlockType']) => {
    watched += 1;
    if (sink && watchRows < ROWS)
      sink.watches.push({
        id: m.id * ROWS + watchRows,
        memberId: m.id,
        dramaId: d.id,
        dramaName: d.name,
        episode: ep,
        unlockType,
        progress: cosmetic() < 0.8 ? 100 : 20 + Math.floor(cosmetic() * 80),
        watchTime: iso(at),
      });
    watchRows += 1;
  };
  const subscribe = (at: number, d: Drama, ep: number) => {
    const plan = pick(r, VIP_PLANS);
    const renewals = Math.floor(-Math.log(1 - r()) * (plan.type === 'weekly' ? 4 : plan.type === 'monthly' ? 3 : 1.2));
    const cancels = r() < 0.55;
    const refunds = r() < 0.04;
    let start = at;
    let periods = 0;
    for (;;) {
      const refundAt = refunds && periods === renewals ? start + Math.floor((0.5 + r() * 2) * DAY) : null;
      pay(start, d, ep, { orderType: 'vip', amount: plan.price, beans: 0, vipType: plan.type }, refundAt && refundAt < anchor ? refundAt : null);
      periods += 1;
      const next = start + plan.days * DAY;
      if (refundAt && refundAt < anchor) {
        vip = { type: plan.type, expiry: refundAt, unsubscribe: refundAt, refund: refundAt };
        return;
      }
      if (periods > renewals || next >= anchor) {
        // Still running at the demo's now: cancelled or still renewing. Ended earlier: it was cancelled in its last period.
        const running = next >= anchor;
        const unsubscribe = running ? (cancels ? start + Math.floor(r() * (anchor - start)) : null) : start + Math.floor(r() * (plan.days - 1) * DAY);
        vip = { type: plan.type, expiry: next, unsubscribe, refund: null };
        return;
      }
      start = next;
    }
  };
  const vipActive = (t: number) => vip !== null && t >= vipFrom && t < vip.expiry;

  // Joining: every new user gets the starter gift; binding an account earns a little more.
  bean('gift', 50, m.joinMs);
  if (registered) bean('gift', 100, m.joinMs + 3 * MINUTE);

  for (let i = 0; i < visits.length; i++) {
    let t = visits[i] + 5 * MINUTE;
    if (registered && r() < 0.55) bean('signIn', 10 + 5 * Math.min(4, Math.floor(r() * 5)), (t += MINUTE));
    if (r() < 0.25) bean('task', r() < 0.5 ? 5 : 10, (t += 2 * MINUTE), { remark: '' });
    if (!drama || episode >= drama.episodes || r() < 0.12) {
      drama = pick(r, dramaCatalogue().dramas, dramaCatalogue().weight);
      episode = 0;
    }
    const wanted = 1 + Math.floor(r() * (2 + engagement * 5));
    for (let k = 0; k < wanted && episode < drama.episodes; k++) {
      const ep = episode + 1;
      t += (2 + Math.floor(r() * 3)) * MINUTE;
      if (ep <= drama.free) {
        watch(drama, ep, t, 'free');
      } else if (vipActive(t)) {
        watch(drama, ep, t, 'vip');
      } else {
        if (wantsVip && vip === null && t < anchor - DAY) {
          vipFrom = t;
          subscribe(t, drama, ep);
          if (vipActive(t)) {
            watch(drama, ep, t, 'vip');
            episode = ep;
            continue;
          }
        }
        if (balance < drama.price && ordersLeft > 0 && r() < 0.75) {
          // A first purchase is usually a small package; later ones grow.
          const p = pick(r, paymentRows === 0 ? FIRST_PACKAGES : PACKAGES);
          ordersLeft -= 1;
          t += MINUTE;
          const orderNo = pay(t, drama, ep, { orderType: 'beans', amount: p.price, beans: p.beans + p.gift, vipType: null });
          bean('recharge', p.beans + p.gift, t, { orderNo, dramaId: drama.id, dramaName: drama.name, episode: ep });
        }
        if (balance >= drama.price) {
          bean('unlock', -drama.price, t, { dramaId: drama.id, dramaName: drama.name, episode: ep });
          watch(drama, ep, t, 'beans');
        } else if (r() < 0.35) {
          watch(drama, ep, t, 'ad');
        } else {
          break;
        }
      }
      episode = ep;
    }
  }

  const level = 1 + Number(watched >= 10) + Number(watched >= 40) + Number(watched >= 120) + Number(yen > 0) + Number(yen >= 5000);
  return { balance, vip, lastActive, consecutive: streak, maxDays, level };
}

/* ------------------------------------------------------------------------------------------------
 * Members.
 * ---------------------------------------------------------------------------------------------- */

const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['佐藤', 'Sato'], ['鈴木', 'Suzuki'], ['高橋', 'Takahashi'], ['田中', 'Tanaka'], ['伊藤', 'Ito'], ['渡辺', 'Watanabe'],
  ['山本', 'Yamamoto'], ['中村', 'Nakamura'], ['小林', 'Kobayashi'], ['加藤', 'Kato'], ['吉田', 'Yoshida'], ['山田', 'Yamada'],
  ['佐々木', 'Sasaki'], ['山口', 'Yamaguchi'], ['松本', 'Matsumoto'], ['井上', 'Inoue'], ['木村', 'Kimura'], ['林', 'Hayashi'],
  ['清水', 'Shimizu'], ['森', 'Mori'],
];
const FEMALE: ReadonlyArray<readonly [string, string]> = [
  ['陽菜', 'Hina'], ['結衣', 'Yui'], ['美咲', 'Misaki'], ['葵', 'Aoi'], ['さくら', 'Sakura'], ['凛', 'Rin'], ['愛子', 'Aiko'],
  ['真央', 'Mao'], ['優奈', 'Yuna'], ['彩花', 'Ayaka'], ['七海', 'Nanami'], ['美月', 'Mitsuki'],
];
const MALE: ReadonlyArray<readonly [string, string]> = [
  ['翔太', 'Shota'], ['大翔', 'Hiroto'], ['蓮', 'Ren'], ['悠真', 'Yuma'], ['湊', 'Minato'], ['健太', 'Kenta'], ['拓海', 'Takumi'],
  ['颯太', 'Sota'], ['陽斗', 'Haruto'], ['直樹', 'Naoki'], ['大輔', 'Daisuke'], ['和也', 'Kazuya'],
];
const NICKNAMES = ['ドラマ好き', '夜更かし姫', '推し活中', 'ゆるっと視聴', '胸キュン中毒', 'みかん', 'くま吉', 'はなまる', 'ねこ派', '週末ドラマー', 'dramalover', 'sakura_fan'];
const MAIL = {
  google: [['gmail.com', 1]],
  apple: [['privaterelay.appleid.com', 6], ['icloud.com', 4]],
  facebook: [['gmail.com', 5], ['yahoo.co.jp', 3], ['outlook.jp', 2]],
  line: [['gmail.com', 4], ['yahoo.co.jp', 3], ['docomo.ne.jp', 2], ['ezweb.ne.jp', 1]],
  email: [['gmail.com', 4], ['yahoo.co.jp', 3], ['docomo.ne.jp', 1], ['softbank.ne.jp', 1], ['icloud.com', 1]],
} as const;
const APP_VERSIONS = [
  { value: '2.3.4', weight: 4 },
  { value: '2.4.0', weight: 6 },
  { value: '2.4.2', weight: 10 },
  { value: '2.5.0', weight: 18 },
  { value: '2.5.3', weight: 30 },
  { value: '2.6.0', weight: 32 },
];
const IP_PREFIXES = ['126', '60', '153', '219', '114', '180', '106', '49', '101', '211'];

/** n random characters of base 16 or 36 (faker's string helpers are slow for 100,000 members). */
function token(faker: Faker, n: number, radix: 16 | 36): string {
  let out = '';
  while (out.length < n) out += faker.number.int({ min: 0, max: 0x7fffffff }).toString(radix).padStart(6, '0').slice(-6);
  return out.slice(0, n);
}

/** Card numbers: 8 digits, unique per id (multiplication modulo the prime 89,999,999 is a permutation). */
export const cardOf = (id: number) => String(((id * 48_271_093) % 89_999_999) + 10_000_000);

/** When each member joined, oldest first: growth over the period, a weekly rhythm, two campaigns. */
function joinTimes(faker: Faker, count: number): number[] {
  const weekly = [1, 0.95, 0.97, 1, 1.1, 1.3, 1.25];
  const weights: number[] = [];
  for (let d = 0; d < HISTORY_DAYS; d++) {
    const campaign = (d > 360 && d < 368 ? 1.8 : 1) * (d > HISTORY_DAYS - 15 && d < HISTORY_DAYS - 9 ? 1.6 : 1);
    weights.push((1 + (2 * d) / HISTORY_DAYS) * weekly[d % 7] * campaign * (0.8 + 0.4 * faker.number.float()));
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (count * w) / total);
  const counts = exact.map(Math.floor);
  let left = count - counts.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((x, d) => [x - Math.floor(x), d]).sort((a, b) => b[0] - a[0]);
  for (let i = 0; left > 0; i = (i + 1) % HISTORY_DAYS, left--) counts[byFraction[i][1]] += 1;
  const times: number[] = [];
  for (let d = 0; d < HISTORY_DAYS; d++) {
    const dayStart = anchor - (HISTORY_DAYS - d) * DAY;
    const day: number[] = [];
    for (let j = 0; j < counts[d]; j++) day.push(dayStart + faker.number.int({ min: 0, max: DAY - 1 }));
    times.push(...day.sort((a, b) => a - b));
  }
  return times;
}

function seedMembers(faker: Faker, count: number): Member[] {
  anchor = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  catalogue = null;
  const channels = channelTable.all().sort((a, b) => a.id - b.id);
  const joins = joinTimes(faker, count);
  const rows: Member[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const joinMs = joins[i];
    const cardNumber = cardOf(id);
    const platform = faker.helpers.weightedArrayElement([
      { value: 'ios' as const, weight: 46 },
      { value: 'android' as const, weight: 40 },
      { value: 'h5' as const, weight: 14 },
    ]);
    const type = faker.number.float() < 0.45 ? ('guest' as const) : ('member' as const);
    const loginType: Member['loginType'] =
      type === 'guest'
        ? 'device'
        : faker.helpers.weightedArrayElement(
            [
              { value: 'google' as const, weight: platform === 'ios' ? 18 : 34 },
              // Sign in with Apple: iPhones, and a few H5 users; never Android.
              { value: 'apple' as const, weight: platform === 'ios' ? 40 : platform === 'h5' ? 6 : 0 },
              { value: 'line' as const, weight: 24 },
              { value: 'facebook' as const, weight: 9 },
              { value: 'email' as const, weight: 12 },
            ].filter((x) => x.weight > 0),
          );
    let name: string;
    let nickname: string;
    let email = '';
    let phone = '';
    let gender: Member['gender'] = null;
    let birthday: string | null = null;
    if (type === 'guest') {
      name = `ゲスト${cardNumber.slice(-6)}`;
      nickname = name;
    } else {
      gender = faker.number.float() < 0.64 ? 'female' : 'male';
      const style = faker.number.float();
      let local: string;
      if (style < 0.85) {
        const [family, familyRomaji] = faker.helpers.arrayElement(SURNAMES);
        const [given, givenRomaji] = faker.helpers.arrayElement(gender === 'female' ? FEMALE : MALE);
        name = style < 0.62 ? `${family} ${given}` : `${givenRomaji} ${familyRomaji}`;
        local = `${givenRomaji}.${familyRomaji}`.toLowerCase();
        nickname = faker.helpers.weightedArrayElement([
          { value: `${givenRomaji.toLowerCase()}_${faker.number.int({ min: 1, max: 9999 })}`, weight: 5 },
          { value: faker.helpers.arrayElement(NICKNAMES), weight: 3 },
          { value: given, weight: 2 },
        ]);
      } else {
        const first = faker.person.firstName(gender);
        const last = faker.person.lastName();
        name = `${first} ${last}`;
        local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
        nickname = faker.helpers.arrayElement([first, `${first.toLowerCase()}${faker.number.int({ min: 1, max: 99 })}`]);
      }
      if (loginType !== 'line' || faker.number.float() < 0.5) {
        const domain = faker.helpers.weightedArrayElement(MAIL[loginType as keyof typeof MAIL].map(([value, weight]) => ({ value, weight })));
        email =
          domain === 'privaterelay.appleid.com'
            ? `${token(faker, 10, 36)}@${domain}`
            : `${local}${faker.number.int({ min: 1, max: 999 })}@${domain}`;
      }
      if (faker.number.float() < 0.38) phone = `0${faker.helpers.arrayElement(['90', '80', '70'])}${String(faker.number.int({ min: 0, max: 99_999_999 })).padStart(8, '0')}`;
      if (faker.number.float() < 0.55) {
        const age = faker.number.int({ min: 18, max: 62 });
        birthday = iso(anchor - age * 365.25 * DAY - faker.number.int({ min: 0, max: 364 }) * DAY).slice(0, 10);
      }
    }
    const channelId = faker.number.float() < 0.5 ? null : faker.helpers.weightedArrayElement(channels.map((c, k) => ({ value: c.id, weight: CHANNEL_WEIGHTS[k] ?? 1 })));
    let referrer: Member | undefined;
    if (type === 'member' && i > 20 && faker.number.float() < 0.07) {
      for (let tries = 0; tries < 4 && !referrer; tries++) {
        const candidate = rows[faker.number.int({ min: 0, max: i - 1 })];
        if (candidate.type === 'member') referrer = candidate;
      }
    }
    const status = faker.helpers.weightedArrayElement([
      { value: 'normal' as const, weight: 960 },
      { value: 'frozen' as const, weight: 15 },
      { value: 'closed' as const, weight: 25 },
    ]);
    const deviceId =
      platform === 'ios'
        ? [8, 4, 4, 4, 12].map((n) => token(faker, n, 16)).join('-').toUpperCase()
        : platform === 'android'
          ? token(faker, 16, 16)
          : `h5_${token(faker, 20, 36)}`;
    const joinIp = `${faker.helpers.arrayElement(IP_PREFIXES)}.${faker.number.int(255)}.${faker.number.int(255)}.${faker.number.int({ min: 1, max: 254 })}`;
    const appVersion = faker.helpers.weightedArrayElement(APP_VERSIONS);
    const sentBack = channelId !== null && faker.number.float() < 0.82;

    const l = life({ id, type, platform, joinMs }, null);
    rows.push({
      id,
      cardNumber,
      name,
      nickname,
      type,
      level: l.level,
      status,
      phone,
      email,
      gender,
      birthday,
      platform,
      loginType,
      beanBalance: l.balance,
      vipType: l.vip?.type ?? null,
      expiryTime: l.vip ? iso(l.vip.expiry) : null,
      unsubscribeTime: l.vip?.unsubscribe ? iso(l.vip.unsubscribe) : null,
      refundTime: l.vip?.refund ? iso(l.vip.refund) : null,
      joinTime: iso(joinMs),
      lastLoginTime: iso(l.lastActive),
      referrerId: referrer?.id ?? null,
      referrerName: referrer?.name ?? '',
      referrerCard: referrer?.cardNumber ?? '',
      channelId,
      joinIp,
      consecutiveLoginDays: l.consecutive,
      maxLoginDays: l.maxDays,
      deviceId,
      appVersion,
      sentBack,
    });
  }
  return rows;
}

/* ------------------------------------------------------------------------------------------------
 * Tables. Channels first: members point at them.
 * ---------------------------------------------------------------------------------------------- */

const members = defineTable<Member>('members', MemberSchema, ({ faker, members: count }) => seedMembers(faker, count), {
  label: 'member.table.members',
  fields: { ...fieldLabels(memberResource), referrerId: 'member.field.referrerId' },
  after: [CHANNEL_TABLE, DRAMA_TABLE],
});
/** Labels shared by the history tables. */
const RECORD_FIELDS = { id: 'list.id', memberId: 'member.record.memberId', dramaId: 'member.record.dramaId' } as const;
/** History tables: filled member by member when first asked for (see `materialise`), plus the console's own writes. */
const payments = defineTable<PaymentRecord>('memberPayments', PaymentRecordSchema, undefined, {
  label: 'member.payment.title',
  fields: { ...RECORD_FIELDS, ...fieldLabels(paymentRelated), thirdPartyNo: 'member.payment.thirdPartyNo', refundTime: 'member.field.refundTime' },
});
const beanLogs = defineTable<BeanLog>('memberBeans', BeanLogSchema, undefined, {
  label: 'member.bean.title',
  fields: { ...RECORD_FIELDS, ...fieldLabels(beanRelated), orderNo: 'member.payment.orderNo' },
});
const watches = defineTable<WatchRecord>('memberWatches', WatchRecordSchema, undefined, {
  label: 'member.watch.title',
  fields: { ...RECORD_FIELDS, ...fieldLabels(watchRelated) },
});

export const memberTables = { members, payments, beanLogs, watches };

/** Writes history rows for a member once (the same rows every time: the simulation is seeded by the id). */
const pendingHistory = new Map<number, Promise<void>>();
export async function materialise(member: Member): Promise<void> {
  if (beanLogs.get(member.id * ROWS)) return;
  let pending = pendingHistory.get(member.id);
  if (!pending) {
    pending = (async () => {
      const sink: Sink = { beans: [], payments: [], watches: [] };
      life({ id: member.id, type: member.type, platform: member.platform, joinMs: new Date(member.joinTime).getTime() }, sink);
      // Not journaled: the rows are rebuilt the same way after a reload.
      if (sink.payments.length) await payments.seed(sink.payments);
      if (sink.watches.length) await watches.seed(sink.watches);
      if (sink.beans.length) await beanLogs.seed(sink.beans);
    })().finally(() => pendingHistory.delete(member.id));
    pendingHistory.set(member.id, pending);
  }
  await pending;
}

function consoleId<T extends { id: number }>(table: Table<T>): number {
  return Math.max(CONSOLE_IDS, table.nextId());
}

/* ------------------------------------------------------------------------------------------------
 * The member list query. 100,000 members must answer a filtered, sorted page well under 50 ms,
 * so the list keeps a small column store beside the table: the rows in slots, one array of
 * comparable text per filtered field, and a sorted order of slots per sort field. A query is one
 * pass over the sorted order testing plain array values (no sort, no Map lookup per row). A write
 * patches the touched slot and drops only the sort orders of the fields it changed; inserts,
 * removals, seeding and clearing rebuild lazily.
 * ---------------------------------------------------------------------------------------------- */

class MemberIndex {
  private rows: Member[] | null = null;
  private slotOf = new Map<number, number>();
  /** 's:field' → String(value) per slot (selects, date ranges); 'l:field|field' → lower-cased text of the fields per slot. */
  private columns = new Map<string, string[]>();
  private orders = new Map<string, Int32Array>();

  reset(): void {
    this.rows = null;
    this.slotOf.clear();
    this.columns.clear();
    this.orders.clear();
  }

  /** A member changed: refresh its slot and its values; sort orders of the changed fields go. */
  patch(id: number, fields: string[]): void {
    if (!this.rows) return;
    const slot = this.slotOf.get(id);
    const row = members.get(id);
    if (slot === undefined || !row) return this.reset();
    this.rows[slot] = row;
    for (const [key, column] of this.columns) {
      const parts = key.slice(2).split('|');
      if (parts.some((f) => fields.includes(f))) column[slot] = parts.map((f) => this.text(key[0], (row as Record<string, unknown>)[f])).join('\u0000');
    }
    for (const f of fields) this.orders.delete(f);
  }

  private text(mode: string, value: unknown): string {
    const s = value == null ? '' : String(value);
    return mode === 'l' ? s.toLowerCase() : s;
  }

  slots(): Member[] {
    if (!this.rows) {
      this.rows = members.all();
      this.rows.forEach((row, slot) => this.slotOf.set(row.id, slot));
    }
    return this.rows;
  }

  column(mode: 's' | 'l', field: string): string[] {
    const key = `${mode}:${field}`;
    let column = this.columns.get(key);
    if (!column) {
      const fields = field.split('|');
      column = this.slots().map((row) => fields.map((f) => this.text(mode, (row as Record<string, unknown>)[f])).join('\u0000'));
      this.columns.set(key, column);
    }
    return column;
  }

  /** Slots in ascending order of a field (ties by id; empty values first). */
  order(field: string): Int32Array {
    let order = this.orders.get(field);
    if (order) return order;
    const rows = this.slots();
    const values = rows.map((row) => (row as Record<string, unknown>)[field]);
    const numeric = values.every((x) => typeof x === 'number');
    const keys = numeric ? (values as number[]) : values.map((x) => (x == null ? '' : typeof x === 'boolean' ? String(Number(x)) : String(x)));
    order = Int32Array.from(rows.keys());
    order.sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      if (x === y) return rows[a].id - rows[b].id;
      return x < y ? -1 : 1;
    });
    this.orders.set(field, order);
    return order;
  }
}
const memberIndex = new MemberIndex();

/**
 * The index follows the members table's own events: a request's update patches the touched slot
 * (and drops the sort orders of the fields it changed); an insert or a remove, and any wholesale
 * change (seeding, a demo reset, the journal replayed after a reload), start it again.
 */
members.onWrite((event) => {
  if (event.op !== 'update' || !event.before || !event.after) return memberIndex.reset();
  const before = event.before as Record<string, unknown>;
  const after = event.after as Record<string, unknown>;
  memberIndex.patch(Number(event.id), Object.keys(after).filter((key) => before[key] !== after[key]));
});
members.onReload(() => memberIndex.reset());

type SlotTest = (slot: number) => boolean;

function slotTest(filter: FilterDef, value: unknown): SlotTest | null {
  const field = filter.field ?? filter.key;
  switch (filter.kind) {
    case 'text': {
      const needle = String(value).trim().toLowerCase();
      if (!needle) return null;
      const fields = filter.fields ?? [field];
      if (filter.match === 'equals') {
        const columns = fields.map((f) => memberIndex.column('l', f));
        return (s) => columns.some((c) => c[s] === needle);
      }
      // Several fields are searched as one text (joined by a character no needle contains).
      const c = memberIndex.column('l', fields.join('|'));
      return (s) => c[s].includes(needle);
    }
    case 'select': {
      const c = memberIndex.column('s', field);
      if (Array.isArray(value)) {
        const wanted = new Set(value.map(String));
        return (s) => wanted.has(c[s]);
      }
      const wanted = String(value);
      return (s) => c[s] === wanted;
    }
    case 'number': {
      const c = memberIndex.column('s', field);
      const wanted = Number(value);
      return (s) => Number(c[s]) === wanted;
    }
    case 'dateRange': {
      const c = memberIndex.column('s', field);
      const [start, end] = (value as unknown[]).map((x) => String(x).slice(0, 10));
      // ISO times compare as text: from the start day's midnight up to (not including) the day after the end.
      const after = iso(new Date(`${end}T00:00:00.000Z`).getTime() + DAY);
      return (s) => c[s] >= start && c[s] < after;
    }
  }
}

/** Filters, sorts and pages the members (the same semantics as every list of the console). */
export function queryMembers(input: Record<string, unknown>, maxSize = 100): { records: Member[]; total: number; pageNum: number; pageSize: number } | MessageId {
  const tests: SlotTest[] = [];
  for (const filter of memberResource.filters) {
    const value = input[filter.key];
    if (value == null || value === '' || (Array.isArray(value) && value.every((x) => x == null || x === ''))) continue;
    if (filter.kind === 'dateRange' && !validRange(value)) return 'valid.dateRange';
    const test = slotTest(filter, value);
    if (test) tests.push(test);
  }
  const requested = input.sort as { field?: string; order?: string } | undefined;
  const sortable = memberResource.columns.some((c) => c.key === requested?.field && c.sortable);
  const sort = sortable && requested ? { field: String(requested.field), order: requested.order === 'asc' ? 'asc' : 'desc' } : memberResource.defaultSort!;
  const size = Math.min(Math.max(Number(input.pageSize) || 10, 1), maxSize);
  const num = Math.max(Number(input.pageNum) || 1, 1);
  const from = (num - 1) * size;
  const to = from + size;
  const rows = memberIndex.slots();
  const order = memberIndex.order(sort.field);
  const n = order.length;
  const asc = sort.order === 'asc';
  const records: Member[] = [];
  let total = 0;
  if (!tests.length) {
    for (let k = from; k < Math.min(to, n); k++) records.push(rows[order[asc ? k : n - 1 - k]]);
    return { records, total: n, pageNum: num, pageSize: size };
  }
  const single = tests.length === 1 ? tests[0] : null;
  for (let k = 0; k < n; k++) {
    const slot = order[asc ? k : n - 1 - k];
    if (single) {
      if (!single(slot)) continue;
    } else {
      let match = true;
      for (let i = 0; i < tests.length; i++) {
        if (!tests[i](slot)) {
          match = false;
          break;
        }
      }
      if (!match) continue;
    }
    if (total >= from && total < to) records.push(rows[slot]);
    total += 1;
  }
  return { records, total, pageNum: num, pageSize: size };
}

/* ------------------------------------------------------------------------------------------------
 * Statistics: new members and guests per day, device types and login methods.
 * ---------------------------------------------------------------------------------------------- */

export function memberStatistics(start: string, end: string, now = Date.now()): MemberStats {
  const first = new Date(`${start}T00:00:00.000Z`).getTime();
  const last = new Date(`${end}T00:00:00.000Z`).getTime();
  const days: MemberStats['days'] = [];
  const index = new Map<string, number>();
  for (let t = first; t <= last; t += DAY) {
    const date = iso(t).slice(0, 10);
    index.set(date, days.length);
    days.push({ date, members: 0, guests: 0 });
  }
  const platforms = { ios: 0, android: 0, h5: 0 };
  const loginTypes = { google: 0, apple: 0, facebook: 0, line: 0, email: 0, device: 0 };
  const overall = { total: 0, members: 0, guests: 0, activeVip: 0 };
  const period = { total: 0, members: 0, guests: 0 };
  const nowIso = iso(now);
  for (const m of members.all()) {
    overall.total += 1;
    if (m.type === 'member') overall.members += 1;
    else overall.guests += 1;
    if (m.expiryTime && m.expiryTime > nowIso) overall.activeVip += 1;
    const i = index.get(m.joinTime.slice(0, 10));
    if (i === undefined) continue;
    period.total += 1;
    if (m.type === 'member') {
      period.members += 1;
      days[i].members += 1;
    } else {
      period.guests += 1;
      days[i].guests += 1;
    }
    platforms[m.platform] += 1;
    loginTypes[m.loginType] += 1;
  }
  return {
    start,
    end,
    days,
    period,
    overall,
    platforms: Object.entries(platforms).map(([key, count]) => ({ key: key as keyof typeof platforms, count })),
    loginTypes: Object.entries(loginTypes).map(([key, count]) => ({ key: key as keyof typeof loginTypes, count })),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Third-party accounts: what a member's login is linked to, rebuilt from the id.
 * ---------------------------------------------------------------------------------------------- */

function accountId(provider: Member['loginType'], r: () => number, email: string): string {
  switch (provider) {
    case 'google':
      return `1${digits(r, 20)}`;
    case 'apple':
      return `00${digits(r, 4)}.${hex(r, 32)}.${digits(r, 4)}`;
    case 'facebook':
      return `10${digits(r, 14)}`;
    case 'line':
      return `U${hex(r, 32)}`;
    default:
      return email;
  }
}

export function linkedAccounts(email: string): ThirdPartyAccount[] {
  const wanted = email.trim().toLowerCase();
  const out: ThirdPartyAccount[] = [];
  for (const m of members.all()) {
    if (!m.email || m.email.toLowerCase() !== wanted || m.loginType === 'device') continue;
    const r = generator(memberSeed(m.id, 7));
    const joined = new Date(m.joinTime).getTime();
    const base = { email: m.email, memberId: m.id, cardNumber: m.cardNumber, memberName: m.name };
    out.push({ ...base, provider: m.loginType, account: accountId(m.loginType, r, m.email), bindTime: iso(joined + 3 * MINUTE) });
    // Some members later link a second sign-in with the same address.
    if (r() < 0.3) {
      const second = m.loginType === 'email' ? 'google' : 'email';
      out.push({ ...base, provider: second, account: accountId(second, r, m.email), bindTime: iso(joined + Math.floor(r() * Math.max(anchor - joined, DAY))) });
    }
  }
  return out;
}

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
