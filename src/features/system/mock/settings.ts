import { http } from 'msw';
import type { MessageId } from '@/i18n';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { isoDay } from '@/lib/format';
import {
  INLINE_UPLOAD_LIMIT,
  MAX_UPLOAD_BYTES,
  attachmentKindOf,
  attachmentResource,
  oplogResource,
  versionResource,
} from '../resources';
import {
  AppVersionSchema,
  AttachmentSchema,
  CONFIG_DEFAULTS,
  SystemConfigSchema,
  TOOL_ACTIONS,
  type AppVersion,
  type Attachment,
  type AttachmentKind,
  type SystemConfig,
  type ToolAction,
  type ToolStatus,
  clearSessionsCall,
  configCall,
  opLogTablesCall,
  rebuildIndexCall,
  recomputeCall,
  refreshCacheCall,
  saveConfigCall,
  toolStatusCall,
  uploadCall,
  libraryCall,
  CONFIG_TABLE,
} from '../contract';
import { DRAMA_TABLE, type Drama } from '@/features/theater/contract';
import { runsInBrowser } from '@/mocks/area';
import { defineTable, worldTable } from '@/mocks/db';
import { endSessions } from '@/mocks/sessions';
import { systemTables } from './tables';
import { API, handleCall, language, ok, refuse } from '@/mocks/http';
import { appendLog, defineLogHistory, defineLogSubject, entryOf, logSubjects, oplog, presentLog, settled, type LogEntry, type LogRow } from '@/mocks/oplog';
import { crudHandlers, fieldLabels, refuseStale } from '@/mocks/resource';
import type { Fresh, WriteEvent } from '@/mocks/table';

/*
 * System settings beyond users, roles and menus: app versions, the file library (and the upload
 * every form uses), the operation log, the business settings and the maintenance tools.
 */

type Json = Record<string, unknown>;

/* ================================================================ seed material */

/**
 * A 2.5 s, 160x90 WebM clip (VP8), so seeded videos really play in the preview: a static file
 * of the demo (public/demo/clip.webm, served beside the console). Its size in bytes is checked
 * against the file by tests/unit/system-attachments.test.ts.
 */
export const DEMO_CLIP = { url: '/demo/clip.webm', mime: 'video/webm', size: 7903 } as const;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Bytes behind a data: URL (base64 or percent-encoded). */
function dataUrlSize(url: string): number {
  const comma = url.indexOf(',');
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  if (meta.endsWith(';base64')) return Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  return new TextEncoder().encode(decodeURIComponent(payload)).length;
}

function dataUrlMime(url: string): string {
  return url.slice(5, url.indexOf(',')).split(';')[0] || 'application/octet-stream';
}

/** A short 8 kHz mono WAV of a few notes: a sound effect for the library's audio files. */
function chime(notes: number[], seconds: number): string {
  const rate = 8000;
  const n = Math.floor(rate * seconds);
  const bytes = new Uint8Array(44 + n);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + n, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, n, true);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const note = notes[Math.min(notes.length - 1, Math.floor((i / n) * notes.length))];
    const envelope = Math.min(1, i / 200, (n - i) / 1200);
    bytes[44 + i] = 128 + Math.round(56 * envelope * Math.sin(2 * Math.PI * note * t));
  }
  return `data:audio/wav;base64,${base64(bytes)}`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A drama poster (3:4) or a banner (5:2) as an SVG data: URL. */
function artwork(title: string, subtitle: string, hue: number, shape: 'poster' | 'banner'): string {
  const [w, h] = shape === 'poster' ? [360, 480] : [750, 300];
  const lines = shape === 'poster' && title.length > 7 ? [title.slice(0, 7), title.slice(7)] : [title];
  const top = shape === 'poster' ? 330 : 150;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},68%,46%)"/><stop offset="1" stop-color="hsl(${(hue + 48) % 360},70%,22%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w - 80}" cy="80" r="56" fill="#ffffff" fill-opacity="0.14"/>` +
    lines.map((line, i) => `<text x="28" y="${top + i * 40}" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff">${escapeXml(line)}</text>`).join('') +
    `<text x="28" y="${top + lines.length * 40 + 8}" font-family="sans-serif" font-size="18" fill="#fff" fill-opacity="0.8">${escapeXml(subtitle)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const textUrl = (content: string, mime = 'text/plain') => `data:${mime};charset=utf-8,${encodeURIComponent(content)}`;

const SRT_ZH = `1
00:00:01,000 --> 00:00:03,200
这份契约，你签还是不签？

