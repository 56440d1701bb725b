import { now } from '@/mocks/clock';
import { defineMigrationWriter, type MigrationRefusal } from '@/mocks/migration';
import type { MockUser } from '@/mocks/http';
import type { Order, VipRecord } from '@/records/orders';
import type { Fresh } from '@/mocks/table';
import { type Member } from '@/records/members';
import { MEMBER_MIGRATION } from '@/records/members';
import { channelTable, generator, hex, iso, memberSeed } from '../seed/catalogue';
import { life } from '../seed/life';
import { cardOf } from '../seed/members';
import { memberTables } from '../tables';

/*
 * Data migration's member target (issue #14, toolCategory/dataMigration): each row becomes a member
 * of the demo world like every seeded one. The member's life from the join time given (today when
 * none) is the same simulation the seed runs (life.ts), so their balance, VIP state, level and
 * login days agree with the orders and VIP records written here and the history materialised
 * later. A row that contradicts itself or another member is refused before anything is written.
 * (Card codes the simulation redeems are this system's: an imported member's redemptions are not
 * written, their beans show in the golden-bean details only.)
 */

const { members, orders, vipRecords } = memberTables;
const actor = (user: MockUser) => ({ id: user.id, name: user.name });
const text = (value: unknown) => (value == null ? '' : String(value).trim());
const APP_VERSIONS = ['2.5.3', '2.6.0'];

/** The join time a row gives (YYYY-MM-DD, at 10:00 Japan time), or now. */
function joinMsOf(values: Record<string, unknown>): number {
  const day = text(values.joinTime).slice(0, 10);
  return day ? Date.parse(`${day}T01:00:00.000Z`) : now();
}

/** A card number no member has: the id's own, unless a member already holds it. */
function freeCard(id: number): string {
  for (let n = id; ; n += 100_003) {
    const card = cardOf(n);
    if (!members.find((m) => m.cardNumber === card)) return card;
  }
}

defineMigrationWriter(MEMBER_MIGRATION.key, {
  check: (values): MigrationRefusal | null => {
    const type = text(values.type);
    const login = text(values.loginType);
    const phone = text(values.phone);
    const email = text(values.email).toLowerCase();
    if (type === 'guest' && (login !== 'device' || phone || email)) return { reason: 'member.import.guestLogin', field: 'loginType' };
    if (type === 'member' && login === 'device') return { reason: 'member.import.memberLogin', field: 'loginType' };
    if (login === 'email' && !email) return { reason: 'member.import.emailLogin', field: 'email' };
    if (login === 'apple' && text(values.platform) === 'android') return { reason: 'member.import.appleAndroid', field: 'loginType' };
    const number = text(values.channelNumber);
    if (number && !channelTable.find((c) => c.number === number)) return { reason: 'member.import.channelUnknown', field: 'channelNumber', values: { number } };
    const joinMs = joinMsOf(values);
    if (joinMs > now()) return { reason: 'member.import.joinFuture', field: 'joinTime' };
    const birthday = text(values.birthday).slice(0, 10);
    if (birthday && Date.parse(`${birthday}T00:00:00.000Z`) > joinMs) return { reason: 'member.import.birthdayFuture', field: 'birthday' };
    if (phone) {
      const holder = members.find((m) => m.phone === phone);
      if (holder) return { reason: 'member.import.phoneTaken', field: 'phone', values: { card: holder.cardNumber } };
    }
    if (email) {
      const holder = members.find((m) => m.email.toLowerCase() === email);
      if (holder) return { reason: 'member.import.emailTaken', field: 'email', values: { card: holder.cardNumber } };
    }
    return null;
  },

  write: async (values, { user }) => {
    const id = Math.max(members.nextId(), 1);
    const type = text(values.type) as Member['type'];
    const platform = text(values.platform) as Member['platform'];
    const joinMs = joinMsOf(values);
    const channelId = channelTable.find((c) => c.number === text(values.channelNumber))?.id ?? null;
    // The same simulation as every seeded member: balance, VIP, level and login days from the join on.
    const name = text(values.name);
    const cardNumber = freeCard(id);
    const sink = { beans: null, orders: [] as Fresh<Order>[], vipRecords: [] as Fresh<VipRecord>[], redemptions: [], watches: null };
    const l = life({ id, type, platform, joinMs, channelId, cardNumber, name }, sink);
    const r = generator(memberSeed(id, 7));
    const member = await members.insert(
      {
        id,
        cardNumber,
        name,
        nickname: text(values.nickname) || name,
        type,
        level: l.level,
        status: 'normal',
        phone: text(values.phone),
        email: text(values.email),
        gender: (text(values.gender) || null) as Member['gender'],
        birthday: text(values.birthday).slice(0, 10) || null,
        platform,
        loginType: text(values.loginType) as Member['loginType'],
        beanBalance: l.balance,
        vipTypeId: l.vip?.typeId ?? null,
        expiryTime: l.vip ? iso(l.vip.expiry) : null,
        unsubscribeTime: l.vip?.unsubscribe ? iso(l.vip.unsubscribe) : null,
        refundTime: l.vip?.refund ? iso(l.vip.refund) : null,
        joinTime: iso(joinMs),
        lastLoginTime: iso(Math.max(l.lastActive, joinMs)),
        referrerId: null,
        referrerName: '',
        referrerCard: '',
        channelId,
        joinIp: `${[126, 60, 153, 219][Math.floor(r() * 4)]}.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}.${1 + Math.floor(r() * 254)}`,
        consecutiveLoginDays: l.consecutive,
        maxLoginDays: l.maxDays,
        deviceId: platform === 'ios' ? [8, 4, 4, 4, 12].map((n) => hex(r, n)).join('-').toUpperCase() : platform === 'android' ? hex(r, 16) : `h5_${hex(r, 20)}`,
        appVersion: APP_VERSIONS[Math.floor(r() * APP_VERSIONS.length)],
        sentBack: false,
      },
      actor(user),
    );
    // The orders and VIP records of that life (the order lists, the distribution figures and the
    // member's payment records add them up), numbered after the table's own.
    for (const o of sink.orders) await orders.insert({ ...o, id: orders.nextId() }, actor(user));
    for (const v of sink.vipRecords) await vipRecords.insert({ ...v, id: vipRecords.nextId() }, actor(user));
    return member.id;
  },
});
