import { type Currency } from '@/records/money';
import { type Order } from '@/records/orders';
import { DAY, anchor, generator, memberSeed, ymd } from '../catalogue';

/*
 * The numbers a member's life writes: order numbers, the stores' transaction numbers, how much of
 * an episode was watched, the member's currency. Tens of thousands of seeded orders: numbers are
 * built from precomputed pieces (4-digit groups, sequence numbers), so a number is one string,
 * not a dozen.
 */

/** How much of an episode a member watched (percent): most to the end; fixed by who watched what, when. */
export function progressOf(memberId: number, dramaId: number, episode: number, at: number): number {
  let h = (memberId * 73_856_093) ^ (dramaId * 19_349_663) ^ (episode * 83_492_791) ^ Math.floor(at / 1000);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  const x = ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
  return x < 0.8 ? 100 : 20 + Math.floor(((x - 0.8) / 0.2) * 80);
}

export const PAY_PLATFORM = { ios: 'apple', android: 'google' } as const;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';

export const GROUPS = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
const group = (r: () => number) => GROUPS[Math.floor(r() * 10_000)];
function charsOf(r: () => number, n: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(r() * alphabet.length)];
  return out;
}
/** The store's or the payment provider's transaction number of an order. */
export function thirdPartyNo(r: () => number, platform: Order['payPlatform']): string {
  if (platform === 'apple') return `20000000${group(r)}${group(r)}`;
  if (platform === 'google') return `GPA.33${GROUPS[Math.floor(r() * 100)].slice(2)}-${group(r)}-${group(r)}-${group(r)}${Math.floor(r() * 10)}`;
  if (platform === 'paypal') return charsOf(r, 17, ALNUM);
  return `pi_3${charsOf(r, 23, HEX)}`;
}

/**
 * Purchases the store confirmed whose callback never reached the backend (toolCategory/supplementOrder
 * exists for them): a share of the Google Play checkouts of the last STORE_CONFIRMED_DAYS left
 * unpaid here carry the store's order number (GPA.…), which the member has from Google's receipt.
 * Drawn from the member and the order's number, apart from every other draw, so no other order changes.
 */
export const STORE_CONFIRMED_DAYS = 30;
const STORE_CONFIRMED_SHARE = 0.04;
export function storeConfirmedNo(memberId: number, orderSeq: number, at: number, platform: Order['payPlatform']): string {
  if (platform !== 'google' || at < anchor - STORE_CONFIRMED_DAYS * DAY) return '';
  const r = generator(memberSeed(memberId, 7000 + orderSeq));
  return r() < STORE_CONFIRMED_SHARE ? thirdPartyNo(r, 'google') : '';
}

/** 'YYYYMMDD' of a moment, by day (order numbers of tens of thousands of orders share a few hundred days). */
const dayTexts = new Map<number, string>();
export function ymdOf(ms: number): string {
  const day = Math.floor(ms / DAY);
  let text = dayTexts.get(day);
  if (text === undefined) dayTexts.set(day, (text = ymd(ms)));
  return text;
}

/** A member's currency: most pay in yen; the app stores charge the rest in theirs. */
export function currencyOf(x: number): Currency {
  return x < 0.82 ? 'JPY' : x < 0.9 ? 'USD' : x < 0.95 ? 'TWD' : x < 0.98 ? 'HKD' : 'KRW';
}
/** A draw fixed by the member and a key, apart from the course of its life (eligibility for a limited package, a card batch). */
export const fixedDraw = (memberId: number, key: number) => generator(memberSeed(memberId, key))();
