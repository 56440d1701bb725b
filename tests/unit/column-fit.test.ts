import { describe, expect, it } from 'vitest';
import { actionsWidth, fitColumns } from '@/lib/resource/fit';

/**
 * Issue #8: a list's columns fit its card. `fitColumns` keeps every column at its minimum (its
 * width, or its header's text) and shares the card's free space among the data columns, so the
 * table is exactly as wide as the card; when the minimums do not fit (a phone) the card scrolls.
 * tests/e2e/every-page.spec.ts measures the result in Chromium.
 */
describe('fitColumns', () => {
  const select = { min: 44, grow: false };
  const actions = { min: 96, grow: false };

  it('shares the free space among the growing columns in proportion, and fills the card exactly', () => {
    const { widths, total } = fitColumns([select, { min: 100, grow: true }, { min: 300, grow: true }, actions], 1040);
    expect(total).toBe(1040);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(1040);
    // 500 px free: a quarter and three quarters.
    expect(widths).toEqual([44, 225, 675, 96]);
  });

  it('never grows the selection and actions columns (the actions stay as narrow as their buttons)', () => {
    const { widths } = fitColumns([select, { min: 120, grow: true }, actions], 2000);
    expect(widths[0]).toBe(44);
    expect(widths[2]).toBe(96);
    expect(widths[1]).toBe(2000 - 44 - 96);
  });

  it('gives what rounding leaves to the last growing column', () => {
    const { widths, total } = fitColumns([{ min: 100, grow: true }, { min: 100, grow: true }, { min: 100, grow: true }, actions], 398);
    expect(total).toBe(398);
    // 2 px free: a third each rounds down to 0.
    expect(widths.slice(0, 3)).toEqual([100, 100, 102]);
  });

  const sticky = { ...actions, sticky: true };

  it('keeps every minimum and scrolls when the card is too narrow (a phone)', () => {
    const columns = [select, { min: 130, grow: true }, { min: 150.2, grow: true }, { min: 90, grow: true }, sticky];
    const { widths, total } = fitColumns(columns, 332);
    expect(widths.slice(2)).toEqual([151, 90, 96]);
    expect(total).toBeGreaterThan(332);
  });

  it('when it scrolls, cuts no column at the visible edge: the last whole one grows until the next starts at the sticky actions column', () => {
    // The sticky actions column covers 236-332: 44 + 130 = 174 show whole, the next (151) would be cut at 236.
    const { widths } = fitColumns([select, { min: 130, grow: true }, { min: 150.2, grow: true }, { min: 90, grow: true }, sticky], 332);
    expect(widths).toEqual([44, 192, 151, 90, 96]);
    expect(widths[0] + widths[1]).toBe(332 - 96);
  });

  it('without a sticky column, the next one starts at the card\'s end', () => {
    const { widths } = fitColumns([{ min: 100, grow: true }, { min: 100, grow: true }, { min: 100, grow: true }], 250);
    expect(widths).toEqual([100, 150, 100]);
  });

  it('grows no fixed column to do so, and leaves a first column wider than the card as it is', () => {
    expect(fitColumns([select, { min: 400, grow: true }, sticky], 332).widths).toEqual([44, 400, 96]);
    expect(fitColumns([select, { min: 300, grow: true }, sticky], 332).widths).toEqual([44, 300, 96]);
  });

  it('narrows a key column on a phone to stay in sight before the sticky column, never below its header', () => {
    // A stacked key cell of 220 px would reach under the actions column (236 px): it takes 192 px.
    expect(fitColumns([select, { min: 220, grow: true, least: 90 }, { min: 90, grow: true }, sticky], 332).widths).toEqual([44, 192, 90, 96]);
    expect(fitColumns([select, { min: 220, grow: true, least: 200 }, { min: 90, grow: true }, sticky], 332).widths).toEqual([44, 200, 90, 96]);
  });

  it('with nothing to grow, keeps the minimums however wide the card', () => {
    expect(fitColumns([select, actions], 900)).toEqual({ widths: [44, 96], total: 140, available: 900 });
  });

  it('before the card is measured (width 0), lays the columns out at their minimums', () => {
    expect(fitColumns([{ min: 80, grow: true }, { min: 70, grow: true }], 0)).toEqual({ widths: [80, 70], total: 150, available: 0 });
  });
});

describe('the row actions column', () => {
  it('holds its small buttons at 24 x 24 (WCAG 2.5.8) with the cell padding, and no more', () => {
    for (const n of [1, 2, 3, 4]) {
      expect(actionsWidth(n)).toBeGreaterThanOrEqual(n * 24 + (n - 1) * 2 + 16);
      expect(actionsWidth(n)).toBeLessThanOrEqual(n * 24 + (n - 1) * 2 + 16 + 8);
    }
  });
});
