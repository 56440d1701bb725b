import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { AudienceSchema, audienceIssues } from '@/records/audience';
import { Id, text } from './fields';

/* ================================================================================================
 * Push popups (operate/pushPopup).
 * ============================================================================================== */

export const JUMP_TYPES = ['inStation', 'none'] as const;
export type JumpType = (typeof JUMP_TYPES)[number];

export const PopupSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  name: v.string(),
  image: v.string(),
  /** Display order: smaller first. */
  sort: v.number(),
  jumpType: v.picklist(JUMP_TYPES),
  /** The in-station path the popup opens (jump type in-station only). */
  path: v.string(),
  ...AudienceSchema.entries,
  enabled: v.boolean(),
  createTime: v.string(),
  updateTime: v.string(),
});
export type Popup = v.InferOutput<typeof PopupSchema>;
/**
 * A popup as the list shows it: how many members it reaches now, and how many it was shown to
 * today (the business day; each shown at most once a day, counted in the daily cap with pushes).
 */
export const PopupRowSchema = v.object({ ...PopupSchema.entries, reach: v.number(), shownToday: v.number() });
export type PopupRow = v.InferOutput<typeof PopupRowSchema>;
export const POPUP_TABLE = 'popups';
export const POPUP_ENDPOINT = 'popup';

/** An in-station path: the app's own route, '/…' (no other site). */
export const IN_STATION_PATH = /^\/[A-Za-z0-9/_\-?=&.%]{0,199}$/;

/** The popup rules beyond each field's own: an in-station jump needs its path, and the audience. */
export function popupIssues(p: { jumpType?: unknown; path?: unknown; target?: unknown; memberIds?: unknown; segment?: unknown }): Partial<Record<string, MessageId>> {
  const out: Partial<Record<string, MessageId>> = { ...audienceIssues(p) };
  if (p.jumpType === 'inStation') {
    const path = typeof p.path === 'string' ? p.path.trim() : '';
    if (!path) out.path = 'engage.popup.pathRequired';
    else if (!IN_STATION_PATH.test(path)) out.path = 'engage.popup.pathRule';
  }
  return out;
}

export const PopupInputSchema = v.object({
  name: text(30),
  image: v.pipe(v.string(), v.maxLength(2_000_000)),
  sort: v.number(),
  jumpType: v.picklist(JUMP_TYPES),
  path: text(200),
  ...AudienceSchema.entries,
  enabled: v.boolean(),
});
export const SavePopupRequestSchema = v.object({ id: v.optional(v.nullable(Id)), version: v.optional(v.nullable(RecordVersion)), popup: PopupInputSchema });
export type SavePopupRequest = v.InferOutput<typeof SavePopupRequestSchema>;
export const savePopupCall = defineCall({
  method: 'POST',
  path: 'popup/v1/save',
  request: SavePopupRequestSchema,
  response: PopupRowSchema,
  access: 'write',
  grant: 'operate/pushPopup',
  summary: 'Adds or edits a push popup with its audience; answers it with its reach now.',
  notes: 'An in-station jump needs its path (/…); no jump keeps none. Chosen members must exist; a segment is one of lowBalance, vipExpiring, streak.',
});
