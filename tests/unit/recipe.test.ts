import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { areas } from '@/app/areas';
import type { AreaManifest } from '@/lib/area';
import { resourceCalls } from '@/lib/resource/calls';
import type { ResourceDef } from '@/lib/resource/types';

/**
 * The recipe of docs/architecture.md ("Adding a page"), walked on a scratch list page: a copy of
 * the system area gets a `system/notice` list (公告) exactly as the recipe says, and the test checks
 * that those files, all inside the area's folder, are all it takes: the manifest puts the page in
 * the menu registry with its component, the resource declares its calls under the page's grant,
 * the messages name every label in both languages, and the area's mock answers its calls.
 */
const root = join(__dirname, '..', '..');
const AREA = 'system';
const real = join(root, 'src', 'features', AREA);
// Inside the project, so the copy's bare imports (valibot, react) resolve from node_modules.
const scratchRoot = join(root, 'node_modules', '.cache', `recipe-${process.pid}`);
const scratch = join(scratchRoot, AREA);

/** The recipe's steps for a list page `system/notice`, as edits of the area's files. */
function applyRecipe(dir: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  const edit = (file: string, change: (text: string) => string) => {
    const before = readFileSync(join(dir, file), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`the recipe's edit of ${file} changed nothing`);
    writeFileSync(join(dir, file), after);
  };
  // 1. contract/: the record's schema, one line in contract/index.ts.
  write(
    'contract/notices.ts',
    `import * as v from 'valibot';
import { RecordVersion } from '@/lib/api/contract';

export const NoticeSchema = v.object({ id: v.number(), title: v.string(), enabled: v.boolean(), createTime: v.string(), version: RecordVersion });
export type Notice = v.InferOutput<typeof NoticeSchema>;
`,
  );
  edit('contract/index.ts', (t) => `${t}export * from './notices';\n`);
  // 2. resources/: its definition, granted to the page's menu path; listed in resources/index.ts.
  write(
    'resources/notice.ts',
    `import * as v from 'valibot';
import { NoticeSchema } from '../contract';
import { defineResource } from '@/lib/resource/define';

export const noticeResource = defineResource(NoticeSchema, {
  name: 'notice',
  endpoint: 'notice',
  grant: 'system/notice',
  title: 'system.notice.title',
  labelKey: 'title',
  columns: [
    { key: 'title', label: 'system.notice.name', width: 200 },
    { key: 'enabled', label: 'system.notice.enabled', kind: 'status', width: 90 },
    { key: 'createTime', label: 'system.notice.createTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [{ key: 'title', label: 'system.notice.name', kind: 'text' }],
  fields: [{ key: 'title', label: 'system.notice.name', kind: 'text', required: true, rule: v.pipe(v.string(), v.maxLength(50)) }],
  status: { key: 'enabled', on: true, off: false, label: 'system.notice.enabled' },
  can: { add: true, edit: true, delete: true, export: true },
});
`,
  );
  edit('resources/index.ts', (t) =>
    t
      .replace("import { versionResource } from './version';", "import { versionResource } from './version';\nimport { noticeResource } from './notice';")
      .replace("export * from './version';", "export * from './version';\nexport * from './notice';")
      .replace('versionResource, attachmentResource', 'versionResource, noticeResource, attachmentResource'),
  );
  // 3. messages.ts: its labels, Chinese and English.
  edit('messages.ts', (t) =>
    t.replace(
      "  'system.version.title':",
      `  'system.notice.title': { zh: '公告', en: 'notice' },
  'system.notice.name': { zh: '标题', en: 'Title' },
  'system.notice.enabled': { zh: '启用', en: 'Enabled' },
  'system.notice.createTime': { zh: '创建时间', en: 'Created' },
  'system.version.title':`,
    ),
  );
  // 4. mock/: its seed, its table in tables.ts, its handlers, listed in mock/index.ts.
  write(
    'mock/seed/notices.ts',
    `import type { Notice } from '../../contract';
import type { Fresh } from '@/mocks/table';

export function seedNotices(): Fresh<Notice>[] {
  return [{ id: 1, title: '系统维护通知', enabled: true, createTime: '2026-11-01T03:00:00Z' }];
}
`,
  );
  edit('mock/tables.ts', (t) =>
    t
      .replace("import { seedVersions } from './seed/versions';", "import { seedVersions } from './seed/versions';\nimport { seedNotices } from './seed/notices';\nimport { NoticeSchema, type Notice } from '../contract/notices';")
      .concat("\nexport const notices = defineTable<Notice>('notices', NoticeSchema, seedNotices, { label: 'system.notice.title' });\n"),
  );
  write(
    'mock/handlers/notices.ts',
    `import { noticeResource } from '../../resources';
import type { Notice } from '../../contract';
import { crudHandlers } from '@/mocks/resource';
import { notices } from '../tables';

export const noticeHandlers = crudHandlers<Notice>({
  def: noticeResource,
  table: notices,
  create: (values, { table }) => ({ id: table.nextId(), title: String(values.title).trim(), enabled: true, createTime: new Date().toISOString() }),
});
`,
  );
  edit('mock/index.ts', (t) =>
    t
      .replace("import { versionHandlers } from './handlers/versions';", "import { versionHandlers } from './handlers/versions';\nimport { noticeHandlers } from './handlers/notices';")
      .replace('...versionHandlers,', '...versionHandlers, ...noticeHandlers,'),
  );
  // 5. pages/<menu path>.tsx: the page.
  write(
    'pages/notice.tsx',
    `import { ResourcePage } from '@/lib/resource';
import { noticeResource } from '../resources';

export default function NoticePage() {
  return <ResourcePage def={noticeResource} />;
}
`,
  );
  // 6. index.ts: its menu entry (names, place) and its page.
  edit('index.ts', (t) =>
    t
      .replace("      'system/tools': {", "      'system/notice': { name: '公告管理', nameEn: 'Notices', sort: 9 },\n      'system/tools': {")
      .replace("    'system/tools': () => import('./pages/tools'),", "    'system/tools': () => import('./pages/tools'),\n    'system/notice': () => import('./pages/notice'),"),
  );
}

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, base) : [relative(base, path)];
  });
}

