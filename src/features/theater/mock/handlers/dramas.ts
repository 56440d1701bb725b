import { http } from 'msw';
import * as v from 'valibot';
import { isMessageId, translate } from '@/i18n';
import { formSchema } from '@/lib/resource/form-schema';
import { CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { API, handleCall, language, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, isVersion, refuseStale } from '@/mocks/resource';
import { COPYRIGHT_ALERT_DAYS, DRAMA_ENDPOINT, copyrightAlertsCall, copyrightState, type Drama, type Episode } from '@/records/dramas';
import { dramaEpisodesCall, dramaIssues, saveDramaCall, timeOf, type DramaRow, type SaveDramaRequest } from '../../contract';
import { bannerTypeResource, classificationResource, dramaResource, h5Resource, logoResource, reportReasonResource, tagResource } from '../../resources';
import { bannerTypes, classifications, dramas, episodes, h5Pages, logos, reportReasons, tags } from '../tables';

const actor = (user: MockUser) => ({ id: user.id, name: user.name });

/** The alert setting of system/systemConfiguration (read through the system area's contract). */
export function alertDays(): number {
  return worldTable<SystemConfig>(CONFIG_TABLE).get(1)?.copyrightAlertDays ?? COPYRIGHT_ALERT_DAYS;
}

/**
 * Timed shelving: every drama whose shelving time has come (by the mock's clock) goes on the
 * shelf, written as the system's change (the operation log shows it). Run before each drama read,
 * so the list shows it at its next refresh.
 */
export async function applyTimedShelving(at = now()): Promise<number> {
  const due = dramas.all().filter((d) => d.shelveTime && timeOf(d.shelveTime) <= at);
  for (const d of due) await dramas.update(d.id, { grounding: 'uploaded', shelveTime: null, updateTime: new Date(at).toISOString() });
  return due.length;
}

/** A drama as the list shows it: its copyright state by the clock and the alert setting, named in the caller's language. */
export function presentDrama(row: Drama, request?: Request, at = now(), days = alertDays()): DramaRow {
  const copyright = copyrightState(row.copyrightExpiry, at, days);
  const lang = request ? language(request) : 'ZH';
  return {
    ...row,
    copyright: copyright?.state ?? null,
    copyrightDaysLeft: copyright ? copyright.daysLeft : null,
    copyrightLabel: !copyright ? '' : copyright.state === 'expired' ? translate(lang, 'theater.copyright.expired') : translate(lang, 'theater.copyright.daysLeft', { days: copyright.daysLeft }),
    progress: `${row.releasedEpisodes}/${row.totalEpisodes}`,
  };
}

/** A drama's episodes in order. */
export function episodesOf(dramaId: number): Episode[] {
  return episodes.all().filter((e) => e.dramaId === dramaId).sort((a, b) => a.number - b.number);
}

/** How many dramas use a classification or a tag (a delete of one in use is refused naming it). */
export function dramasUsing(kind: 'classification' | 'tag' | 'logo', id: number): number {
  return dramas.all().filter((d) => (kind === 'classification' ? d.classificationId === id : kind === 'tag' ? d.tagIds.includes(id) : d.logoId === id)).length;
}

const inUse = (kind: 'classification' | 'tag' | 'logo') => (row: { id: number }) => {
  const count = dramasUsing(kind, row.id);
  return count ? { id: 'theater.list.inUse' as const, values: { count } } : null;
};

/** Before every drama read: the shelving times that have come. */
const shelveFirst = (path: string, method: 'get' | 'post' = 'post') =>
  http[method](`${API}/${path}`, async () => {
    await applyTimedShelving();
    return undefined;
  });

async function save(request: Request, input: SaveDramaRequest, user: MockUser) {
  const current = input.id != null ? dramas.get(input.id) : undefined;
  if (input.id != null && !current) return refuse(request, 'error.http.404', 404);
  const issues = dramaIssues({ ...input.drama, id: input.id }, input.episodes, now());
  const first = Object.values(issues)[0];
  if (first) return refuse(request, first, 400);
  // The form's field rules (name, lengths, whole numbers, URLs), as the list kit checks an add.
  const checked = v.safeParse(formSchema(dramaResource, current ? 'edit' : 'add', { server: true }), input.drama);
  if (!checked.success) return refuse(request, isMessageId(checked.issues[0].message) ? checked.issues[0].message : 'valid.invalid', 400);
  for (const key of ['classificationId', 'logoId', 'jumpDramaId'] as const) {
    const id = input.drama[key];
    const exists = (n: number) => Boolean(key === 'classificationId' ? classifications.get(n) : key === 'logoId' ? logos.get(n) : dramas.get(n));
    if (id != null && !exists(id)) return refuse(request, 'valid.invalid', 400);
  }
  if (input.drama.tagIds.some((id) => !tags.get(id))) return refuse(request, 'valid.invalid', 400);
  if (current) {
    if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
    if (dramas.isStale(current.id, input.version)) return refuseStale(request);
  }
  const stamp = new Date(now()).toISOString();
  const values = { ...input.drama, score: Number(input.drama.score), startChargeEpisode: Number(input.drama.startChargeEpisode), releasedEpisodes: input.episodes.length, updateTime: stamp };
  const row = current
    ? (await dramas.update(current.id, values as Partial<Drama>, actor(user)))!
    : await dramas.insert({ ...values, id: dramas.nextId(), grounding: 'removed', createTime: stamp }, actor(user));
  // Episodes: numbered in the order sent; kept ones updated, new ones added, the rest deleted.
  const before = new Map(episodesOf(row.id).map((e) => [e.id, e]));
  const kept = new Set<number>();
  for (const [i, e] of input.episodes.entries()) {
    const next = { number: i + 1, cover: e.cover, video: e.video, duration: e.duration, price: e.price, vipPrice: e.vipPrice, charge: e.charge };
    const old = e.id != null ? before.get(e.id) : undefined;
    if (old) {
      kept.add(old.id);
      if (JSON.stringify({ ...old, ...next }) !== JSON.stringify(old)) await episodes.update(old.id, next, actor(user));
    } else {
      await episodes.insert({ ...next, id: episodes.nextId(), dramaId: row.id }, actor(user));
    }
  }
  for (const id of before.keys()) if (!kept.has(id)) episodes.remove(id, actor(user));
  return ok({ drama: presentDrama(row, request), episodes: episodesOf(row.id) });
}

export const theaterHandlers = [
  shelveFirst(`${DRAMA_ENDPOINT}/v1/page`),
  shelveFirst(`${DRAMA_ENDPOINT}/v1/export`),
  shelveFirst(`${DRAMA_ENDPOINT}/v1/info`, 'get'),
  shelveFirst(copyrightAlertsCall.path, 'get'),
  shelveFirst(dramaEpisodesCall.path, 'get'),
  ...crudHandlers({
    def: dramaResource,
    table: dramas,
    present: (row, { request }) => presentDrama(row, request),
    filterBy: {
      keyword: (row, value) => {
        const needle = String(value).trim().toLowerCase();
        return !needle || [row.name, row.titleJa, row.codeJa, String(row.id)].some((x) => x.toLowerCase().includes(needle));
      },
      copyright: (row, value) => copyrightState(row.copyrightExpiry, now(), alertDays())?.state === value,
    },
    // A drama another drama jumps to names that one; the episodes go with their drama.
    afterWrite: (row, op, { user }) => {
      if (op === 'status' && row?.grounding === 'uploaded' && row.shelveTime) void dramas.update(row.id, { shelveTime: null }, actor(user));
      if (op !== 'delete' || !row) return;
      for (const e of episodesOf(row.id)) episodes.remove(e.id, actor(user));
    },
  }),
  handleCall(dramaEpisodesCall, ({ input, request }) => {
    const row = dramas.get(input.id);
    return row ? ok({ drama: presentDrama(row, request), episodes: episodesOf(row.id) }) : refuse(request, 'error.http.404', 404);
  }),
  handleCall(saveDramaCall, ({ input, request, user }) => save(request, input, user)),
  handleCall(copyrightAlertsCall, () => {
    const at = now();
    const days = alertDays();
    const flagged = dramas
      .all()
      .map((d) => ({ d, c: copyrightState(d.copyrightExpiry, at, days) }))
      .filter((x) => x.c && x.c.state !== 'valid')
      .sort((a, b) => timeOf(a.d.copyrightExpiry!) - timeOf(b.d.copyrightExpiry!))
      .map(({ d, c }) => ({ id: d.id, name: d.name, copyrightExpiry: d.copyrightExpiry!, state: c!.state, daysLeft: c!.daysLeft }));
    return ok({ alertDays: days, count: flagged.length, dramas: flagged });
  }),
  ...crudHandlers({ def: classificationResource, table: classifications, beforeDelete: inUse('classification') }),
  ...crudHandlers({ def: tagResource, table: tags, beforeDelete: inUse('tag') }),
  ...crudHandlers({ def: logoResource, table: logos, beforeDelete: inUse('logo') }),
  ...crudHandlers({ def: bannerTypeResource, table: bannerTypes }),
  ...crudHandlers({ def: reportReasonResource, table: reportReasons }),
  ...crudHandlers({ def: h5Resource, table: h5Pages }),
];

