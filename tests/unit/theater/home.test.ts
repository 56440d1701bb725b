import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { LoginResultSchema } from '@/records/session';
import { HomePreviewSchema, bannerWindowIssue, columnNameRule } from '@/features/theater/contract';
import { banners, dramas, homeColumns } from '@/features/theater/mock';
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
const issue = (name: string) => {
  const result = v.safeParse(columnNameRule, name);
  return result.success ? null : result.issues[0].message;
};

describe('homepage column name (section 5: 2-20 characters)', () => {
  it('takes 2 to 20 characters as seen, and refuses 1 or 21 with the message', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), (n) => issue('热'.repeat(n)) === null));
    expect(issue('热')).toBe('theater.column.name.rule');
    expect(issue('热'.repeat(21))).toBe('theater.column.name.rule');
    // Spaces around do not count; an emoji counts as one character.
    expect(issue(' 热 ')).toBe('theater.column.name.rule');
    expect(issue('🔥热')).toBeNull();
    expect(zh('theater.column.name.rule')).toBe('栏目名称长度在 2 到 20 个字符');
  });

  it('the mock refuses a column of 1 character with the same message and stores nothing', async () => {
    await signIn();
    const before = homeColumns.all().length;
    const error = await refusal(api.post('homeColumn/v1/add', { name: '热', dramaIds: [1001], sort: 1, enabled: true }));
    expect(error.serverMessage).toBe(zh('theater.column.name.rule'));
    expect(homeColumns.all().length).toBe(before);
    await api.post('homeColumn/v1/add', { name: '热播', dramaIds: [1003, 1001], sort: 1, enabled: true });
    const added = homeColumns.all().find((c) => c.name === '热播')!;
    // The dramas keep the order chosen.
    expect(added.dramaIds).toEqual([1003, 1001]);
  });

  it('the seeded columns and banners point at dramas that exist', () => {
    for (const c of homeColumns.all()) for (const id of c.dramaIds) expect(dramas.get(id)).toBeTruthy();
    for (const b of banners.all()) if (b.jump === 'drama') expect(dramas.get(b.jumpDramaId!)).toBeTruthy();
  });
});

describe('banner display window', () => {
  it('is optional, needs both ends, and starts before it ends', () => {
    expect(bannerWindowIssue(null, null)).toBeNull();
    expect(bannerWindowIssue('2026-06-01T10:00', null)).toBe('theater.banner.window.both');
    expect(bannerWindowIssue('2026-06-01T10:00', '2026-06-01T10:00')).toBe('theater.banner.window.order');
    expect(bannerWindowIssue('2026-06-02T10:00', '2026-06-01T10:00')).toBe('theater.banner.window.order');
    expect(bannerWindowIssue('2026-06-01T10:00', '2026-06-01T10:01')).toBeNull();
  });

  it('the mock refuses a window that ends before it starts, and a jump to a drama without one', async () => {
    await signIn();
    const base = { image: '/icons/logo.svg', bannerTypeId: 1, jump: 'none', jumpDramaId: '', jumpLink: '', sort: 1, enabled: true, startTime: '', endTime: '' };
    const reversed = await refusal(api.post('banner/v1/add', { ...base, startTime: '2026-06-02T10:00', endTime: '2026-06-01T10:00' }));
    expect(reversed.serverMessage).toBe(zh('theater.banner.window.order'));
    const noDrama = await refusal(api.post('banner/v1/add', { ...base, jump: 'drama' }));
    expect(noDrama.serverMessage).toBe(zh('theater.banner.jumpDrama.required'));
    const before = banners.all().length;
    await api.post('banner/v1/add', { ...base, jump: 'drama', jumpDramaId: 1001, startTime: '2026-06-01T10:00', endTime: '2026-06-02T10:00' });
    expect(banners.all().length).toBe(before + 1);
    expect(banners.all().at(-1)).toMatchObject({ jump: 'drama', jumpDramaId: 1001, startTime: '2026-06-01T10:00' });
  });
});

describe("the app's home-screen preview (home/v1/preview)", () => {
  const preview = () => api.get('home/v1/preview', undefined, HomePreviewSchema);

  it('shows the enabled banners inside their window and the enabled columns, in order, with their dramas on the shelf', async () => {
    await signIn();
    const seen = await preview();
    const enabledColumns = homeColumns.all().filter((c) => c.enabled && c.dramaIds.some((id) => dramas.get(id)?.grounding === 'uploaded'));
    expect(seen.columns.map((c) => c.id)).toEqual([...enabledColumns].sort((a, b) => a.sort - b.sort || a.id - b.id).map((c) => c.id));
    expect(seen.hiddenColumns).toBe(homeColumns.all().length - seen.columns.length);
    for (const c of seen.columns) {
      const row = homeColumns.get(c.id)!;
      // The column's order, with the dramas off the shelf left out and counted.
      expect(c.dramas.map((d) => d.id)).toEqual(row.dramaIds.filter((id) => dramas.get(id)?.grounding === 'uploaded'));
      expect(c.offShelf).toBe(row.dramaIds.length - c.dramas.length);
    }
    expect(seen.banners.length + seen.hiddenBanners).toBe(banners.all().length);
    const sorts = seen.banners.map((b) => banners.get(b.id)!.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('follows the edits: a disabled banner, a drama taken off the shelf, a reordered column, a window that has not begun', async () => {
    await signIn();
    const before = await preview();
    const column = before.columns[0];
    const [first, second] = column.dramas;
    // Reorder the column: its second drama first.
    const row = homeColumns.get(column.id)!;
    await api.post('homeColumn/v1/update', { ...row, dramaIds: [second.id, first.id, ...row.dramaIds.filter((id) => id !== first.id && id !== second.id)] });
    // Take the column's (now second) drama off the shelf.
    const drama = dramas.get(first.id)!;
    await api.post('drama/v1/status', { id: drama.id, value: 'removed', version: drama.version });
    // Disable the first banner shown, and move another's window into the future.
    const [b1, b2] = before.banners;
    const sent = (id: number) => {
      const b = banners.get(id)!;
      return { ...b, jumpDramaId: b.jumpDramaId ?? '', startTime: b.startTime ?? '', endTime: b.endTime ?? '' };
    };
    await api.post('banner/v1/update', { ...sent(b1.id), enabled: false });
    await api.post('banner/v1/update', { ...sent(b2.id), startTime: '2099-01-01T00:00', endTime: '2099-02-01T00:00' });

    const after = await preview();
    const shown = after.columns.find((c) => c.id === column.id)!;
    expect(shown.dramas[0].id).toBe(second.id);
    expect(shown.dramas.map((d) => d.id)).not.toContain(first.id);
    expect(shown.offShelf).toBe(column.offShelf + 1);
    expect(after.banners.map((b) => b.id)).not.toContain(b1.id);
    expect(after.banners.map((b) => b.id)).not.toContain(b2.id);
    expect(after.hiddenBanners).toBe(before.hiddenBanners + 2);
  });
});
