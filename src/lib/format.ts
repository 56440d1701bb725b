import type { Locale } from '@/i18n';

const tag = (locale: Locale) => (locale === 'ZH' ? 'zh-CN' : 'en-US');
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function fmt<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** Amounts are in yen (section 1). */
export function formatMoney(value: unknown, locale: Locale): string {
  const n = Number(value);
  if (value == null || value === '' || !Number.isFinite(n)) return '';
  return fmt(`money:${locale}`, () => new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'JPY' })).format(n);
}

/** An amount in a currency other than yen (an order's original amount): 'US$3.20', 'NT$102'. */
export function formatCurrency(value: unknown, currency: string, locale: Locale): string {
  const n = Number(value);
  if (value == null || value === '' || !Number.isFinite(n) || !/^[A-Z]{3}$/.test(currency)) return '';
  return fmt(`cur:${currency}:${locale}`, () => new Intl.NumberFormat(tag(locale), { style: 'currency', currency })).format(n);
}

export function formatNumber(value: unknown, locale: Locale): string {
  const n = Number(value);
  if (value == null || value === '' || !Number.isFinite(n)) return '';
  return fmt(`num:${locale}`, () => new Intl.NumberFormat(tag(locale))).format(n);
}

/** A percentage (96.04 → 96.04%); with `decimals`, exactly that many (96 → 96.0%). */
export function formatPercent(value: unknown, locale: Locale, decimals?: number): string {
  const n = Number(value);
  if (value == null || value === '' || !Number.isFinite(n)) return '';
  const options = decimals == null ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return `${fmt(`pct:${locale}:${decimals ?? ''}`, () => new Intl.NumberFormat(tag(locale), options)).format(n)}%`;
}

function toDate(value: unknown): Date | null {
  if (value == null || value === '') return null;
  const d = value instanceof Date ? value : new Date(value as string);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A bare day ('2026-11-27'): shown as it is (new Date() would read it as UTC midnight, a day early west of Greenwich). */
const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One date format in both languages: YYYY-MM-DD (local time), the form the date inputs show and
 * take, never the locale's 2026/11/27 or 11/27/2026. `locale` is accepted for symmetry with the
 * other formatters; the date reads the same in ZH and EN.
 */
export function formatDate(value: unknown, _locale?: Locale): string {
  if (typeof value === 'string' && BARE_DAY.test(value)) return value;
  const d = toDate(value);
  return d ? isoDay(d) : '';
}

/** One time format in both languages: YYYY-MM-DD HH:mm:ss (local time, 24 hours). */
export function formatDateTime(value: unknown, _locale?: Locale): string {
  if (typeof value === 'string' && BARE_DAY.test(value)) return `${value} 00:00:00`;
  const d = toDate(value);
  return d ? `${isoDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : '';
}

/**
 * A count (rows, members, episodes): grouped by thousands the same way in both languages
 * ('43,703'), like every other quantity the console shows (formatNumber).
 */
export function formatCount(value: unknown, locale: Locale): string {
  return formatNumber(value, locale);
}

/** An identifier (a record's ID, a drama ID): its digits as they are, never grouped ('1129', not '1,129'). */
export function formatId(value: unknown): string {
  if (value == null || value === '') return '';
  return String(value);
}

/** 'YYYY-MM-DD' of a Date in local time (date inputs and range filters). */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** '12.3 KB': a file size for people (`format` writes the number in the current locale). */
export function formatBytes(bytes: number, format: (n: number) => string): string {
  if (bytes < 1024) return `${format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format(Math.round((bytes / 1024) * 10) / 10)} KB`;
  return `${format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}
