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
  const d = new Date(value as string);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatDate(value: unknown, locale: Locale): string {
  const d = toDate(value);
  return d ? fmt(`date:${locale}`, () => new Intl.DateTimeFormat(tag(locale), { year: 'numeric', month: '2-digit', day: '2-digit' })).format(d) : '';
}

export function formatDateTime(value: unknown, locale: Locale): string {
  const d = toDate(value);
  return d
    ? fmt(`dt:${locale}`, () =>
        new Intl.DateTimeFormat(tag(locale), { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }),
      ).format(d)
    : '';
}

/** 'YYYY-MM-DD' of a Date in local time (date inputs and range filters). */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** '12.3 KB': a file size for people (`format` writes the number in the current locale). */
export function formatBytes(bytes: number, format: (n: number) => string): string {
  if (bytes < 1024) return `${format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format(Math.round((bytes / 1024) * 10) / 10)} KB`;
  return `${format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}
