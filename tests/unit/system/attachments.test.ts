import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { resourceApi } from '@/lib/resource/api';
import { attachmentKindOf, attachmentResource } from '@/features/system/resources';
import { LoginResultSchema } from '@/records/session';
import { ATTACHMENT_KINDS, UploadResultSchema, type Attachment } from '@/records/attachments';
import { DEMO_CLIP } from '@/features/system/mock/seed/media';
import { attachments } from '@/features/system/mock/tables';
import { LIBRARY_PATH, LibraryPageSchema } from '@/lib/resource/library';
import { dramas } from '@/features/theater/mock';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const files = resourceApi(attachmentResource);

async function signIn() {
  const result = await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema);
  token.value = result.token;
}

async function list(filters: Record<string, unknown> = {}, pageSize = 100) {
  const page = await files.page({ pageNum: 1, pageSize, filters });
  return { rows: page.records as unknown as Attachment[], total: page.total };
}

describe('file library', () => {
  it('is seeded with about 40 files of every kind', async () => {
    await signIn();
    const { rows, total } = await list();
    expect(total).toBeGreaterThanOrEqual(38);
    for (const kind of ATTACHMENT_KINDS) expect(rows.filter((r) => r.kind === kind).length, kind).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(r.url).toMatch(/^(\/icons\/|\/demo\/|data:)/);
  });

  it('seeds videos that play: they point at the demo clip, a real WebM file whose size and type they carry', async () => {
    await signIn();
    const clip = readFileSync(join(process.cwd(), 'public', DEMO_CLIP.url));
    // EBML magic: a Matroska/WebM container.
    expect([...clip.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(clip.includes(Buffer.from('webm'))).toBe(true);
    const { rows } = await list({ kind: 'video' });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(r).toMatchObject({ url: '/demo/clip.webm', mime: 'video/webm', size: clip.length, sessionOnly: false });
  });

  it('names only the theater’s dramas: posters, episodes, subtitles and teasers agree with the catalogue', async () => {
    await signIn();
    const titles = new Set(dramas.all().map((d) => d.name));
    const { rows } = await list();
    const named = rows.flatMap((r) => {
      const m = /^(.+?)-(?:封面\.svg|第\d+集|预告片\.webm)/.exec(r.name) ?? /^新剧预告-(.+)\.webm$/.exec(r.name);
      return m ? [m[1]] : [];
    });
    expect(named.length).toBeGreaterThanOrEqual(11);
    expect(named.filter((title) => !titles.has(title))).toEqual([]);
    expect(rows.filter((r) => r.name.endsWith('-封面.svg'))).toHaveLength(4);
  });

  it('filters by kind', async () => {
    await signIn();
    for (const kind of ATTACHMENT_KINDS) {
      const { rows, total } = await list({ kind });
      expect(total).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.kind === kind)).toBe(true);
    }
    const { rows: images } = await list({ kind: 'image' });
    expect(images.every((r) => (r as unknown as { preview: string }).preview === r.url)).toBe(true);
    const { rows: videos } = await list({ kind: 'video' });
    expect(videos.every((r) => (r as unknown as { preview: string }).preview === '')).toBe(true);
  });

  it('upload returns a url and creates a library record of the right kind', async () => {
    await signIn();
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\n你好\n'], '第1集.srt', { type: 'application/x-subrip' });
    const saved = await api.upload('file/v1/upload', { file, kind: 'other' }, UploadResultSchema);
    expect(saved.url).toMatch(/^\/uploads\//);
    expect(saved).toMatchObject({ name: '第1集.srt', kind: 'text', uploader: 'admin', sessionOnly: false });
    expect(saved.size).toBe(new TextEncoder().encode('1\n00:00:01,000 --> 00:00:02,000\n你好\n').length);
    const { rows } = await list({ kind: 'text', name: '第1集.srt' });
    expect(rows.map((r) => r.id)).toEqual([saved.id]);

    const image = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    const cover = await api.upload<{ url: string; kind: string }>('file/v1/upload', { file: image, kind: 'image' });
    expect(cover.url).toBeTruthy();
    expect(cover.kind).toBe('image');
  });

  it('refuses an upload without a file', async () => {
    await signIn();
    await expect(api.upload('file/v1/upload', { kind: 'image' })).rejects.toMatchObject({ serverMessage: '请选择要上传的文件' });
  });

  it('renames and deletes; the kind of a file never changes', async () => {
    await signIn();
    const { rows } = await list({ kind: 'audio' });
    const target = rows[0];
    const renamed = await files.update({ id: target.id, version: target.version, name: '提示音-新版.wav' });
    expect((await files.info(target.id)).name).toBe('提示音-新版.wav');
    const again = await files.update({ id: target.id, version: renamed.version, kind: 'video' });
    expect((await files.info(target.id)).kind).toBe('audio');
    await files.remove([again]);
    await expect(files.info(target.id)).rejects.toMatchObject({ code: 404 });
  });

  it('tells kinds apart by type and extension', () => {
    expect(attachmentKindOf('video/mp4', 'a.mp4')).toBe('video');
    expect(attachmentKindOf('', 'clip.MOV')).toBe('video');
    expect(attachmentKindOf('image/webp', 'x')).toBe('image');
    expect(attachmentKindOf('audio/mpeg', 'x.mp3')).toBe('audio');
    expect(attachmentKindOf('text/plain', 'readme')).toBe('text');
    expect(attachmentKindOf('', 'sub.srt')).toBe('text');
    expect(attachmentKindOf('application/zip', 'pack.zip')).toBe('other');
    expect(attachmentKindOf('application/json', 'a.json')).toBe('other');
  });
});

describe('the file library as upload fields see it (GET file/v1/library)', () => {
  it('answers the files of one kind, newest first, by a part of the name, a page at a time', async () => {
    await signIn();
    const page = (query: Record<string, string | number>) => api.get(LIBRARY_PATH, query, LibraryPageSchema);
    const images = attachments.all().filter((a) => a.kind === 'image' && !a.sessionOnly);
    const first = await page({ kind: 'image', pageNum: 1, pageSize: 5 });
    expect(first.total).toBe(images.length);
    expect(first.rows.length).toBe(Math.min(5, images.length));
    const times = first.rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.rows.every((r) => attachments.get(r.id)?.kind === 'image')).toBe(true);
    const name = images[0].name;
    const found = await page({ kind: 'image', keyword: name.slice(0, 4), pageNum: 1, pageSize: 100 });
    expect(found.rows.map((r) => r.id)).toContain(images[0].id);
    expect(found.rows.every((r) => r.name.toLowerCase().includes(name.slice(0, 4).toLowerCase()))).toBe(true);
    const videos = await page({ kind: 'video', pageNum: 1, pageSize: 100 });
    expect(videos.rows.every((r) => attachments.get(r.id)?.kind === 'video')).toBe(true);
  });
});
