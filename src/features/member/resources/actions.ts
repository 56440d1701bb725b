import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { fitsChars } from '@/lib/text';
import { emailRule } from '@/lib/validation';
import { CARD_CODE, normaliseCode } from '@/records/catalogue';
import { RECHARGE_LIMIT } from '../contract';

export { RECHARGE_LIMIT } from '../contract';
export const CARD_NUMBER = /^\d{8}$/;

/* ---------------------------------------------------------------------------------------------
 * The row actions' rules: the dialogs and the mock backend check the same schemas.
 * ------------------------------------------------------------------------------------------- */

const filled = (message: MessageId) => v.check((x: unknown) => x != null && x !== '', message);

/** Section 5: a recharge quantity is a whole number; negative deducts; zero does nothing and is refused. */
export const rechargeQuantityRule = v.pipe(
  v.unknown(),
  filled('member.recharge.quantityRequired'),
  v.check((x) => typeof x === 'number' && Number.isInteger(x), 'member.recharge.integer'),
  v.check((x) => x !== 0, 'member.recharge.zero'),
  v.check((x) => Math.abs(x as number) <= RECHARGE_LIMIT, 'member.recharge.limit'),
);
export const remarkRule = v.pipe(v.unknown(), v.check((x) => x == null || (typeof x === 'string' && fitsChars(x, 100)), 'member.remarkLength'));

export const RechargeFormSchema = v.object({ quantity: rechargeQuantityRule, remark: remarkRule });

/** Set referrer: another member's card number (8 digits), never the member's own. */
export function referrerFormSchema(ownCard?: string) {
  return v.object({
    referrerCard: v.pipe(
      v.unknown(),
      filled('member.referrer.cardRequired'),
      v.check((x) => typeof x === 'string' && CARD_NUMBER.test(x.trim()), 'member.referrer.cardFormat'),
      v.check((x) => !ownCard || String(x).trim() !== ownCard, 'member.referrer.self'),
    ),
  });
}

/** Set VIP: a VIP type (of operate/vipManagement) and an expiry in the future. */
export const VipFormSchema = v.object({
  vipTypeId: v.pipe(v.unknown(), filled('member.vip.typeRequired'), v.check((x) => Number.isInteger(Number(x)) && Number(x) > 0, 'member.vip.typeRequired')),
  expiryTime: v.pipe(
    v.unknown(),
    filled('member.vip.expiryRequired'),
    v.check((x) => typeof x === 'string' && !Number.isNaN(new Date(x).getTime()), 'member.vip.expiryRequired'),
    v.check((x) => new Date(String(x)).getTime() > Date.now(), 'member.vip.expiryFuture'),
  ),
});

export const ChannelFormSchema = v.object({
  channelId: v.pipe(v.unknown(), filled('member.channel.required'), v.check((x) => Number.isInteger(Number(x)) && Number(x) > 0, 'member.channel.required')),
});

export const LookupFormSchema = v.object({ email: emailRule });

/** Redeem a card code: 16 characters (XXXX-XXXX-XXXX-XXXX; case, spaces and dashes do not matter). */
export const RedeemFormSchema = v.object({
  code: v.pipe(
    v.unknown(),
    filled('member.redeem.codeRequired'),
    v.check((x) => typeof x === 'string' && CARD_CODE.test(normaliseCode(x)), 'member.redeem.codeFormat'),
  ),
});
