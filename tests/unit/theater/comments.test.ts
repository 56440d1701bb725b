import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { resourceApi } from '@/lib/resource/api';
import { LoginResultSchema } from '@/records/session';
import { oplogResource } from '@/features/system/resources';
import type { OpLog } from '@/features/system/contract';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { CommentReportsSchema, CommentRowSchema, commentApi } from '@/features/theater/contract';
import { commentReports, comments, dramas, reportReasons } from '@/features/theater/mock';
import { commentResource } from '@/features/theater/resources';
import { worldTable } from '@/mocks/db';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const log = resourceApi(oplogResource);
const PageSchema = v.object({ records: v.array(CommentRowSchema), total: v.number() });

async function signIn(username = 'admin', password = 'admin123') {
  const result = await api.post('user/v1/login', { username, password }, LoginResultSchema);
  token.value = result.token;
  return result.user;
}
async function entries(table: string, recordId: number): Promise<OpLog[]> {
  const page = await log.page({ pageNum: 1, pageSize: 50, filters: { table, recordId: String(recordId) } });
  return page.records as unknown as OpLog[];
}
/** A comment with open reports (the seed has some), read from the list. */
async function reported() {
  const page = await api.post('comment/v1/page', { pageNum: 1, pageSize: 20, reportState: 'pending' }, PageSchema);
  expect(page.total).toBeGreaterThan(0);
  return page.records[0];
}

describe('theater/comment: the seeded comments and reports', () => {
  it('point at real members, dramas on the shelf with that episode, and enabled report reasons', async () => {
    await signIn();
    const members = worldTable<Member>(MEMBER_TABLE);
    expect(comments.all().length).toBeGreaterThanOrEqual(500);
    for (const c of comments.all()) {
      expect(members.get(c.memberId)).toBeTruthy();
      const drama = dramas.get(c.dramaId)!;
      expect(c.episodeNumber).toBeGreaterThanOrEqual(1);
      expect(c.episodeNumber).toBeLessThanOrEqual(drama.releasedEpisodes);
    }
    const reports = commentReports.all();
    expect(reports.some((r) => !r.handled)).toBe(true);
    expect(reports.some((r) => r.handled)).toBe(true);
    for (const r of reports) {
      expect(comments.get(r.commentId)).toBeTruthy();
      expect(members.get(r.reporterId)).toBeTruthy();
      expect(reportReasons.get(r.reasonId)?.enabled).toBe(true);
    }
  });

  it('the list names the member and the drama and counts the open reports from the tables; filters narrow it', async () => {
    await signIn();
    const row = await reported();
    const members = worldTable<Member>(MEMBER_TABLE);
    expect(row.memberName).toBe(members.get(row.memberId)!.nickname || members.get(row.memberId)!.name);
    expect(row.dramaName).toBe(dramas.get(row.dramaId)!.name);
    expect(row.pendingReports).toBe(commentReports.all().filter((r) => r.commentId === row.id && !r.handled).length);
    const byDrama = await api.post('comment/v1/page', { pageNum: 1, pageSize: 100, drama: row.dramaName }, PageSchema);
    expect(byDrama.total).toBe(comments.all().filter((c) => dramas.get(c.dramaId)!.name.includes(row.dramaName)).length);
    expect(byDrama.records.map((r) => r.id)).toContain(row.id);
    const hidden = await api.post('comment/v1/page', { pageNum: 1, pageSize: 100, visible: false }, PageSchema);
    expect(hidden.total).toBe(comments.all().filter((c) => !c.visible).length);
    const never = await api.post('comment/v1/page', { pageNum: 1, pageSize: 100, reportState: 'none' }, PageSchema);
    expect(never.total).toBeGreaterThan(0);
    expect(never.records.every((r) => r.reports === 0)).toBe(true);
  });
});

describe('theater/comment: handling reports', () => {
  it('dismiss: the report is handled, the comment stays shown, and the operation log has the write with the operator', async () => {
    const me = await signIn();
    const row = await reported();
    const { reports } = await commentApi.reports(row.id);
    const open = reports.find((r) => !r.handled)!;
    expect(open.reasonName).toBe(reportReasons.get(open.reasonId)!.name);
    const after = v.parse(CommentReportsSchema, await commentApi.handleReport({ id: open.id, version: open.version, action: 'dismiss' }));
    const handled = after.reports.find((r) => r.id === open.id)!;
    expect(handled).toMatchObject({ handled: true, handling: 'dismissed', handledBy: me.name });
    expect(after.comment.visible).toBe(row.visible);
    const logged = await entries('commentReports', open.id);
    expect(logged[0]).toMatchObject({ op: 'update', operator: me.name });
    expect(logged[0].changed).toEqual(expect.arrayContaining(['handled', 'handling']));
    // Handled once: a second handling is refused.
    const again = await commentApi.handleReport({ id: open.id, version: handled.version, action: 'hide' }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ApiError);
    expect(comments.get(row.id)!.visible).toBe(row.visible);
  });

  it('hide: the comment is hidden, every open report on it handled, both recorded in the operation log', async () => {
    const me = await signIn();
    const row = await reported();
    const { reports } = await commentApi.reports(row.id);
    const open = reports.filter((r) => !r.handled);
    const after = await commentApi.handleReport({ id: open[0].id, version: open[0].version, action: 'hide' });
    expect(after.comment.visible).toBe(false);
    expect(after.comment.pendingReports).toBe(0);
    for (const r of open) expect(after.reports.find((x) => x.id === r.id)).toMatchObject({ handled: true, handling: 'hidden' });
    if (row.visible) {
      const hiddenLog = await entries('comments', row.id);
      expect(hiddenLog[0]).toMatchObject({ op: 'update', operator: me.name, changed: ['visible'] });
    }
    for (const r of open) expect((await entries('commentReports', r.id))[0]).toMatchObject({ op: 'update', operator: me.name });
  });

  it('an old version of the report is refused (409) and nothing changes', async () => {
    await signIn();
    const row = await reported();
    const open = (await commentApi.reports(row.id)).reports.find((r) => !r.handled)!;
    const error = await commentApi.handleReport({ id: open.id, version: open.version + 1, action: 'dismiss' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(409);
    expect(commentReports.get(open.id)!.handled).toBe(false);
  });
});

describe('theater/comment: bulk hide, switch and delete', () => {
  it('bulk hide hides the shown ones among the chosen, counts them, and logs each', async () => {
    const me = await signIn();
    const page = await api.post('comment/v1/page', { pageNum: 1, pageSize: 5, visible: true }, PageSchema);
    const ids = page.records.map((r) => r.id);
    const alreadyHidden = comments.all().find((c) => !c.visible)!;
    const { hidden } = await commentApi.hide([...ids, alreadyHidden.id]);
    expect(hidden).toBe(ids.length);
    for (const id of ids) {
      expect(comments.get(id)!.visible).toBe(false);
      expect((await entries('comments', id))[0]).toMatchObject({ op: 'update', operator: me.name, changed: ['visible'] });
    }
  });

  it('the kit’s switch shows a hidden comment again; delete takes its reports with it', async () => {
    await signIn();
    const list = resourceApi(commentResource);
    const row = await reported();
    const shown = await list.setStatus({ id: row.id, version: row.version }, !row.visible);
    expect(shown.visible).toBe(!row.visible);
    const current = comments.get(row.id)!;
    await api.post('comment/v1/delete', { ids: [row.id], versions: [current.version] });
    expect(comments.get(row.id)).toBeUndefined();
    expect(commentReports.all().some((r) => r.commentId === row.id)).toBe(false);
  });

});
