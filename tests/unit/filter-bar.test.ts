import { describe, expect, it } from 'vitest';
import { firstRowCount } from '@/lib/resource/FilterBar';

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

  it('always shows one filter, also on a one-column phone', () => {
    expect(firstRowCount([range, text], 2)).toBe(1);
    expect(firstRowCount([text, text, text], 1)).toBe(1);
  });
});
