import type { RecordHit } from '@/lib/records';

/*
 * The command palette's ranking (pure: tests/unit/shell/palette-rank.test.ts). A query is matched
 * against pages of the user's menu by either language's name (and their group's, and their menu
 * path), and against the records the areas' searches found; results come in groups (pages, then
 * each page whose records were found), each group sorted by score, groups by their best score.
 */

/** A page of the user's menu, as the palette offers it. */
export interface PalettePage {
  /** The menu key: 'member/memberInforMation'. */
  key: string;
  zh: string;
  en: string;
  groupZh: string;
  groupEn: string;
}

/** Case, width (full-width letters and digits) and runs of spaces do not matter. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Phone numbers and card numbers match with or without their separators. */
function digitsOnly(text: string): string {
  return text.replace(/[\s\-()+.]/g, '');
}

const SEPARATOR = /[\s/\-_.·・()（）[\]【】:：]/;

/** The scores of the ways a text can match, best first. */
export const SCORE = { exact: 1000, prefix: 800, wordStart: 600, contains: 400, subsequence: 100 } as const;

/**
 * How well `text` matches `query` (both normalized here): exact, then a prefix (shorter texts
 * first), the start of a word, anywhere (earlier first), then the query's characters in order
 * (Latin only, closer together first); 0 when it does not match at all.
 */
export function scoreText(text: string, query: string): number {
  const t = normalize(text);
  const q = normalize(query);
  if (!q || !t) return 0;
  if (t === q) return SCORE.exact;
  if (t.startsWith(q)) return SCORE.prefix - Math.min(99, t.length - q.length);
  let at = t.indexOf(q);
  while (at > 0) {
    if (SEPARATOR.test(t[at - 1])) return SCORE.wordStart - Math.min(99, at);
    at = t.indexOf(q, at + 1);
  }
  const index = t.indexOf(q);
  if (index >= 0) return SCORE.contains - Math.min(99, index);
  // A subsequence ("usrmg" → "user management") only for Latin queries of two letters or more:
  // for CJK text every character is a word, and a scattered match means nothing.
  if (q.length < 2 || !/^[a-z0-9 ]+$/.test(q)) return 0;
  let from = 0;
  let first = -1;
  let last = -1;
  for (const ch of q) {
    if (ch === ' ') continue;
    const found = t.indexOf(ch, from);
    if (found < 0) return 0;
    if (first < 0) first = found;
    last = found;
    from = found + 1;
  }
  const spread = last - first + 1 - q.replace(/ /g, '').length;
  return Math.max(1, SCORE.subsequence - spread);
}

/**
 * A page's score: every word of the query must match its name, its group's name or its menu path
 * in either language (a page's own name counts fully, its group's and its path's half), and the
 * scores of the words add up.
 */
export function scorePage(page: PalettePage, query: string): number {
  const words = normalize(query).split(' ').filter(Boolean);
  if (!words.length) return 0;
  let total = 0;
  for (const word of words) {
    const own = Math.max(scoreText(page.zh, word), scoreText(page.en, word));
    const around = Math.max(scoreText(page.groupZh, word), scoreText(page.groupEn, word), scoreText(page.key, word)) / 2;
    const best = Math.max(own, around);
    if (best <= 0) return 0;
    total += best;
  }
  // The whole query as typed, when it matches a name better than its words did.
  const whole = Math.max(scoreText(page.zh, query), scoreText(page.en, query));
  return Math.max(total / words.length, whole);
}

/**
 * A record's score: how its matched value matches the query (phone and card numbers compared
 * without separators). An exact identifier (ID, card number, phone, e-mail) is the best there is.
 */
export function scoreRecord(hit: RecordHit, query: string): number {
  const numeric = hit.match === 'phone' || hit.match === 'cardNumber' || hit.match === 'id';
  const value = numeric ? digitsOnly(hit.value) : hit.value;
  const q = numeric ? digitsOnly(query) : query;
  const score = scoreText(value, q);
  if (score > 0) return score;
  // The server matched it (a drama's other title, a nickname): keep it, below what matches here.
  return 50;
}

export type PaletteItem =
  | { kind: 'page'; id: string; page: PalettePage; score: number }
  | { kind: 'record'; id: string; page: string; hit: RecordHit; score: number };

export interface PaletteGroup {
  /** 'pages', or the page key whose records these are. */
  key: string;
  items: PaletteItem[];
  /** How many records the page's search found in all (records only): more than `items` offers "show all". */
  total?: number;
}

export const MAX_PAGES = 8;
export const MAX_RECORDS = 6;

/** What one page's search answered: the best hits and how many records match in all. */
export interface FoundRecords {
  hits: readonly RecordHit[];
  total: number;
}

/**
 * Ranks the pages and the records found, in groups. With no query: the menu's pages in menu order
 * (the first MAX_PAGES) and no records. `pages` are only those of the user's menu; `records` only
 * from the searches the user's role may make (the palette asks no other). A group shows its first
 * MAX_RECORDS records unless it is `expanded` (the user asked to see them all).
 */
export function rankResults(
  pages: readonly PalettePage[],
  records: ReadonlyMap<string, FoundRecords>,
  query: string,
  expanded: ReadonlySet<string> = new Set(),
): PaletteGroup[] {
  const q = normalize(query);
  if (!q) {
    const items = pages.slice(0, MAX_PAGES).map((page): PaletteItem => ({ kind: 'page', id: `page:${page.key}`, page, score: 0 }));
    return items.length ? [{ key: 'pages', items }] : [];
  }
  const groups: PaletteGroup[] = [];
  const pageItems = pages
    .map((page): PaletteItem => ({ kind: 'page', id: `page:${page.key}`, page, score: scorePage(page, q) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || label(a).length - label(b).length || label(a).localeCompare(label(b)))
    .slice(0, MAX_PAGES);
  if (pageItems.length) groups.push({ key: 'pages', items: pageItems });
  for (const [page, { hits, total }] of records) {
    const seen = new Set<string>();
    const items = hits
      .filter((hit) => {
        const id = String(hit.id);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      })
      .map((hit): PaletteItem => ({ kind: 'record', id: `record:${page}:${hit.id}`, page, hit, score: scoreRecord(hit, q) }))
      .sort((a, b) => b.score - a.score || label(a).localeCompare(label(b)))
      .slice(0, expanded.has(page) ? undefined : MAX_RECORDS);
    if (items.length) groups.push({ key: page, items, total: Math.max(total, seen.size) });
  }
  // Groups by their best item; on a tie pages come first, then the records in the searches' order.
  return groups
    .map((group, order) => ({ group, order, best: group.items[0].score }))
    .sort((a, b) => b.best - a.best || a.order - b.order)
    .map((x) => x.group);
}

function label(item: PaletteItem): string {
  return item.kind === 'page' ? item.page.zh : item.hit.title;
}

/** The items in the order the keyboard walks them. */
export function flatten(groups: readonly PaletteGroup[]): PaletteItem[] {
  return groups.flatMap((group) => group.items);
}

/** Whether a query is worth asking the record searches: one character when it is digits or CJK, two otherwise. */
export function searchesRecords(query: string): boolean {
  const q = normalize(query);
  if (!q) return false;
  if (/^\d+$/.test(digitsOnly(q))) return digitsOnly(q).length >= 1;
  if (/[\u3040-\u30ff\u3400-\u9fff]/.test(q)) return true;
  return q.length >= 2;
}
