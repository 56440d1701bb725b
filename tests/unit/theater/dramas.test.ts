import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { LoginResultSchema } from '@/records/session';
import { CopyrightAlertSchema, copyrightState } from '@/records/dramas';
import { DAY_MS } from '@/lib/time';
import { DramaRowSchema, DramaWithEpisodesSchema, dramaIssues, paywall, scoreIssue, type EpisodeInput } from '@/features/theater/contract';
import { dramas, episodes, tags, classifications } from '@/features/theater/mock';
import { advanceClock, now, setClock } from '@/mocks/clock';
import { resetControls } from '@/mocks/controls';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');

async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => setClock(null));

const NOW = new Date('2026-06-15T12:00:00').getTime();
const pad = (n: number) => String(n).padStart(2, '0');
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const valid = { score: 8.5, tagIds: [1], totalEpisodes: 10, startChargeEpisode: 3, shelveTime: null };

describe('drama rules (section 5)', () => {
  it('score: every number 0..10 with at most one decimal passes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (tenths) => scoreIssue(tenths / 10) === null));
  });
  it('score: a second decimal place is refused with its message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }), (tenths, hundredth) => scoreIssue((tenths * 10 + hundredth) / 100) === 'theater.drama.score.decimal'),
    );
  });
  it('score: outside 0..10 is refused, blank is required', () => {
    fc.assert(fc.property(fc.double({ min: 10.000001, max: 1e9, noNaN: true }), (x) => scoreIssue(x) === 'theater.drama.score.range'));
    fc.assert(fc.property(fc.double({ min: -1e9, max: -0.000001, noNaN: true }), (x) => scoreIssue(x) === 'theater.drama.score.range'));
    expect(scoreIssue('')).toBe('theater.drama.score.required');
    expect(scoreIssue(null)).toBe('theater.drama.score.required');
    expect(zh('theater.drama.score.decimal')).toBe('评分最多保留一位小数');
  });
  it('tags are required', () => {
    expect(dramaIssues({ ...valid, tagIds: [] }, [{}], NOW).tagIds).toBe('theater.drama.tags.required');
    expect(dramaIssues(valid, [{}], NOW).tagIds).toBeUndefined();
  });
  it('episodes are required, and no more than the total', () => {
    expect(dramaIssues(valid, [], NOW).episodes).toBe('theater.drama.episodes.required');
    expect(zh('theater.drama.episodes.required')).toContain('请添加剧集');
    expect(dramaIssues({ ...valid, totalEpisodes: 2 }, [{}, {}, {}], NOW).episodes).toBe('theater.drama.episodes.tooMany');
  });
  it('start-charging episode: within 1..total episodes, whatever the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: -5, max: 1100 }), (total, start) => {
        const issue = dramaIssues({ ...valid, totalEpisodes: total, startChargeEpisode: start }, [{}], NOW).startChargeEpisode;
        return start >= 1 && start <= total ? issue === undefined : issue === 'theater.drama.startCharge.range';
      }),
    );
  });
  it('timed shelving: only a time in the future', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60 * 24 * 30, max: 60 * 24 * 30 }), (minutes) => {
        const at = local(NOW + minutes * 60_000);
        const issue = dramaIssues({ ...valid, shelveTime: at }, [{}], NOW).shelveTime;
        return minutes > 0 ? issue === undefined : issue === 'theater.drama.shelveTime.future';
      }),
    );
  });
});

describe('the paywall arithmetic', () => {
  const eps = (n: number, extra: Partial<EpisodeInput> = {}): EpisodeInput[] =>
    Array.from({ length: n }, (_, i) => ({ number: i + 1, cover: '', video: '', duration: 0, price: null, vipPrice: null, charge: 'auto', ...extra }));
  it('episodes before the start-charging one are free; the rest cost the drama’s prices', () => {
    const p = paywall({ singlePrice: 60, singleVipPrice: 30, wholePrice: 0, wholeVipPrice: 0, startChargeEpisode: 4 }, eps(10));
    expect(p.episodes.map((e) => e.paid)).toEqual([false, false, false, true, true, true, true, true, true, true]);
    expect(p.normalByEpisode).toBe(7 * 60);
    expect(p.vipByEpisode).toBe(7 * 30);
    expect(p.normalCheapest).toBe(420);
    expect([p.freeCount, p.paidCount]).toEqual([3, 7]);
  });
  it('an episode’s own price and charge override the drama’s; the whole-drama price caps the total', () => {
    const list = eps(5);
    list[0].charge = 'paid';
    list[4].charge = 'free';
    list[2].price = 100;
    const p = paywall({ singlePrice: 50, singleVipPrice: 20, wholePrice: 150, wholeVipPrice: 0, startChargeEpisode: 3 }, list);
    expect(p.episodes.map((e) => [e.paid, e.price, e.vipPrice])).toEqual([[true, 50, 20], [false, 0, 0], [true, 100, 20], [true, 50, 20], [false, 0, 0]]);
    expect(p.normalByEpisode).toBe(200);
    expect(p.normalCheapest).toBe(150);
    expect(p.vipCheapest).toBe(60);
  });
  it('property: the total is the sum over paid episodes and never more than a whole price set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 5000 }), (n, start, price, whole) => {
        const p = paywall({ singlePrice: price, singleVipPrice: 0, wholePrice: whole, wholeVipPrice: 0, startChargeEpisode: start }, eps(n));
        const paid = Math.max(0, n - start + 1);
        return p.normalByEpisode === paid * price && p.normalCheapest === (whole > 0 ? Math.min(paid * price, whole) : paid * price);
      }),
    );
  });
});

