import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@/i18n';
import '@/features/theater/messages';
import '@/i18n/messages/resource';
import { paywall, wholePriceWarnings, type EpisodeInput } from '@/features/theater/contract';
import { dramaResource } from '@/features/theater/resources';
import { cellText } from '@/lib/resource/cells';
import { recordEntries } from '@/lib/resource/record-fields';
import type { Row } from '@/lib/resource/types';

/** #25: the drama's record tab and the drama form's price warning. */
const episodes = (n: number): Array<Pick<EpisodeInput, 'number' | 'price' | 'vipPrice' | 'charge'>> =>
  Array.from({ length: n }, (_, i) => ({ number: i + 1, price: null, vipPrice: null, charge: 'auto' as const }));
const prices = { singlePrice: 60, singleVipPrice: 30, wholePrice: 0, wholeVipPrice: 0, startChargeEpisode: 3 };

describe('wholePriceWarnings', () => {
  it('warns when the whole drama costs more than its episodes one by one', () => {
    // 10 episodes, 1-2 free: 8 × 60 = 480, 8 × 30 = 240.
    const p = paywall({ ...prices, wholePrice: 500, wholeVipPrice: 200 }, episodes(10));
    expect(wholePriceWarnings(p)).toEqual({ wholePrice: { whole: 500, sum: 480 } });
    expect(wholePriceWarnings(paywall({ ...prices, wholePrice: 480, wholeVipPrice: 241 }, episodes(10)))).toEqual({ wholeVipPrice: { whole: 241, sum: 240 } });
  });
  it('no warning for 0 (not sold whole), for a cheaper whole drama, or before any episode', () => {
    expect(wholePriceWarnings(paywall(prices, episodes(10)))).toEqual({});
    expect(wholePriceWarnings(paywall({ ...prices, wholePrice: 300, wholeVipPrice: 100 }, episodes(10)))).toEqual({});
    expect(wholePriceWarnings(paywall({ ...prices, wholePrice: 300 }, []))).toEqual({});
  });
  it('property: a warning exactly when the whole price is set and above the sum of the paid episodes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (single, whole, count, start) => {
        const p = paywall({ ...prices, singlePrice: single, wholePrice: whole, startChargeEpisode: start }, episodes(count));
        const sum = Math.max(0, count - start + 1) * single;
        expect(Boolean(wholePriceWarnings(p).wholePrice)).toBe(whole > 0 && whole > sum);
      }),
    );
  });
  it('says both figures in ZH and EN', () => {
    expect(translate('ZH', 'theater.drama.wholePrice.overSum', { whole: 500, sum: 480 })).toContain('500');
    expect(translate('EN', 'theater.drama.wholePrice.overSum', { whole: 500, sum: 480 })).toContain('480');
  });
});

describe('the drama record', () => {
  const drama = {
    id: 1120, version: 3, name: '隐婚天才医妃', subtitle: '', titleJa: '', codeJa: '', totalEpisodes: 80, releasedEpisodes: 60, classificationId: null, tagIds: [1], logoId: null,
    score: 8.5, introduction: '', cover: '', episodeCover: '', singlePrice: 60, singleVipPrice: 30, wholePrice: 2000, wholeVipPrice: 1000, startChargeEpisode: 6, grade: 'A',
    jumpDramaId: null, grounding: 'removed', shelveTime: null, copyrightExpiry: '2027-03-01T10:00', virtualLikes: 0, virtualPlays: 0, virtualShares: 0,
    createTime: '2026-01-01T00:00:00', updateTime: '2026-01-01T00:00:00', copyright: 'valid', copyrightDaysLeft: 94, copyrightLabel: '剩余 94 天', progress: '60/80',
  } satisfies Row<typeof dramaResource.schema>;
  const text = (row: Row, locale: 'ZH' | 'EN', key: string) => {
    const entry = recordEntries(dramaResource, row).find((e) => e.column.key === key)!;
    return cellText(entry.value, entry.column, { t: (id, values) => translate(locale, id, values), locale });
  };
  it('a drama switched off says 上架状态 否 (as the list\'s switch), on the shelf 是', () => {
    expect(text(drama, 'ZH', 'grounding')).toBe('否');
    expect(text(drama, 'EN', 'grounding')).toBe('No');
    expect(text({ ...drama, grounding: 'uploaded' }, 'ZH', 'grounding')).toBe('是');
  });
  it('shows the prices, the start-charging episode and the copyright expiry the form edits', () => {
    expect(text(drama, 'ZH', 'singlePrice')).toBe('60');
    expect(text(drama, 'ZH', 'singleVipPrice')).toBe('30');
    expect(text(drama, 'ZH', 'wholePrice')).toBe('2,000');
    expect(text(drama, 'ZH', 'wholeVipPrice')).toBe('1,000');
    expect(text(drama, 'ZH', 'startChargeEpisode')).toBe('6');
    expect(text(drama, 'EN', 'copyrightExpiry')).toBe('2027-03-01 10:00:00');
    expect(text(drama, 'ZH', 'id')).toBe('1120');
  });
});
