import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compare } from '@/lib/report/compare';

/** Compare-to-previous (src/lib/report/compare.ts): every headline figure beside the period before. */

describe('compare with the previous period', () => {
  it('says up or down by how many percent of the previous figure', () => {
    expect(compare(120, 100)).toEqual({ trend: 'up', percent: 20 });
    expect(compare(75, 100)).toEqual({ trend: 'down', percent: 25 });
    expect(compare(1, 3)).toEqual({ trend: 'down', percent: 66.7 });
    expect(compare(100, 100)).toEqual({ trend: 'flat', percent: 0 });
    expect(compare(0, 100)).toEqual({ trend: 'gone', percent: 100 });
  });

  it('never divides by nothing: new from 0, none when both are 0', () => {
    expect(compare(5, 0)).toEqual({ trend: 'new', percent: null });
    expect(compare(0, 0)).toEqual({ trend: 'none', percent: null });
    expect(compare(Number.NaN, 0)).toEqual({ trend: 'none', percent: null });
  });

  it('for any two figures: the direction follows the difference, and the percentage gives the figure back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (now, before) => {
        const c = compare(now, before);
        if (before === 0) expect(c.trend).toBe(now === 0 ? 'none' : 'new');
        else if (now === before) expect(c.trend).toBe('flat');
        else if (now === 0) expect(c.trend).toBe('gone');
        else expect(c.trend).toBe(now > before ? 'up' : 'down');
        if (c.percent !== null) {
          expect(c.percent).toBeGreaterThanOrEqual(0);
          const back = before + (c.trend === 'down' || c.trend === 'gone' ? -1 : 1) * (before * c.percent) / 100;
          // One decimal of a percent: within 0.05 % of the previous figure.
          expect(Math.abs(back - now)).toBeLessThanOrEqual(before * 0.0005 + 1e-6);
        }
      }),
    );
  });
});
