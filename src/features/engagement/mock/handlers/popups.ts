import * as v from 'valibot';
import { isMessageId, type MessageId } from '@/i18n';
import { formSchema } from '@/lib/resource/form-schema';
import { now } from '@/mocks/clock';
import { handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, isVersion, refuseStale } from '@/mocks/resource';
import { byWeight, popupIssues, savePopupCall, tickerPreviewCall, tickerShows, windowIssue, type Popup, type PopupRow, type SavePopupRequest } from '../../contract';
import { popupResource } from '../../resources/popups';
import { tickerResource } from '../../resources/ticker';
import { audienceWorld, reach } from '../tables/audience';
import { popups, shows, tickers } from '../tables';
import { dayOfTime } from '@/lib/report/period';
import { timeOf } from '@/lib/time';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { worldTable } from '@/mocks/db';

/* operate/horseRaceLamp (the ticker) and operate/pushPopup in the demo world. */

const actor = (user: MockUser) => ({ id: user.id, name: user.name });
const stamp = () => new Date(now()).toISOString();

function problem(schema: v.GenericSchema, value: unknown): MessageId | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const message = result.issues[0].message;
  return isMessageId(message) ? message : 'valid.invalid';
}

/* ---------------------------------------------------------------- the ticker */

export const tickerHandlers = [
  handleCall(tickerPreviewCall, () => {
    const at = now();
    const all = tickers.all();
    const shown = byWeight(all.filter((t) => tickerShows(t, at)));
    return ok({ at: new Date(at).toISOString(), items: shown.map((t) => ({ id: t.id, content: t.content, contentJa: t.contentJa, weight: t.weight })), hidden: all.length - shown.length });
  }),
  ...crudHandlers({
    def: tickerResource,
    table: tickers,
    // The form's cross-field rule, checked again here: both ends of the window or neither, in order.
    check: (values) => windowIssue(values.startTime, values.endTime),
    store: (values) => {
      const out = { ...values };
      for (const key of ['startTime', 'endTime']) if (key in out && (out[key] == null || out[key] === '')) out[key] = null;
      if (!('createTime' in out)) out.createTime = stamp();
      return out;
    },
  }),
];

/* ---------------------------------------------------------------- popups */

/** How many members each popup was shown to on the business day of `at` (today). */
function shownOn(at: number): Map<number, number> {
  const day = dayOfTime(at);
  const out = new Map<number, number>();
  for (const s of shows.all()) if (dayOfTime(timeOf(s.at)) === day) out.set(s.popupId, (out.get(s.popupId) ?? 0) + 1);
  return out;
}

/** A popup as the list shows it: how many members it reaches now, and how many it was shown to today. */
export function presentPopup(row: Popup, world = audienceWorld()): PopupRow {
  return { ...row, reach: reach(row, world).length, shownToday: shownOn(now()).get(row.id) ?? 0 };
}

async function savePopup(request: Request, input: SavePopupRequest, user: MockUser) {
  const current = input.id != null ? popups.get(input.id) : undefined;
  if (input.id != null && !current) return refuse(request, 'error.http.404', 404);
  const p = input.popup;
  const issue = problem(formSchema(popupResource, current ? 'edit' : 'add', { server: true }), p) ?? Object.values(popupIssues(p))[0] ?? null;
  if (issue) return refuse(request, issue, 400);
  const table = worldTable<Member>(MEMBER_TABLE);
  if (p.target === 'users' && p.memberIds.some((id) => !table.get(id))) return refuse(request, 'engage.audience.membersRequired', 400);
  if (current) {
    if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
    if (popups.isStale(current.id, input.version)) return refuseStale(request);
  }
  // What the app needs of the audience: the chosen members only for `users`, the segment only for `segment`.
  const values = {
    ...p,
    name: p.name.trim(),
    path: p.jumpType === 'inStation' ? p.path.trim() : '',
    memberIds: p.target === 'users' ? [...new Set(p.memberIds)].sort((a, b) => a - b) : [],
    segment: p.target === 'segment' ? p.segment : null,
    updateTime: stamp(),
  };
  const row = current ? (await popups.update(current.id, values, actor(user)))! : await popups.insert({ ...values, id: popups.nextId(), createTime: stamp() }, actor(user));
  return ok(presentPopup(row));
}

export const popupHandlers = [
  ...crudHandlers({
    def: popupResource,
    table: popups,
    present: (row) => presentPopup(row),
  }),
  handleCall(savePopupCall, ({ input, request, user }) => savePopup(request, input, user)),
];
