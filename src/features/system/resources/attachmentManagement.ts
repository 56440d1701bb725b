import * as v from 'valibot';
import { ATTACHMENT_KINDS, AttachmentSchema, type AttachmentKind } from '@/records/attachments';
import { defineResource } from '@/lib/resource/define';
import { mediaUrlRule, nameRule } from '@/lib/text';

/* system/attachmentManagement: the file library. */

export const ATTACHMENT_KIND_OPTIONS = ATTACHMENT_KINDS.map((value) => ({ value, label: `system.attachment.kind.${value}` as const }));

/** Files up to this size are kept as data: URLs by the demo (they survive a reload); larger ones as blob: URLs. */
export const INLINE_UPLOAD_LIMIT = 512 * 1024;
/** The largest file the library takes. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

const EXTENSIONS: Record<Exclude<AttachmentKind, 'other'>, string[]> = {
  video: ['mp4', 'webm', 'mov', 'm4v', 'mkv', 'm3u8', 'avi'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'ico', 'avif'],
  audio: ['mp3', 'wav', 'aac', 'm4a', 'ogg', 'flac', 'opus'],
  text: ['txt', 'srt', 'vtt', 'md', 'csv', 'log', 'ass'],
};

/** The library kind of a file, from its MIME type, else its extension. */
export function attachmentKindOf(mime: string, name: string): AttachmentKind {
  const type = mime.toLowerCase().split(';')[0].trim();
  const ext = name.toLowerCase().includes('.') ? name.toLowerCase().split('.').pop()! : '';
  for (const kind of ['video', 'image', 'audio', 'text'] as const) {
    if (type.startsWith(`${kind}/`) || EXTENSIONS[kind].includes(ext)) return kind;
  }
  return 'other';
}

/** An attachment as the list shows it: with `preview`, the URL to show as a thumbnail (images only). */
export const AttachmentListSchema = v.object({ ...AttachmentSchema.entries, preview: v.string() });

export const attachmentResource = defineResource(AttachmentListSchema, {
  name: 'attachment',
  endpoint: 'attachment',
  grant: 'system/attachmentManagement',
  title: 'system.attachment.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'preview', label: 'system.attachment.preview', kind: 'image', width: 72 },
    { key: 'name', label: 'system.attachment.name', sortable: true, width: 180 },
    { key: 'kind', label: 'system.attachment.kind', kind: 'enum', options: ATTACHMENT_KIND_OPTIONS, width: 80 },
    { key: 'mime', label: 'system.attachment.mime', width: 140, hidden: true },
    { key: 'size', label: 'system.attachment.size', kind: 'bytes', sortable: true, width: 110 },
    { key: 'uploader', label: 'system.attachment.uploader', width: 100 },
    { key: 'sessionOnly', label: 'system.attachment.sessionOnly', kind: 'bool', width: 110, hidden: true },
    { key: 'createTime', label: 'system.attachment.createTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'name', label: 'system.attachment.name', kind: 'text' },
    { key: 'kind', label: 'system.attachment.kind', kind: 'select', options: ATTACHMENT_KIND_OPTIONS },
    { key: 'uploader', label: 'system.attachment.uploader', kind: 'text' },
    { key: 'createTime', label: 'system.attachment.createTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'name', label: 'system.attachment.name', kind: 'text', required: true, rule: nameRule(1, 120, 'system.attachment.nameLength'), example: 'poster-demo.svg' },
    { key: 'kind', label: 'system.attachment.kind', kind: 'select', required: true, options: ATTACHMENT_KIND_OPTIONS, rule: v.picklist(ATTACHMENT_KINDS, 'valid.invalid'), readOnlyOnEdit: true, example: 'image' },
    { key: 'url', label: 'system.attachment.url', kind: 'text', required: true, rule: mediaUrlRule('system.attachment.urlRule'), readOnlyOnEdit: true, wide: true, example: '/icons/logo.svg' },
  ],
  // Files arrive by upload (the page's 上传 button), not by the add form.
  can: { edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});
