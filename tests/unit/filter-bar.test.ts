import { describe, expect, it } from 'vitest';
import { columnsFor, firstRowCount, spanFor, trackWidth } from '@/lib/resource/FilterBar';

/** The folded filter bar shows the filters of its first row, leaving a cell for its buttons. */
describe('firstRowCount', () => {
  const text = { kind: 'text' as const };
  const range = { kind: 'dateRange' as const };

  it('fills the row but one cell', () => {
    expect(firstRowCount([text, text, text, text, text, text], 5)).toBe(4);
    expect(firstRowCount([text, text], 5)).toBe(2);
  });

  it('counts a date range as two cells and stops before one that does not fit', () => {
    expect(firstRowCount([text, range, text], 5)).toBe(3);
    expect(firstRowCount([text, range, text], 4)).toBe(2);
    expect(firstRowCount([text, text, range], 4)).toBe(2);
  });

  it('counts a select as the cells its longest option takes', () => {
    const wide = { kind: 'select' as const, span: 2 };
    expect(firstRowCount([text, wide, text], 5)).toBe(3);
    expect(firstRowCount([text, text, wide], 4)).toBe(2);
    expect(firstRowCount([text, text, text, wide], 5)).toBe(3);
  });

  it('always shows one filter, also on a one-column phone', () => {
    expect(firstRowCount([range, text], 2)).toBe(1);
    expect(firstRowCount([text, text, text], 1)).toBe(1);
  });
});

/**
 * The bar's column count is worked out from its width (a ResizeObserver's), not read back from
 * the grid, which would lay the page out in the middle of React's commit (docs/performance.md):
 * CSS Grid's repeat count for `repeat(auto-fill, minmax(220px, 1fr))` with a 12 px gap.
 */
describe('columnsFor', () => {
  it('fits as many 220 px tracks with their 12 px gaps as the width holds, at least one', () => {
    expect(columnsFor(219, false)).toBe(1);
    expect(columnsFor(220, false)).toBe(1);
    expect(columnsFor(451, false)).toBe(1);
    expect(columnsFor(452, false)).toBe(2);
    expect(columnsFor(4 * 220 + 3 * 12, false)).toBe(4);
    expect(columnsFor(4 * 220 + 3 * 12 - 1, false)).toBe(3);
  });

  it('is one column on a phone, whatever the width', () => {
    expect(columnsFor(560, true)).toBe(1);
  });
});

/**
 * Issue #26: a select as wide as its longest option (全部 / TikTok Ads 日本 / Meta 広告 (Facebook/
 * Instagram)) never runs out of its slot into its neighbour: its slot takes as many of the grid's
 * columns as it needs, at most the row (then the select is capped and cut with an ellipsis).
 */
describe('spanFor', () => {
  const track = trackWidth(4 * 220 + 3 * 12, 4);

  it('keeps one cell for a select that fits it', () => {
    expect(track).toBe(220);
    expect(spanFor(180, track, 4)).toBe(1);
    expect(spanFor(220, track, 4)).toBe(1);
  });

  it('takes the next cell (and the gap between) for a wider one', () => {
    expect(spanFor(264, track, 4)).toBe(2);
    expect(spanFor(2 * 220 + 12, track, 4)).toBe(2);
    expect(spanFor(2 * 220 + 13, track, 4)).toBe(3);
  });

  it('takes at most the whole row, and one cell on a one-column bar', () => {
    expect(spanFor(5000, track, 4)).toBe(4);
    expect(spanFor(5000, 326, 1)).toBe(1);
  });
});
