import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { LIBRARY_PATH, LibraryPageSchema, LibraryQuerySchema } from '@/lib/resource/library';
import './messages';

/*
 * The file library's attachments (shared records): every upload field of every form uploads with
 * `uploadCall` and picks from the library with `libraryCall`; the system area lists and previews
 * the library (system/attachmentManagement).
 */

/** Valibot messages are message ids, translated where shown. */
const m = (id: MessageId) => id;

/** The file library's kinds, in the spec's order (section 2: video, image, other, audio, text). */
export const ATTACHMENT_KINDS = ['video', 'image', 'other', 'audio', 'text'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A file of the library (system/attachmentManagement). Uploads anywhere in the console create one. */
export const AttachmentSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(ATTACHMENT_KINDS),
  url: v.string(),
  /** Bytes. */
  size: v.number(),
  mime: v.string(),
  /** A blob: URL of a large browser upload: it lives only as long as the page that made it. */
  sessionOnly: v.boolean(),
  uploader: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/** What POST file/v1/upload answers: the new attachment (its `url` is what upload fields keep). */
export const UploadResultSchema = AttachmentSchema;

/** Multipart fields of POST file/v1/upload. */
export const UploadRequestSchema = v.object({
  file: v.blob(m('system.attachment.noFile')),
  /** The library the upload field asks for; 'other' (or none) lets the file's own type decide. */
  kind: v.optional(v.picklist(ATTACHMENT_KINDS)),
});
export const uploadCall = defineCall<{ file: Blob; kind?: AttachmentKind }, Attachment>({
  method: 'UPLOAD',
  path: 'file/v1/upload',
  request: UploadRequestSchema,
  response: UploadResultSchema,
  access: 'write',
  grant: ['system/attachmentManagement', 'system/menu', 'theater/shortDramaContent', 'theater/classification', 'theater/homePage', 'operate/task', 'operate/pushPopup'],
  summary: 'Uploads a file (multipart `file`, `kind`): answers the new attachment of the file library.',
  notes: 'Every upload field of every form uses it; the file lands in the library (`attachment` resource). At most 100 MB. A page with an upload field is named in the grant (tests/unit/grants.test.ts checks).',
});

export const libraryCall = defineCall({
  method: 'GET',
  path: LIBRARY_PATH,
  request: LibraryQuerySchema,
  response: LibraryPageSchema,
  access: 'read',
  grant: uploadCall.grant,
  summary: 'The file library for an upload field: files of one kind (`kind`), newest first, optionally by a part of the name (`keyword`), a page at a time.',
  notes: 'Granted to every page with an upload field (as `file/v1/upload`): a form may pick a file already in the library instead of uploading it again. Files of this session only (large browser uploads) are left out: their link dies with the page that made them.',
});

/** An upload as a form sends it: the file and its library kind; answers the new attachment. */
export const attachmentApi = { upload: (file: File, kind: AttachmentKind) => uploadCall.send({ file, kind }) };