describe('copyright state at the day boundary', () => {
  const end = '2026-07-15T00:00';
  const at = new Date('2026-07-15T00:00:00').getTime();
  it('one millisecond before the end is 1 day left; the end itself is expired', () => {
    expect(copyrightState(end, at - 1, 30)).toEqual({ state: 'expiring', daysLeft: 1 });
    expect(copyrightState(end, at, 30)).toEqual({ state: 'expired', daysLeft: 0 });
    expect(copyrightState(end, at - DAY_MS, 30)).toEqual({ state: 'expiring', daysLeft: 1 });
    expect(copyrightState(end, at - DAY_MS - 1, 30)).toEqual({ state: 'expiring', daysLeft: 2 });
  });
  it('expiring within the alert days, valid beyond; no expiry: no state', () => {
    expect(copyrightState(end, at - 30 * DAY_MS, 30)?.state).toBe('expiring');
    expect(copyrightState(end, at - 30 * DAY_MS - 1, 30)).toEqual({ state: 'valid', daysLeft: 31 });
    expect(copyrightState(end, at - 30 * DAY_MS - 1, 31)?.state).toBe('expiring');
    expect(copyrightState(null, at, 30)).toBeNull();
  });
});

const PageSchema = v.object({ records: v.array(DramaRowSchema), total: v.number() });

