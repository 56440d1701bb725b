import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PICKER_THRESHOLD, filterOptions, fold, isLongList, type PickerOption } from '@/lib/resource/picker-filter';

/** #25: the searchable picker's filter (long pickers: a drama among 129). */
const dramas: PickerOption[] = [
  { value: '1120', text: '隐婚天才医妃（1120）' },
  { value: '1121', text: '总裁，请和我离婚（1121）' },
  { value: '1122', text: '离婚后我成了首富（1122）' },
  { value: '1123', text: 'The CEO Returns（1123）' },
  { value: '7', text: '7 · 重生之总裁夫人' },
];
const values = (list: PickerOption[]) => list.map((o) => o.value);

describe('filterOptions', () => {
  it('keeps the options whose name has the typed part anywhere, the ones starting with it first', () => {
    expect(values(filterOptions(dramas, '离婚'))).toEqual(['1122', '1121']);
    expect(values(filterOptions(dramas, '总裁'))).toEqual(['1121', '7']);
    expect(values(filterOptions(dramas, '医妃'))).toEqual(['1120']);
  });

  it('ignores case, full-width letters and spaces; every word must match', () => {
    expect(values(filterOptions(dramas, 'ceo'))).toEqual(['1123']);
    expect(values(filterOptions(dramas, 'ＣＥＯ'))).toEqual(['1123']);
    expect(values(filterOptions(dramas, 'the returns'))).toEqual(['1123']);
    expect(values(filterOptions(dramas, 'the nothing'))).toEqual([]);
  });

  it('finds a drama by its ID', () => {
    expect(values(filterOptions(dramas, '1122'))).toEqual(['1122']);
    expect(values(filterOptions(dramas, '7'))).toEqual(['7']);
  });

  it('no match is an empty list; an empty query keeps every option in order', () => {
    expect(filterOptions(dramas, '不存在的剧')).toEqual([]);
    expect(filterOptions(dramas, '   ')).toEqual(dramas);
  });

  it('property: every option kept contains each word; the option itself is found by its whole text', () => {
    const option = fc.record({ value: fc.integer({ min: 1, max: 9999 }).map(String), text: fc.string({ minLength: 1, maxLength: 12 }) });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 30 }), fc.string({ maxLength: 4 }), (options, query) => {
        const kept = filterOptions(options, query);
        const words = query.normalize('NFKC').toLocaleLowerCase().split(/\s+/).filter(Boolean);
        for (const o of kept) for (const w of words) expect(fold(o.text).includes(w) || o.value === w).toBe(true);
        for (const o of options) if (fold(o.text)) expect(filterOptions(options, o.text)).toContain(o);
      }),
    );
  });
});

it('a select is a searchable picker above 20 options', () => {
  expect(PICKER_THRESHOLD).toBe(20);
  expect(isLongList(20)).toBe(false);
  expect(isLongList(21)).toBe(true);
});
