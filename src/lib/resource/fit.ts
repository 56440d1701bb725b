import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Column layout of the console's fixed-layout tables (the list kit's `DataTable`, the menu tree):
 * every column has a minimum, never less than its header's text needs in the language shown; when
 * the minimums fit the card the free space is shared among the growing columns, so the table is
 * exactly as wide as its card (no horizontal scroll, the sticky actions column over nothing);
 * otherwise (a phone) every column keeps its minimum and the card scrolls.
 */

export interface FitColumn {
  /** Least width in px (border box). */
  min: number;
  /** Takes a share of the free space (data columns); false for the selection and actions columns. */
  grow: boolean;
  /** Stays at the card's right edge while the rest scrolls under it (the row actions). */
  sticky?: boolean;
  /**
   * A key column on a phone: when the card scrolls, it may narrow down to this (its header's
   * text) to stay in sight before the sticky column (its text wraps instead of being cut).
   */
  least?: number;
}

export interface Fit {
  /** Border-box width of each column, in px. */
  widths: number[];
  /** The table's width: the card's when the minimums fit it, else their sum. */
  total: number;
  /** The card's inner width the widths were fitted to (0 before it is measured). */
  available: number;
}

/**
 * Widths for `columns` in a card `available` px wide: minimums, plus the free space shared among
 * the growing columns in proportion to their minimums. When the minimums do not fit (a phone),
 * the card scrolls sideways, and no header is cut at its visible edge: the last growing column
 * that shows whole grows until the next one starts exactly at the edge (the left side of the
 * sticky actions column, or the card's end), so that one is wholly out of sight, not cut in two.
 */
export function fitColumns(columns: FitColumn[], available: number): Fit {
  const mins = columns.map((c) => Math.max(0, Math.ceil(c.min)));
  const sum = mins.reduce((a, b) => a + b, 0);
  const growing = columns.map((c, i) => (c.grow ? i : -1)).filter((i) => i >= 0);
  const card = Math.max(0, Math.floor(available));
  const free = card - sum;
  if (free < 0 && card > 0) {
    const widths = [...mins];
    const edge = card - columns.reduce((a, c, i) => a + (c.sticky ? mins[i] : 0), 0);
    let x = 0;
    let lastGrowing = -1;
    for (let i = 0; i < columns.length; i++) {
      if (columns[i].sticky) continue;
      const least = columns[i].least;
      if (least !== undefined && x + widths[i] > edge) widths[i] = Math.max(Math.ceil(least), edge - x);
      if (x + widths[i] > edge) {
        if (lastGrowing >= 0 && x < edge) widths[lastGrowing] += edge - x;
        break;
      }
      x += widths[i];
      if (columns[i].grow) lastGrowing = i;
    }
    return { widths, total: widths.reduce((a, b) => a + b, 0), available: card };
  }
  if (free <= 0 || !growing.length) return { widths: mins, total: sum, available: card };
  const base = growing.reduce((a, i) => a + mins[i], 0) || growing.length;
  const widths = [...mins];
  let given = 0;
  for (const i of growing) {
    const share = Math.floor((free * (mins[i] || 1)) / base);
    widths[i] += share;
    given += share;
  }
  // What rounding left goes to the last growing column: the widths add up to the card's.
  widths[growing[growing.length - 1]] += free - given;
  return { widths, total: sum + free, available: card };
}

/** A header cell's padding (Fluent's `TableHeaderCell`: 8 px either side). */
export const HEADER_PADDING = 16;
/** Room for the sort arrow of a sortable header (4 px gap and a 12 px icon), so sorting never truncates it. */
export const SORT_ICON = 16;
/** Rounding and the focus outline. */
const SLACK = 2;

/** The row actions' column: `buttons` small icon buttons (24 x 24, WCAG 2.5.8) 2 px apart, the cell's padding, and rounding. */
export function actionsWidth(buttons: number): number {
  return buttons * 24 + Math.max(0, buttons - 1) * 2 + HEADER_PADDING + 4;
}

/** The marker of a header's label (its text is what the column must fit). */
export const COLUMN_LABEL = 'data-column-label';

/** The width of an element's text as laid out on one line (a clipped, nowrap label included). */
export function textWidth(el: Element): number {
  const doc = el.ownerDocument;
  const range = doc.createRange?.();
  if (range && typeof range.getBoundingClientRect === 'function') {
    range.selectNodeContents(el);
    const width = range.getBoundingClientRect().width;
    range.detach?.();
    if (width > 0) return width;
  }
  return el.scrollWidth;
}

