/*
 * The searchable picker's filter (SearchablePicker.tsx), pure: which options a typed text keeps,
 * best first. Text is compared folded (NFKC, lower case, no spaces), so full-width letters and
 * digits, capitals and stray spaces do not hide an option; every word of the query must appear
 * in the option's text (or, for digits, be its value: an ID); options that start with the query
 * come first, then those with a word starting with it, then the rest, each in the given order.
 */

/** Selects with more options than this are searchable pickers (a drama among 129). */
export const PICKER_THRESHOLD = 20;

export interface PickerOption {
  /** The option's value as a string (what the select holds). */
  value: string;
  /** What the operator reads. */
  text: string;
}

/** Text as the filter compares it: NFKC (full-width → ASCII), lower case, without spaces. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, '');
}

function words(query: string): string[] {
  return query
    .normalize('NFKC')
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

/** 0: the text starts with the query; 1: a word of it does; 2: it contains it; -1: no match. */
function rank(option: PickerOption, query: string, parts: string[]): number {
  const text = fold(option.text);
  const value = option.value.toLocaleLowerCase();
  const all = parts.every((w) => text.includes(w) || (/^\d+$/.test(w) && value === w));
  if (!all) return -1;
  const whole = fold(query);
  if (text.startsWith(whole) || value === whole) return 0;
  const spaced = option.text.normalize('NFKC').toLocaleLowerCase();
  if (parts.some((w) => spaced.split(/[\s·,，、/()（）-]+/).some((x) => x.startsWith(w)))) return 1;
  return 2;
}

/** The options a query keeps, best first (all of them, in order, for an empty query). */
export function filterOptions<T extends PickerOption>(options: readonly T[], query: string): T[] {
  const parts = words(query);
  if (!parts.length) return [...options];
  const ranked = options.map((o, i) => ({ o, i, r: rank(o, query, parts) })).filter((x) => x.r >= 0);
  ranked.sort((a, b) => a.r - b.r || a.i - b.i);
  return ranked.map((x) => x.o);
}

/** Whether a select of this many options is a searchable picker. */
export function isLongList(count: number): boolean {
  return count > PICKER_THRESHOLD;
}