2
00:00:03,600 --> 00:00:06,000
签了，你就是顾家的少夫人。

3
00:00:06,400 --> 00:00:08,800
三年之后，我们两清。

4
00:00:09,200 --> 00:00:11,500
好，我签。但我有一个条件。
`;

const SRT_JA = `1
00:00:01,000 --> 00:00:03,200
この契約、サインするの？しないの？

2
00:00:03,600 --> 00:00:06,000
サインすれば、君は顧家の若奥様だ。

3
00:00:06,400 --> 00:00:08,800
三年後、私たちは他人に戻る。
`;

/** The text files: the most watched drama's subtitles, agreements, the month's push copy (naming the newest drama). */
const texts = (top: Drama, newest: Drama): Array<[name: string, content: string, mime?: string]> => [
  [`${top.name}-第1集-中文字幕.srt`, SRT_ZH, 'application/x-subrip'],
  [`${top.name}-第1集-日文字幕.srt`, SRT_JA, 'application/x-subrip'],
  [
    '用户协议-v3.txt',
    '短剧平台用户协议（第三版）\n\n一、总则\n1.1 本协议是您与本平台之间关于使用短剧服务的约定。\n1.2 注册或登录即表示您已阅读并同意本协议。\n\n二、账号\n2.1 您应妥善保管账号与密码。\n2.2 账号仅限本人使用，不得转让。\n\n三、金豆与会员\n3.1 金豆为平台虚拟货币，用于解锁剧集，不可兑换现金。\n3.2 VIP 会员在有效期内可观看全部会员剧集。\n',
  ],
  [
    '隐私政策-v2.txt',
    '隐私政策（第二版）\n\n我们收集的信息：设备信息、登录方式、观看记录、充值记录。\n我们如何使用：提供与改进服务、推荐短剧、防范欺诈。\n我们如何共享：仅在法律要求或您同意时共享。\n您的权利：查询、更正、删除您的个人信息，注销账号。\n',
  ],
  [
    '推送文案-11月.txt',
    `【11月推送文案】\n1. 新剧上线：《${newest.name}》前${newest.startChargeEpisode - 1}集免费看！\n2. 金豆充值满1000送200，仅限本周末。\n3. 您的VIP会员即将到期，续费立享8折。\n4. 连续签到7天，领取神秘大礼包。\n`,
  ],
  [
    '版本更新说明-1.5.2.md',
    '# 1.5.2 更新说明\n\n- 播放器性能优化，弱网下起播更快\n- 修复部分机型全屏后黑屏的问题\n- 签到日历支持补签提示\n- 日语字幕显示优化\n',
    'text/markdown',
  ],
];

const OTHERS: Array<[name: string, content: unknown]> = [
  ['apple-app-site-association.json', { applinks: { apps: [], details: [{ appID: 'TEAMID.com.example.drama', paths: ['/drama/*', '/share/*'] }] } }],
  ['pixel-events.json', { events: ['CompleteRegistration', 'Purchase', 'Subscribe', 'ViewContent'], currency: 'JPY' }],
  ['channel-mapping.json', { tiktok: 'TT', facebook: 'FB', google: 'GG', organic: 'NATURAL' }],
  ['h5-manifest.json', { name: '短剧', short_name: '短剧', start_url: '/h5/', display: 'standalone', theme_color: '#0f6cbd' }],
  ['deeplink-routes.json', { routes: { '/drama/:id': 'DramaDetail', '/vip': 'VipCenter', '/recharge': 'Recharge', '/sign-in': 'SignIn' } }],
];

const ICONS = ['logo', 'system', 'member', 'theater', 'channel', 'operate', 'push', 'statistics', 'market', 'tools'];

/**
 * The file library as the demo world has it. Every drama it names is one of the theater's
 * dramas (read through the world, so the table seeds after them: `after: [DRAMA_TABLE]`): posters
 * of the four most watched, their episodes and trailers, the newest drama's teaser and push copy.
 */
function seedAttachments(): Fresh<Attachment>[] {
  const dramas = worldTable<Drama>(DRAMA_TABLE).all();
  if (dramas.length < 4) throw new Error('the file library names four dramas: seed the theater first');
  const popular = [...dramas].sort((a, b) => b.virtualPlays - a.virtualPlays || a.id - b.id);
  const [first, second, third] = popular;
  const newest = dramas.reduce((a, b) => (b.id > a.id ? b : a));
  const files: Array<{ name: string; url: string; mime?: string; size?: number }> = [];
  for (const icon of ICONS) files.push({ name: `icon-${icon}.svg`, url: `/icons/${icon}.svg`, mime: 'image/svg+xml' });
  for (const d of popular.slice(0, 4)) {
    files.push({ name: `${d.name}-封面.svg`, url: artwork(d.name, `全${d.totalEpisodes}集 · 前${d.startChargeEpisode - 1}集免费`, (d.id * 67) % 360, 'poster') });
  }
  const banners: Array<[string, string, number]> = [
    ['夏日追剧季', '首页Banner · 7月1日-7月31日', 190],
    ['金豆充值满1000送200', '充值活动 · 仅限周末', 45],
    ['开通VIP 全站免费看', 'VIP开通弹窗背景', 285],
    ['连续签到7天领大礼包', '签到活动海报', 140],
  ];
  for (const [title, sub, hue] of banners) files.push({ name: `${sub.split(' · ')[0]}-${title}.svg`, url: artwork(title, sub, hue, 'banner') });
  for (const name of [
    `${first.name}-第1集.webm`,
    `${first.name}-第2集.webm`,
    `${second.name}-预告片.webm`,
    `${third.name}-第1集.webm`,
    '开屏广告-15s.webm',
    `新剧预告-${newest.name}.webm`,
  ]) files.push({ name, url: DEMO_CLIP.url, mime: DEMO_CLIP.mime, size: DEMO_CLIP.size });
  const sounds: Array<[string, number[], number]> = [
    ['签到成功提示音.wav', [660, 880], 0.5],
    ['金豆到账音效.wav', [988, 1319, 1568], 0.6],
    ['VIP开通音效.wav', [523, 659, 784, 1047], 0.9],
    ['消息提醒.wav', [880, 660], 0.4],
    ['开屏背景音乐-试听.wav', [392, 440, 494, 523, 494, 440], 1.6],
  ];
  for (const [name, notes, seconds] of sounds) files.push({ name, url: chime(notes, seconds) });
  for (const [name, content, mime] of texts(first, newest)) files.push({ name, url: textUrl(content, mime ?? 'text/plain'), mime });
  for (const [name, content] of OTHERS) files.push({ name, url: textUrl(JSON.stringify(content, null, 2), 'application/json') });

  const start = new Date('2026-01-08T02:00:00Z').getTime();
  const uploaders = ['admin', 'operator', 'operator', 'admin', 'operator'];
  // Spread over the year in a stable, interleaved order (not all icons first).
  const order = files.map((_, i) => i).sort((a, b) => ((a * 7) % files.length) - ((b * 7) % files.length));
  return order.map((fileIndex, i) => {
    const f = files[fileIndex];
    const mime = f.mime ?? (f.url.startsWith('data:') ? dataUrlMime(f.url) : 'application/octet-stream');
    return {
      id: i + 1,
      name: f.name,
      kind: attachmentKindOf(mime, f.name),
      url: f.url,
      size: f.size ?? (f.url.startsWith('data:') ? dataUrlSize(f.url) : 600 + ((fileIndex * 37) % 400)),
      mime,
      sessionOnly: false,
      uploader: uploaders[i % uploaders.length],
      createTime: new Date(start + i * 6.4 * 86400000 + (i % 5) * 3600000).toISOString(),
    };
  });
}

function seedVersions(): Fresh<AppVersion>[] {
  const rows: Array<[AppVersion['systemType'], number, string, boolean, string, string]> = [
    ['Android', 100, '1.0.0', false, '首个正式版本：短剧播放、金豆充值、VIP 会员', '2026-01-10T03:00:00Z'],
    ['iOS', 100, '1.0.0', false, '首个正式版本：短剧播放、金豆充值、VIP 会员', '2026-01-12T03:00:00Z'],
    ['H5', 100, '1.0.0', false, 'H5 落地页与分享播放页上线', '2026-01-15T06:00:00Z'],
    ['Android', 110, '1.1.0', false, '新增签到奖励与每日任务；首页加载提速', '2026-02-03T04:00:00Z'],
    ['iOS', 110, '1.1.0', false, '新增签到奖励与每日任务；首页加载提速', '2026-02-06T04:00:00Z'],
    ['Android', 120, '1.2.0', true, '修复支付回调偶发失败的问题，旧版本可能重复扣款', '2026-03-02T09:30:00Z'],
    ['iOS', 120, '1.2.0', true, '修复内购恢复购买失败的问题', '2026-03-04T09:30:00Z'],
    ['H5', 120, '1.2.0', false, '分享页支持日语；优化弱网播放', '2026-03-20T06:00:00Z'],
    ['Android', 130, '1.3.0', false, '新增站内信与推送弹窗；支持日语字幕', '2026-04-15T05:00:00Z'],
    ['iOS', 130, '1.3.0', false, '新增站内信与推送弹窗；支持日语字幕', '2026-04-18T05:00:00Z'],
    ['Android', 131, '1.3.1', false, '修复部分机型全屏播放黑屏', '2026-05-06T08:00:00Z'],
    ['Android', 140, '1.4.0', false, '剧集缓存下载；VIP 自动续费管理', '2026-07-01T03:00:00Z'],
    ['iOS', 140, '1.4.0', false, '剧集缓存下载；VIP 自动续费管理', '2026-07-03T03:00:00Z'],
    ['H5', 140, '1.4.0', false, '活动页模板化；新增卡密兑换入口', '2026-07-22T06:00:00Z'],
    ['Android', 150, '1.5.0', true, '升级支付 SDK，旧版本将无法完成支付', '2026-09-12T02:00:00Z'],
    ['iOS', 150, '1.5.0', true, '升级支付 SDK，旧版本将无法完成支付', '2026-09-14T02:00:00Z'],
    ['Android', 152, '1.5.2', false, '播放器性能优化，弱网下起播更快', '2026-11-02T03:00:00Z'],
    ['iOS', 152, '1.5.2', false, '播放器性能优化，弱网下起播更快', '2026-11-05T03:00:00Z'],
  ];
  return rows.map(([systemType, code, name, forceUpdate, description, time], i) => ({
    id: i + 1,
    systemType,
    code,
    name,
    forceUpdate,
    description,
    createTime: new Date(time).toISOString(),
  }));
}

/* ================================================================ tables */

export const versions = defineTable<AppVersion>('versions', AppVersionSchema, seedVersions, {
  label: 'system.oplog.table.versions',
  fields: fieldLabels(versionResource),
});
export const attachments = defineTable<Attachment>('attachments', AttachmentSchema, seedAttachments, {
  label: 'system.oplog.table.attachments',
  fields: fieldLabels(attachmentResource),
  // The system area loads before the theater; its file library names the theater's dramas.
  after: [DRAMA_TABLE],
});
const CONFIG_FIELDS = {
  id: 'list.id',
  ...(Object.fromEntries(Object.keys(CONFIG_DEFAULTS).map((key) => [key, `system.config.${key}`])) as Record<keyof typeof CONFIG_DEFAULTS, MessageId>),
  requestTimeoutMs: 'system.config.requestTimeout',
  updateTime: 'list.updateTime',
  updatedBy: 'system.config.updatedBy',
} satisfies Record<Exclude<keyof SystemConfig, 'version'>, MessageId>;
export const settings = defineTable<SystemConfig>(
  CONFIG_TABLE,
  SystemConfigSchema,
  () => [{ id: 1, ...CONFIG_DEFAULTS, requestTimeoutMs: REQUEST_TIMEOUT_MS, updateTime: '2026-01-05T09:00:00.000Z', updatedBy: 'admin' }],
  { label: 'system.oplog.table.config', fields: CONFIG_FIELDS },
);

/* ================================================================ operation log */

// The log itself is the mock kernel's (src/mocks/oplog.ts); the system area serves it, names its
// maintenance actions and seeds the history of its own tables.
defineLogSubject('tools', 'system.oplog.table.tools');
defineLogHistory(seedOplog);

type Entry = LogEntry;

/** A history that matches the seeded data: each seeded row's creation, and a few later edits. */
function seedOplog(): Entry[] {
  const admin = { id: 1, name: 'admin' };
  const operator = { id: 2, name: 'operator' };
  const entries: Entry[] = [];
  const add = (event: WriteEvent, time: string) => entries.push(entryOf(event, time));
  const shift = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3600000).toISOString();
  for (const u of systemTables.users.all().filter((u) => u.id > 2)) add({ table: 'users', op: 'insert', id: u.id, before: null, after: u, by: admin }, u.createTime);
  for (const row of versions.all()) {
    add({ table: 'versions', op: 'insert', id: row.id, before: null, after: { ...row, forceUpdate: false }, by: admin }, row.createTime);
    if (row.forceUpdate) add({ table: 'versions', op: 'update', id: row.id, before: { ...row, forceUpdate: false }, after: row, by: admin }, shift(row.createTime, 2));
  }
  for (const row of attachments.all()) add({ table: 'attachments', op: 'insert', id: row.id, before: null, after: row, by: row.uploader === 'admin' ? admin : operator }, row.createTime);

  const users = systemTables.users.all();
  const someone = users.find((u) => u.id === 5);
  if (someone) {
    add({ table: 'users', op: 'update', id: someone.id, before: { ...someone, phone: '13512345678' }, after: someone, by: admin }, '2026-06-10T02:14:00.000Z');
    add({ table: 'users', op: 'update', id: someone.id, before: { ...someone, enabled: !someone.enabled }, after: someone, by: admin }, '2026-08-21T07:40:00.000Z');
  }
  const op = users.find((u) => u.id === 2);
  if (op) add({ table: 'users', op: 'update', id: 2, before: { ...op, password: 'old' }, after: op, by: operator }, '2026-09-30T01:05:00.000Z');
  const role = systemTables.roles.get(2);
  if (role) add({ table: 'roles', op: 'update', id: 2, before: { ...role, menuIds: role.menuIds.slice(0, -4) }, after: role, by: admin }, '2026-04-16T03:20:00.000Z');
  const group = systemTables.menus.find((m) => m.path === 'statisticalReport');
  if (group) add({ table: 'menus', op: 'update', id: group.id, before: { ...group, sort: group.sort + 1 }, after: group, by: admin }, '2026-05-18T06:00:00.000Z');
  const config = settings.get(1);
  if (config) {
    add({ table: 'config', op: 'update', id: 1, before: config, after: { ...config, lowBalanceBeans: 50, updateTime: '2026-10-08T02:00:00.000Z' }, by: admin }, '2026-10-08T02:00:00.000Z');
    add({ table: 'config', op: 'update', id: 1, before: { ...config, lowBalanceBeans: 50, updateTime: '2026-10-08T02:00:00.000Z' }, after: config, by: admin }, '2026-10-15T08:30:00.000Z');
  }
  const renamed = attachments.get(3);
  if (renamed) add({ table: 'attachments', op: 'update', id: 3, before: { ...renamed, name: `copy-${renamed.name}` }, after: renamed, by: operator }, shift(renamed.createTime, 1));
  entries.push(toolEntry('refreshCache', admin, { caches: ['menu', 'role', 'config'], count: 3 }, '2026-11-18T01:30:00.000Z'));
  entries.push(toolEntry('recompute', admin, { date: '2026-11-16', rows: rowsFor('2026-11-16') }, '2026-11-17T02:10:00.000Z'));

  return entries;
}

function toolEntry(action: ToolAction, by: { id: number; name: string }, result: Json, time = new Date().toISOString()): Entry {
  return { time, operatorId: by.id, operator: by.name, table: 'tools', recordId: action, op: 'action', before: null, after: result, changed: Object.keys(result) };
}

/* ================================================================ uploads */

async function toDataUrl(file: Blob, mime: string): Promise<string> {
  return `data:${mime};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
}

