import type { Faker } from '@faker-js/faker';
import { CODE_IDS_PER_BATCH } from '@/records/catalogue';
import { type CardRedemption, type Order, type VipRecord } from '@/records/orders';
import { memberTimeZone, type Member } from '@/records/members';
import type { Fresh } from '@/mocks/table';
import { CHANNEL_WEIGHTS, DAY, HISTORY_DAYS, anchor, channelTable, iso, resetWorldClock, setWorldSize } from './catalogue';
import { life, type Sink } from './life';

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

/**
 * The members' orders, VIP records and card redemptions, written while the members are seeded
 * (the same simulation) and seeded into their tables right after: the order lists, the VIP
 * records, the card codes' status, the channel area's distribution figures and the member
 * detail all read them, so they cannot wait to be materialised member by member.
 */
export const seeded = { orders: [] as Fresh<Order>[], vipRecords: [] as Fresh<VipRecord>[], redemptions: [] as Fresh<CardRedemption>[] };


export function seedMembers(faker: Faker, count: number): Fresh<Member>[] {
  resetWorldClock();
  setWorldSize(count);
  seeded.orders = [];
  seeded.vipRecords = [];
  seeded.redemptions = [];
  const sink: Sink = { beans: null, orders: seeded.orders, vipRecords: seeded.vipRecords, redemptions: seeded.redemptions, watches: null, publish: true };
  const channels = channelTable.all().sort((a, b) => a.id - b.id);
  const joins = joinTimes(faker, count);
  const rows: Fresh<Member>[] = [];
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
    let referrer: Fresh<Member> | undefined;
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

    const l = life({ id, type, platform, joinMs, channelId, cardNumber, name }, sink);
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
      vipTypeId: l.vip?.typeId ?? null,
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
      timeZone: memberTimeZone({ id, phone, email }),
    });
  }
  // A batch's redeemers get its codes 1, 2, 3… in the order they redeemed.
  const used = new Map<number, number>();
  for (const redemption of seeded.redemptions) {
    const n = (used.get(redemption.batchId) ?? 0) + 1;
    used.set(redemption.batchId, n);
    redemption.codeId = redemption.batchId * CODE_IDS_PER_BATCH + n;
  }
  return rows;
}