export interface FitSpec extends Omit<FitColumn, 'least'> {
  /** Sortable headers keep room for the sort arrow. */
  sortable?: boolean;
  /** A key column on a phone: may narrow down to its header's text to stay in sight (`FitColumn.least`). */
  squeeze?: boolean;
}

/**
 * Fits the table inside `scrollRef` (its card) to the card: reads the card's inner width (and
 * follows it: sidebar, window) and each header label's text width (the cells of the header row,
 * in order, `specs` one per cell; a label is the element marked `data-column-label`, else the
 * cell), and returns the widths of `fitColumns`. `measureKey` names what the labels say (the
 * language and the columns): when it changes, they are measured again.
 *
 * Everything is read in a ResizeObserver callback, which the browser runs after it has laid the
 * page out and before it paints: the reads cost nothing (no layout forced in the middle of
 * React's commit, which the rest of the commit would then invalidate), and the fitted widths are
 * rendered at once (`flushSync`) so the first frame painted already shows them. A card seen
 * before (another list, a tab shown again) starts from the width it had, so it usually renders
 * fitted the first time.
 */
export function useColumnFit(scrollRef: RefObject<HTMLElement | null>, specs: FitSpec[], measureKey: string): Fit {
  const [available, setAvailable] = useState(lastWidth);
  const [needs, setNeeds] = useState<number[]>(() => measuredNeeds.get(measureKey) ?? []);
  const shown = useRef({ available, needs });
  shown.current = { available, needs };
  const sortableKey = specs.map((s) => (s.sortable ? 1 : 0)).join('');

  const measure = useCallback(() => {
    const scroll = scrollRef.current;
    if (!scroll) return;
    const cells = [...scroll.querySelectorAll('thead tr:first-child > *')];
    const next = cells.map((cell, i) => {
      const label = cell.querySelector(`[${COLUMN_LABEL}]`) ?? cell;
      const text = (label.textContent ?? '').trim();
      if (!text) return 0;
      return Math.ceil(textWidth(label)) + HEADER_PADDING + (sortableKey[i] === '1' ? SORT_ICON : 0) + SLACK;
    });
    measuredNeeds.set(measureKey, next);
    const width = scroll.clientWidth;
    if (width > 0) lastWidth = width;
    const now = shown.current;
    // Nothing new: nothing to render (flushSync would also run React's pending effects early).
    if (now.available === width && now.needs.length === next.length && now.needs.every((n, i) => n === next[i])) return;
    return () => {
      setNeeds((prev) => (prev.length === next.length && prev.every((n, i) => n === next[i]) ? prev : next));
      setAvailable(width);
    };
    // Measured again when the labels change (measureKey), not on every render of the specs.
  }, [scrollRef, measureKey, sortableKey]);

  useLayoutEffect(() => {
    const scroll = scrollRef.current;
    if (!scroll) return;
    let alive = true;
    // Text measured before the fonts arrived is measured again once they have (only then: a
    // measure outside the observer's callback lays the page out at once).
    if (document.fonts && document.fonts.status !== 'loaded') void document.fonts.ready.then(() => alive && measure()?.());
    // The first table of a page load has no width to start from (`lastWidth` 0): measured now, in
    // the commit (one forced layout, once per load). Its observer's first callback may otherwise
    // come a frame late (when the table is committed from inside another observer's callback, the
    // filter bar's or the tab strip's, the browser delivers it with the next frame), and the rows
    // would be painted unfitted and then move (a layout shift: 0.045 on the desktop user list).
    if (typeof ResizeObserver === 'undefined' || shown.current.available === 0) {
      measure()?.();
      if (typeof ResizeObserver === 'undefined') {
        return () => {
          alive = false;
        };
      }
    }
    const observer = new ResizeObserver(() => {
      const apply = measure();
      // Rendered before this frame is painted (no frame with the columns unfitted).
      if (apply) flushSync(apply);
    });
    // The first observation comes with the next layout (also when measureKey changes: observed anew).
    observer.observe(scroll);
    return () => {
      alive = false;
      observer.disconnect();
    };
    // measureKey: a card that appears later (after a load) is observed once it has.
  }, [scrollRef, measure]);

  return fitColumns(
    specs.map((s, i) => ({ min: Math.max(s.min, needs[i] ?? 0), grow: s.grow, sticky: s.sticky, least: s.squeeze ? (needs[i] ?? 0) : undefined })),
    available,
  );
}

/** Header label widths by `measureKey` (language and columns), and the last card width seen: a list shown again starts fitted. */
const measuredNeeds = new Map<string, number[]>();
let lastWidth = 0;
