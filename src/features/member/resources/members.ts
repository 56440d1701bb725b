import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { BEAN_TYPES, GENDERS, LOGIN_TYPES, MEMBER_LEVELS, MEMBER_STATUSES, MEMBER_TYPES, MemberSchema, PLATFORMS, UNLOCK_TYPES } from '@/records/members';
import { VIP_TYPE_OPTIONS } from '@/records/catalogue';
import { ORDER_STATUSES, ORDER_TYPES, PAY_PLATFORMS } from '@/records/orders';
import { defineResource } from '@/lib/resource/define';
import type { Option, RelatedDef } from '@/lib/resource/types';
import { nameRule } from '@/lib/text';
import { CHANNEL_OPTIONS } from '@/records/channels';
import { INBOX_ENDPOINT } from '@/records/inbox';

/** Fixed options labelled by message ids built from the value (e.g. v => `member.type.${v}`). */
const labelled = <T extends string>(values: readonly T[], id: (value: T) => string): Option[] => values.map((value) => ({ value, label: id(value) as MessageId }));

export const MEMBER_TYPE_OPTIONS = labelled(MEMBER_TYPES, (v) => `member.type.${v}`);
export const MEMBER_STATUS_OPTIONS = labelled(MEMBER_STATUSES, (v) => `member.status.${v}`);
export const GENDER_OPTIONS = labelled(GENDERS, (v) => `member.gender.${v}`);
export const LEVEL_OPTIONS: Option[] = MEMBER_LEVELS.map((n) => ({ value: n, text: `Lv.${n}` }));
const PLATFORM_TEXT: Record<(typeof PLATFORMS)[number], string> = { ios: 'iOS', android: 'Android', h5: 'H5' };
export const PLATFORM_OPTIONS: Option[] = PLATFORMS.map((value) => ({ value, text: PLATFORM_TEXT[value] }));
const LOGIN_TEXT: Partial<Record<(typeof LOGIN_TYPES)[number], string>> = { google: 'Google', apple: 'Apple', facebook: 'Facebook', line: 'LINE' };
export const LOGIN_TYPE_OPTIONS: Option[] = LOGIN_TYPES.map((value) =>
  LOGIN_TEXT[value] ? { value, text: LOGIN_TEXT[value] } : { value, label: `member.login.${value}` as MessageId },
);
const PAY_TEXT: Record<(typeof PAY_PLATFORMS)[number], string> = { apple: 'App Store', google: 'Google Play', stripe: 'Stripe', paypal: 'PayPal' };
export const PAY_PLATFORM_OPTIONS: Option[] = PAY_PLATFORMS.map((value) => ({ value, text: PAY_TEXT[value] }));

/** The member form's rules. */
export const levelRule = v.pipe(v.unknown(), v.check((x) => (MEMBER_LEVELS as readonly number[]).includes(x as number), 'valid.invalid'));
export const statusRule = v.pipe(v.unknown(), v.check((x) => (MEMBER_STATUSES as readonly unknown[]).includes(x), 'valid.invalid'));
/** A nickname is a name: 1-20 characters as the user sees them, nothing invisible (src/lib/text.ts). */
export const nicknameRule = nameRule(1, 20, 'member.nicknameLength');

/* ---------------------------------------------------------------------------------------------
 * The detail drawer's related lists: each its own endpoint, paged, with a memberId filter.
 * ------------------------------------------------------------------------------------------- */

/** The member's orders (operate contract: every VIP and golden-bean order, any status), newest first. */
export const paymentRelated: RelatedDef = {
  title: 'member.payment.title',
  endpoint: 'member/payment',
  parentKey: 'memberId',
  columns: [
    { key: 'createTime', label: 'operate.order.createTime', kind: 'datetime', width: 170 },
    { key: 'orderNo', label: 'member.payment.orderNo', width: 190 },
    { key: 'type', label: 'member.payment.orderType', kind: 'enum', options: labelled(ORDER_TYPES, (v) => `operate.order.type.${v}`), width: 100 },
    { key: 'itemName', label: 'operate.order.itemName', width: 130 },
    { key: 'status', label: 'member.payment.status', kind: 'enum', options: labelled(ORDER_STATUSES, (v) => `operate.order.status.${v}`), width: 90 },
    { key: 'paidYen', label: 'operate.order.paidAmount', kind: 'money', original: { amount: 'paidAmount', currency: 'currency' }, width: 130 },
    { key: 'dramaName', label: 'member.drama', width: 160 },
    { key: 'episode', label: 'member.episode', kind: 'number', width: 70 },
    { key: 'beans', label: 'operate.order.beans', kind: 'number', width: 90 },
    { key: 'giftBeans', label: 'operate.order.giftBeans', kind: 'number', width: 90 },
    { key: 'payPlatform', label: 'member.payment.payPlatform', kind: 'enum', options: PAY_PLATFORM_OPTIONS, width: 120 },
    { key: 'payTime', label: 'member.payment.payTime', kind: 'datetime', width: 170 },
  ],
};

