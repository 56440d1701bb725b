/*
 * Money (a shared record of the console): yen is the reporting currency. An order keeps its
 * original amount and currency beside the yen figure (fixed demo rates).
 */

export const CURRENCIES = ['JPY', 'USD', 'TWD', 'HKD', 'KRW'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Yen per unit of each currency (the demo's fixed rates). */
export const YEN_RATES: Record<Currency, number> = { JPY: 1, USD: 150, TWD: 4.7, HKD: 19.2, KRW: 0.11 };
/** Decimal places of each currency's amounts. */
export const CURRENCY_DIGITS: Record<Currency, number> = { JPY: 0, USD: 2, TWD: 0, HKD: 2, KRW: 0 };

/** An amount of `currency` in yen, rounded to the yen. */
export function toYen(amount: number, currency: Currency): number {
  return Math.round(amount * YEN_RATES[currency]);
}
/** A yen price in `currency`, rounded to the currency's decimals (what a store charges there). */
export function fromYen(yen: number, currency: Currency): number {
  const scale = 10 ** CURRENCY_DIGITS[currency];
  return Math.round((yen / YEN_RATES[currency]) * scale) / scale;
}
