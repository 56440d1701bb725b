import { INLINE_UPLOAD_LIMIT, MAX_UPLOAD_BYTES, attachmentKindOf, attachmentResource } from '../../resources';
import { type Attachment, type AttachmentKind, uploadCall, libraryCall } from '@/records/attachments';
import { runsInBrowser } from '@/mocks/area';
import { handleCall, ok, refuse } from '@/mocks/http';
import { crudHandlers } from '@/mocks/resource';
import { attachments } from '../tables';
import { base64, dataUrlMime, dataUrlSize } from '../seed/media';

/* system/attachmentManagement: the file library, and the upload every form uses. */

async function toDataUrl(file: Blob, mime: string): Promise<string> {
  return `data:${mime};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
}

/**
 * Where an uploaded file lives. In the browser (the demo's world worker) a small file becomes a
 * data: URL (it survives a reload with the demo's journal), a large one a blob: URL (while the
 * worker lives). In Node (tests, the mock server) the bytes are dropped and the URL is made up.
 */
async function store(file: Blob, name: string, mime: string): Promise<{ url: string; sessionOnly: boolean }> {
  if (!runsInBrowser()) return { url: `/uploads/${Date.now().toString(36)}-${encodeURIComponent(name)}`, sessionOnly: false };
  if (file.size < INLINE_UPLOAD_LIMIT) return { url: await toDataUrl(file, mime), sessionOnly: false };
  return { url: URL.createObjectURL(file), sessionOnly: true };
}

const presentAttachment = (row: Attachment) => ({ ...row, preview: row.kind === 'image' ? row.url : '' });

export const attachmentHandlers = [
  handleCall(uploadCall, async ({ request, user, input }) => {
    const { file } = input;
    const name = ((file as File).name || 'file').slice(0, 120);
    if (file.size > MAX_UPLOAD_BYTES) return refuse(request, 'system.attachment.tooLarge', 400);
    const mime = file.type || 'application/octet-stream';
    const guessed = attachmentKindOf(mime, name);
    // Upload fields ask for 'image', 'video' or 'other'; the file's own type decides when it is more precise.
    const kind: AttachmentKind = !input.kind || input.kind === 'other' ? guessed : input.kind;
    const { url, sessionOnly } = await store(file, name, mime);
    const row = await attachments.insert(
      { id: attachments.nextId(), name, kind, url, size: file.size, mime, sessionOnly, uploader: user.name, createTime: new Date().toISOString() },
      { id: user.id, name: user.name },
    );
    return ok(presentAttachment(row));
  }),

  // An upload field's picker: the files of its kind, newest first (files of one browser session only are left out).
  handleCall(libraryCall, ({ input }) => {
    const needle = (input.keyword ?? '').trim().toLowerCase();
    const files = attachments
      .all()
      .filter((a) => a.kind === input.kind && !a.sessionOnly && (!needle || a.name.toLowerCase().includes(needle)))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    const start = (input.pageNum - 1) * input.pageSize;
    const rows = files.slice(start, start + input.pageSize).map(({ id, name, url, size, createTime }) => ({ id, name, url, size, createTime }));
    return ok({ rows, total: files.length });
  }),

  ...crudHandlers<Attachment>({
    def: attachmentResource,
    table: attachments,
    present: presentAttachment,
    create: (values, { user, table }) => {
      const url = String(values.url).trim();
      const name = String(values.name).trim();
      const mime = url.startsWith('data:') ? dataUrlMime(url) : 'application/octet-stream';
      return {
        id: table.nextId(),
        name,
        kind: values.kind as AttachmentKind,
        url,
        size: url.startsWith('data:') ? dataUrlSize(url) : 0,
        mime,
        sessionOnly: url.startsWith('blob:'),
        uploader: user.name,
        createTime: new Date().toISOString(),
      };
    },
    afterWrite: (row, op) => {
      // A deleted session-only file frees its memory.
      if (op === 'delete' && row?.url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(row.url);
    },
  }),
];