function changedFiles(): string[] {
  return files(scratch)
    .filter((f) => !existsSync(join(real, f)) || readFileSync(join(real, f), 'utf8') !== readFileSync(join(scratch, f), 'utf8'))
    .sort();
}

beforeAll(() => {
  rmSync(scratchRoot, { recursive: true, force: true });
  cpSync(real, scratch, { recursive: true });
  applyRecipe(scratch);
});

afterAll(() => rmSync(scratchRoot, { recursive: true, force: true }));

describe('the recipe for a list page (docs/architecture.md, Adding a page)', () => {
  it('touches eleven files, all in the area folder: five new, six changed', () => {
    expect(changedFiles()).toEqual(
      [
        'contract/index.ts',
        'contract/notices.ts',
        'index.ts',
        'messages.ts',
        'mock/handlers/notices.ts',
        'mock/index.ts',
        'mock/seed/notices.ts',
        'mock/tables.ts',
        'pages/notice.tsx',
        'resources/index.ts',
        'resources/notice.ts',
      ].sort(),
    );
    const docs = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
    const recipe = docs.slice(docs.indexOf('## Adding a page'), docs.indexOf('## Demo mode and real mode'));
    for (const step of ['contract/<record>.ts', 'contract/index.ts', 'resources/<page>.ts', 'resources/index.ts', 'messages.ts', 'mock/seed/<record>.ts', 'mock/tables.ts', 'mock/handlers/<record>.ts', 'mock/index.ts', 'pages/<page>.tsx', 'index.ts']) {
      expect(recipe, `the recipe names ${step}`).toContain(`\`${step}\``);
    }
  });

  it('puts the page in the menu registry with its component, and every label in both languages', async () => {
    const manifest = (await import(/* @vite-ignore */ join(scratch, 'index.ts'))).default as AreaManifest;
    expect(manifest.menu?.pages?.['system/notice']).toEqual({ name: '公告管理', nameEn: 'Notices', sort: 9 });
    expect(manifest.pages?.['system/notice']).toBeTypeOf('function');
    const page = await manifest.pages!['system/notice']();
    expect(page.default).toBeTypeOf('function');
    const withScratch = areas.map((a) => (a.name === AREA ? manifest : a));
    const inMenu = withScratch.flatMap((a) => Object.keys(a.menu?.pages ?? {}));
    const built = withScratch.flatMap((a) => Object.keys(a.pages ?? {}));
    expect(inMenu.filter((k) => !built.includes(k))).toEqual([]);
    expect(built.filter((k) => k !== 'home' && !inMenu.includes(k))).toEqual([]);

    const { resources } = (await import(/* @vite-ignore */ join(scratch, 'resources', 'index.ts'))) as { resources: ResourceDef[] };
    const def = resources.find((r) => r.name === 'notice');
    expect(def?.grant).toBe('system/notice');
    const calls = resourceCalls(def!);
    expect(calls.map((c) => c.path).sort()).toEqual(['notice/v1/add', 'notice/v1/delete', 'notice/v1/export', 'notice/v1/info', 'notice/v1/page', 'notice/v1/status', 'notice/v1/update'].sort());
    expect(new Set(calls.map((c) => c.grant))).toEqual(new Set(['system/notice']));

    const { default: messages } = (await import(/* @vite-ignore */ join(scratch, 'messages.ts'))) as { default: Record<string, { zh: string; en: string }> };
    const labels = [def!.title, ...def!.columns.map((c) => c.label), ...(def!.fields ?? []).map((f) => f.label)];
    for (const id of labels) expect(messages[id], id).toMatchObject({ zh: expect.any(String), en: expect.any(String) });
  });

  it("has the area's mock answer the page's calls", async () => {
    vi.resetModules();
    const { default: mock } = (await import(/* @vite-ignore */ join(scratch, 'mock', 'index.ts'))) as { default: { handlers: { info: { path: unknown } }[] } };
    const paths = mock.handlers.map((h) => String(h.info.path));
    for (const call of ['notice/v1/page', 'notice/v1/info', 'notice/v1/add', 'notice/v1/update', 'notice/v1/delete', 'notice/v1/status', 'notice/v1/export']) {
      expect(paths.some((p) => p.endsWith(call)), call).toBe(true);
    }
  });
});
