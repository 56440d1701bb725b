import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@/i18n';
import '@/i18n/messages/report';
import { MAX_CHART_INDICATORS, indicatorsFromParam, toggleIndicator } from '@/lib/report/indicators';

/** Custom indicators (src/lib/report/indicators.ts): section 5, at most two chart indicators can be selected. */

const KEYS = ['visitors', 'newVisitors', 'visits', 'memberVisitors', 'guestVisitors'];

describe('custom indicators', () => {
  it('two is the limit: the third is refused with the rule\'s message, and nothing changes', () => {
    expect(MAX_CHART_INDICATORS).toBe(2);
    let selected = ['visitors'];
    const second = toggleIndicator(selected, 'visits');
    expect(second).toEqual({ ok: true, selected: ['visitors', 'visits'] });
    selected = second.selected;
    const third = toggleIndicator(selected, 'newVisitors');
    expect(third.ok).toBe(false);
    expect(third.selected).toEqual(['visitors', 'visits']);
    if (!third.ok) {
      expect(third.reason).toBe('report.indicators.max');
      expect(translate('ZH', third.reason, third.values)).toBe('最多只能选择 2 个图表指标');
      expect(translate('EN', third.reason, third.values)).toBe('At most 2 chart indicators can be selected');
    }
    // Taking one off makes room again.
    const off = toggleIndicator(selected, 'visits');
    expect(off).toEqual({ ok: true, selected: ['visitors'] });
    expect(toggleIndicator(off.selected, 'newVisitors')).toEqual({ ok: true, selected: ['visitors', 'newVisitors'] });
  });

  it('the last one stays on (an empty chart says nothing)', () => {
    expect(toggleIndicator(['visits'], 'visits')).toMatchObject({ ok: false, selected: ['visits'], reason: 'report.indicators.min' });
  });

  it('follows the setting when an operator changes it (system/systemConfiguration: 1 to 5)', () => {
    expect(toggleIndicator(['a', 'b'], 'c', 3)).toEqual({ ok: true, selected: ['a', 'b', 'c'] });
    expect(toggleIndicator(['a'], 'b', 1).ok).toBe(false);
  });

  it('whatever is clicked, in any order: never more than the limit, never none, never a key twice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...KEYS), { maxLength: 40 }), fc.integer({ min: 1, max: 5 }), (clicks, max) => {
        let selected = ['visitors'];
        for (const key of clicks) {
          const next = toggleIndicator(selected, key, max);
          if (!next.ok) expect(next.selected).toEqual(selected);
          // A refusal is exactly: a new key at the limit, or the last key off.
          expect(next.ok).toBe(selected.includes(key) ? selected.length > 1 : selected.length < max);
          selected = next.selected;
          expect(selected.length).toBeGreaterThanOrEqual(1);
          expect(selected.length).toBeLessThanOrEqual(max);
          expect(new Set(selected).size).toBe(selected.length);
        }
      }),
    );
  });

  it('reads the URL: known keys only, at most the limit, the defaults otherwise', () => {
    expect(indicatorsFromParam('visits,visitors', KEYS, ['visitors'])).toEqual(['visits', 'visitors']);
    expect(indicatorsFromParam('visits,bogus,visits,guestVisitors,visitors', KEYS, ['visitors'])).toEqual(['visits', 'guestVisitors']);
    expect(indicatorsFromParam('', KEYS, ['visitors', 'newVisitors'])).toEqual(['visitors', 'newVisitors']);
    expect(indicatorsFromParam(undefined, KEYS, ['visitors', 'newVisitors'], 1)).toEqual(['visitors']);
  });
});