export const beanRelated: RelatedDef = {
  title: 'member.bean.title',
  endpoint: 'member/bean',
  parentKey: 'memberId',
  columns: [
    { key: 'createTime', label: 'member.bean.time', kind: 'datetime', width: 170 },
    { key: 'type', label: 'member.bean.type', kind: 'enum', options: labelled(BEAN_TYPES, (v) => `member.beanType.${v}`), width: 110 },
    { key: 'quantity', label: 'member.bean.quantity', kind: 'number', width: 90 },
    { key: 'balanceAfter', label: 'member.bean.balanceAfter', kind: 'number', width: 110 },
    { key: 'dramaName', label: 'member.drama', width: 170 },
    { key: 'episode', label: 'member.episode', kind: 'number', width: 70 },
    { key: 'remark', label: 'member.bean.remark', width: 180 },
    { key: 'operator', label: 'member.bean.operator', width: 100 },
  ],
};

export const watchRelated: RelatedDef = {
  title: 'member.watch.title',
  endpoint: 'member/watch',
  parentKey: 'memberId',
  columns: [
    { key: 'watchTime', label: 'member.watch.time', kind: 'datetime', width: 170 },
    { key: 'dramaName', label: 'member.drama', width: 200 },
    { key: 'episode', label: 'member.episode', kind: 'number', width: 70 },
    { key: 'unlockType', label: 'member.watch.unlockType', kind: 'enum', options: labelled(UNLOCK_TYPES, (v) => `member.unlock.${v}`), width: 110 },
    { key: 'progress', label: 'member.watch.progress', kind: 'percent', width: 100 },
  ],
};

/** The member's internal messages (sent from operate/internalMessage): one inbox row each. */
export const inboxRelated: RelatedDef = {
  title: 'member.inbox.title',
  endpoint: INBOX_ENDPOINT,
  parentKey: 'memberId',
  columns: [
    { key: 'sentTime', label: 'member.inbox.sentTime', kind: 'datetime', width: 170 },
    { key: 'title', label: 'member.inbox.messageTitle', width: 240 },
    { key: 'read', label: 'member.inbox.read', kind: 'bool', width: 80 },
  ],
};

/**
 * member/memberInforMation: every member field of section 3. Operators do not create or delete
 * members (the app does); they may correct a nickname, a level or a status, and act on a member
 * through the row actions (recharge golden beans, set VIP, referrer, channel; look up accounts).
 */