describe('the drama world and its calls', () => {
  it('holds at least 120 dramas of 20-100 episodes, with expired and expiring copyrights and timed shelvings ahead', async () => {
    await signIn();
    const all = dramas.all();
    expect(all.length).toBeGreaterThanOrEqual(120);
    for (const d of all) {
      expect(d.totalEpisodes).toBeGreaterThanOrEqual(20);
      expect(d.totalEpisodes).toBeLessThanOrEqual(100);
      expect(episodes.all().filter((e) => e.dramaId === d.id).length).toBe(d.releasedEpisodes);
    }
    expect(new Set(all.map((d) => d.name)).size).toBe(all.length);
    const alerts = await api.get('drama/v1/copyrightAlerts', undefined, CopyrightAlertSchema);
    expect(alerts.alertDays).toBe(30);
    expect(alerts.dramas.filter((d) => d.state === 'expired').length).toBeGreaterThanOrEqual(3);
    expect(alerts.dramas.filter((d) => d.state === 'expiring').length).toBeGreaterThanOrEqual(3);
    const expired = await api.post('drama/v1/page', { pageNum: 1, pageSize: 100, copyright: 'expired' }, PageSchema);
    expect(expired.total).toBe(alerts.dramas.filter((d) => d.state === 'expired').length);
    expect(expired.records.every((r) => r.copyrightLabel === '已过期')).toBe(true);
    expect(all.filter((d) => d.shelveTime && d.grounding === 'removed').length).toBeGreaterThanOrEqual(3);
  });

  it('timed shelving: a drama goes on the shelf when the mock’s clock passes its time, at the list’s next read', async () => {
    await signIn();
    const timed = dramas.all().filter((d) => d.shelveTime).sort((a, b) => a.shelveTime!.localeCompare(b.shelveTime!))[0];
    const listed = async () => (await api.post('drama/v1/page', { pageNum: 1, pageSize: 10, keyword: timed.codeJa }, PageSchema)).records[0];
    expect((await listed()).grounding).toBe('removed');
    const at = new Date(timed.shelveTime!.length === 16 ? `${timed.shelveTime}:00` : timed.shelveTime!).getTime();
    // Days ahead the session would have gone idle: sign in again at each time.
    setClock(() => at - 60_000);
    await signIn();
    expect((await listed()).grounding).toBe('removed');
    setClock(() => at);
    await signIn();
    const after = await listed();
    expect(after.grounding).toBe('uploaded');
    expect(after.shelveTime).toBeNull();
  });

  it('the demo controls’ clock: moving it forward past a timed shelving puts the drama on the shelf; a reset brings real time back', async () => {
    await signIn();
    const timed = dramas.all().filter((d) => d.shelveTime && d.grounding === 'removed').sort((a, b) => b.shelveTime!.localeCompare(a.shelveTime!))[0];
    const listed = async () => (await api.post('drama/v1/page', { pageNum: 1, pageSize: 10, keyword: timed.codeJa }, PageSchema)).records[0];
    expect((await listed()).grounding).toBe('removed');
    const at = new Date(timed.shelveTime!.length === 16 ? `${timed.shelveTime}:00` : timed.shelveTime!).getTime();
    const days = Math.ceil((at - Date.now()) / 86_400_000);
    expect(days).toBeGreaterThan(0);
    for (let i = 0; i < days; i++) advanceClock(86_400_000);
    expect(now()).toBeGreaterThanOrEqual(at);
    await signIn();
    expect((await listed()).grounding).toBe('uploaded');
    resetControls();
    expect(Math.abs(now() - Date.now())).toBeLessThan(1_000);
  });

  it('saves a drama with its episodes in order; refuses one without episodes, keeping nothing', async () => {
    await signIn();
    const drama = {
      name: '测试短剧', subtitle: '', titleJa: 'テストドラマ', codeJa: 'JPTEST01', totalEpisodes: 3, classificationId: 1, tagIds: [1, 2], logoId: null,
      score: 7.5, introduction: '', cover: '', episodeCover: '', singlePrice: 60, singleVipPrice: 30, wholePrice: 100, wholeVipPrice: 0,
      startChargeEpisode: 2, grade: 'B' as const, jumpDramaId: null, shelveTime: null, copyrightExpiry: null, virtualLikes: 0, virtualPlays: 0, virtualShares: 0,
    };
    const before = dramas.all().length;
    const error = await refusal(api.post('drama/v1/save', { drama, episodes: [] }));
    expect(error.message).toBe(zh('theater.drama.episodes.required'));
    expect(dramas.all().length).toBe(before);
    const bad = await refusal(api.post('drama/v1/save', { drama: { ...drama, score: 7.55 }, episodes: [] }));
    expect(bad.message).toBe(zh('theater.drama.score.decimal'));
    const ep = (video: string) => ({ number: 1, cover: '', video, duration: 90, price: null, vipPrice: null, charge: 'auto' });
    const saved = await api.post('drama/v1/save', { drama, episodes: [ep('/media/b.mp4'), ep('/media/a.mp4')] }, DramaWithEpisodesSchema);
    expect(saved.episodes.map((e) => [e.number, e.video])).toEqual([[1, '/media/b.mp4'], [2, '/media/a.mp4']]);
    expect(saved.drama).toMatchObject({ releasedEpisodes: 2, progress: '2/3', grounding: 'removed' });
    // Reorder and drop one: numbers follow the order sent.
    const [b, a] = saved.episodes;
    const again = await api.post('drama/v1/save', { id: saved.drama.id, version: saved.drama.version, drama, episodes: [{ ...a }] }, DramaWithEpisodesSchema);
    expect(again.episodes.map((e) => [e.id, e.number])).toEqual([[a.id, 1]]);
    expect(episodes.get(b.id)).toBeUndefined();
  });
});

describe('delete in use', () => {
  it('a classification or tag still used by dramas is refused, naming how many; an unused one goes', async () => {
    await signIn();
    const tag = tags.all()[0];
    const using = dramas.all().filter((d) => d.tagIds.includes(tag.id)).length;
    expect(using).toBeGreaterThan(0);
    const error = await refusal(api.post('tag/v1/delete', { ids: [tag.id], versions: [tag.version] }));
    expect(error.message).toBe(zh('theater.list.inUse', { count: using }));
    expect(error.message).toContain(String(using));
    expect(tags.get(tag.id)).toBeDefined();
    const cls = classifications.all()[0];
    const clsUsing = dramas.all().filter((d) => d.classificationId === cls.id).length;
    const refused = await refusal(api.post('classification/v1/delete', { ids: [cls.id], versions: [cls.version] }));
    expect(refused.message).toBe(zh('theater.list.inUse', { count: clsUsing }));
    const unused = tags.all().find((t) => !dramas.all().some((d) => d.tagIds.includes(t.id)))!;
    expect(unused).toBeDefined();
    await api.post('tag/v1/delete', { ids: [unused.id], versions: [unused.version] });
    expect(tags.get(unused.id)).toBeUndefined();
  });
});