/**
 * Where an uploaded file lives. In the browser (the demo's world worker) a small file becomes a
 * data: URL (it survives a reload with the demo's journal), a large one a blob: URL (while the
 * worker lives). In Node
 * (tests, the mock server) the bytes are dropped and the URL is made up.
 */
async function store(file: Blob, name: string, mime: string): Promise<{ url: string; sessionOnly: boolean }> {
  if (!runsInBrowser()) return { url: `/uploads/${Date.now().toString(36)}-${encodeURIComponent(name)}`, sessionOnly: false };
  if (file.size < INLINE_UPLOAD_LIMIT) return { url: await toDataUrl(file, mime), sessionOnly: false };
  return { url: URL.createObjectURL(file), sessionOnly: true };
}

const presentAttachment = (row: Attachment) => ({ ...row, preview: row.kind === 'image' ? row.url : '' });

/* ================================================================ tools */

function hash(text: string): number {
  let h = 7;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

/** The detail rows a day's recomputation goes through (orders, plays, visits): stable per day. */
function rowsFor(date: string): number {
  return 1800 + (hash(date) % 6400);
}

function lastRuns(): ToolStatus {
  const status = Object.fromEntries(TOOL_ACTIONS.map((a) => [a, null])) as ToolStatus;
  const runs = oplog.filter((row) => row.table === 'tools').sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  for (const row of runs) {
    if ((TOOL_ACTIONS as readonly string[]).includes(row.recordId)) {
      status[row.recordId as ToolAction] = { time: row.time, operator: row.operator, result: row.after ?? {} };
    }
  }
  return status;
}

/* ================================================================ handlers */

export const systemHandlers = [
  /* ---- the log: reads wait for log writes still in flight, then fall through */
  http.all(`${API}/oplog/*`, async () => {
    await settled();
  }),
  http.all(`${API}/tools/v1/status`, async () => {
    await settled();
  }),

  /** Every table the log can name, in the caller's language (the log's table filter and column). */
  handleCall(opLogTablesCall, async ({ request }) => {
    await settled();
    const records = logSubjects(language(request));
    return ok({ records, total: records.length });
  }),

  // Read-only: the definition offers no writes, so crudHandlers registers page, export and info.
  // Each record comes with its changed fields' names and every field's name in the caller's language.
  ...crudHandlers<LogRow>({ def: oplogResource, table: oplog, present: (row, { request }) => presentLog(row, language(request)) }),

  /* ---- app versions */
  ...crudHandlers<AppVersion>({
    def: versionResource,
    table: versions,
    check: (values, mode, { current }) => {
      const merged = { ...current, ...values } as Json;
      const clash = versions.find((row) => row.id !== current?.id && row.systemType === merged.systemType && row.code === Number(merged.code));
      return clash && (mode === 'add' || 'code' in values || 'systemType' in values) ? 'system.version.codeTaken' : null;
    },
    create: (values, { table }) => ({
      id: table.nextId(),
      systemType: values.systemType as AppVersion['systemType'],
      code: Number(values.code),
      name: String(values.name).trim(),
      forceUpdate: values.forceUpdate === true,
      description: String(values.description ?? ''),
      createTime: new Date().toISOString(),
    }),
  }),

  /* ---- the file library */
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

  /* ---- business settings */
  handleCall(configCall, () => ok(settings.get(1))),

  // The request is checked with SaveConfigRequestSchema: only the tunable values pass (the request timeout is read-only), from a current version.
  handleCall(saveConfigCall, async ({ request, user, input }) => {
    const { version, ...values } = input;
    if (settings.isStale(1, version)) return refuseStale(request);
    const row = await settings.update(1, { ...values, updateTime: new Date().toISOString(), updatedBy: user.name }, { id: user.id, name: user.name });
    return ok(row);
  }),

  /* ---- maintenance tools; each run is logged, and the log answers "last run" */
  handleCall(toolStatusCall, () => ok(lastRuns())),

  handleCall(refreshCacheCall, ({ user }) => {
    const caches = ['menu', 'role', 'config', 'version', 'attachment'];
    const result = { caches, count: caches.length };
    appendLog(toolEntry('refreshCache', user, result));
    return ok(result);
  }),

  // The request schema has the form YYYY-MM-DD; the day must exist and be before today.
  handleCall(recomputeCall, ({ request, user, input }) => {
    const day = input.date;
    if (Number.isNaN(new Date(`${day}T00:00:00`).getTime())) return refuse(request, 'system.tools.recompute.dateRequired', 400);
    if (day >= isoDay(new Date())) return refuse(request, 'system.tools.recompute.pastDay', 400);
    const result = { date: day, rows: rowsFor(day) };
    appendLog(toolEntry('recompute', user, result));
    return ok(result);
  }),

  handleCall(clearSessionsCall, async ({ request, user }) => {
    const removed = await endSessions({ except: request.headers.get('token') });
    const result = { removed, kept: 1 };
    appendLog(toolEntry('clearSessions', user, result));
    return ok(result);
  }),

  handleCall(rebuildIndexCall, ({ user }) => {
    const tables = [systemTables.menus, systemTables.users, systemTables.roles, versions, attachments];
    const result = { documents: tables.reduce((n, t) => n + t.size, 0), tables: tables.length };
    appendLog(toolEntry('rebuildIndex', user, result));
    return ok(result);
  }),
];