export const memberResource = defineResource(MemberSchema, {
  name: 'member',
  endpoint: 'member',
  grant: 'member/memberInforMation',
  title: 'member.title',
  labelKey: 'name',
  columns: [
    // Default columns fit the card at 1280 px in both languages (tests/e2e/every-page.spec.ts): who
    // the member is, their standing and balance, and the join time the list is sorted by; the
    // rest are in the column chooser.
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 80, hidden: true },
    // Key columns (`essential`): on a phone the card number, the name and the status show first.
    { key: 'cardNumber', label: 'member.field.cardNumber', width: 100, essential: true },
    { key: 'name', label: 'member.field.name', width: 120, essential: true },
    { key: 'nickname', label: 'member.field.nickname', width: 130, hidden: true },
    { key: 'type', label: 'member.field.type', kind: 'enum', options: MEMBER_TYPE_OPTIONS, width: 70 },
    { key: 'level', label: 'member.field.level', kind: 'enum', options: LEVEL_OPTIONS, sortable: true, width: 70 },
    { key: 'status', label: 'member.field.status', kind: 'enum', options: MEMBER_STATUS_OPTIONS, width: 70, essential: true },
    { key: 'vipTypeId', label: 'member.field.vipType', kind: 'enum', options: VIP_TYPE_OPTIONS, width: 80 },
    { key: 'expiryTime', label: 'member.field.expiryTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
    { key: 'beanBalance', label: 'member.field.beanBalance', kind: 'number', sortable: true, width: 110 },
    { key: 'platform', label: 'member.field.platform', kind: 'enum', options: PLATFORM_OPTIONS, width: 90, hidden: true },
    { key: 'loginType', label: 'member.field.loginType', kind: 'enum', options: LOGIN_TYPE_OPTIONS, width: 120, hidden: true },
    { key: 'channelId', label: 'member.field.channel', kind: 'enum', options: CHANNEL_OPTIONS, width: 150, hidden: true },
    { key: 'email', label: 'member.field.email', width: 220, hidden: true },
    { key: 'phone', label: 'member.field.phone', width: 130, hidden: true },
    { key: 'gender', label: 'member.field.gender', kind: 'enum', options: GENDER_OPTIONS, width: 70, hidden: true },
    { key: 'birthday', label: 'member.field.birthday', kind: 'date', width: 110, hidden: true },
    { key: 'joinTime', label: 'member.field.joinTime', kind: 'datetime', sortable: true, width: 150 },
    { key: 'lastLoginTime', label: 'member.field.lastLoginTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
    { key: 'unsubscribeTime', label: 'member.field.unsubscribeTime', kind: 'datetime', width: 150, hidden: true },
    { key: 'refundTime', label: 'member.field.refundTime', kind: 'datetime', width: 150, hidden: true },
    { key: 'referrerName', label: 'member.field.referrerName', width: 140, hidden: true },
    { key: 'referrerCard', label: 'member.field.referrerCard', width: 120, hidden: true },
    { key: 'joinIp', label: 'member.field.joinIp', width: 130, hidden: true },
    { key: 'consecutiveLoginDays', label: 'member.field.consecutiveLoginDays', kind: 'number', sortable: true, width: 120, hidden: true },
    { key: 'maxLoginDays', label: 'member.field.maxLoginDays', kind: 'number', sortable: true, width: 120, hidden: true },
    { key: 'deviceId', label: 'member.field.deviceId', width: 260, hidden: true },
    { key: 'appVersion', label: 'member.field.appVersion', width: 100, hidden: true },
    { key: 'sentBack', label: 'member.field.sentBack', kind: 'bool', width: 90, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'member.field.name', kind: 'text', fields: ['name', 'nickname'] },
    { key: 'type', label: 'member.field.type', kind: 'select', options: MEMBER_TYPE_OPTIONS },
    { key: 'level', label: 'member.field.level', kind: 'select', options: LEVEL_OPTIONS },
    { key: 'status', label: 'member.field.status', kind: 'select', options: MEMBER_STATUS_OPTIONS },
    { key: 'phone', label: 'member.field.phone', kind: 'text' },
    { key: 'email', label: 'member.field.email', kind: 'text' },
    { key: 'cardNumber', label: 'member.field.cardNumber', kind: 'text' },
    { key: 'platform', label: 'member.field.platform', kind: 'select', options: PLATFORM_OPTIONS },
    { key: 'loginType', label: 'member.field.loginType', kind: 'select', options: LOGIN_TYPE_OPTIONS },
    { key: 'channelId', label: 'member.field.channel', kind: 'select', options: CHANNEL_OPTIONS },
    { key: 'vipTypeId', label: 'member.field.vipType', kind: 'select', options: VIP_TYPE_OPTIONS },
    { key: 'joinTime', label: 'member.field.joinTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'nickname', label: 'member.field.nickname', kind: 'text', required: true, rule: nicknameRule, example: 'ドラマ好き' },
    { key: 'level', label: 'member.field.level', kind: 'select', required: true, options: LEVEL_OPTIONS, rule: levelRule, example: 3 },
    { key: 'status', label: 'member.field.status', kind: 'select', required: true, options: MEMBER_STATUS_OPTIONS, rule: statusRule, example: 'normal' },
  ],
  can: { edit: true, export: true, detail: true },
  defaultSort: { field: 'joinTime', order: 'desc' },
  related: [paymentRelated, beanRelated, watchRelated, inboxRelated],
});
