import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import type { Option, ResourceDef } from '@/lib/resource/types';
import { maxChars, nameRule } from '@/lib/text';
import { COPYRIGHT_STATES, DRAMA_ENDPOINT, GRADES, GROUNDING, H5PageSchema } from '@/records/dramas';
import { BANNER_TYPE_ENDPOINT, BannerTypeSchema, CLASSIFICATION_ENDPOINT, COMMENT_ENDPOINT, BANNER_ENDPOINT, BANNER_JUMPS, BannerSchema, HOME_COLUMN_ENDPOINT, HomeColumnSchema, bannerWindowIssue, columnNameRule, REPORT_STATES, CommentRowSchema, ClassificationSchema, DramaRowSchema, H5_ENDPOINT, LOGO_ENDPOINT, LogoSchema, REPORT_REASON_ENDPOINT, ReportReasonSchema, TAG_ENDPOINT, TagSchema, scoreRule, totalEpisodesRule, wholeCountRule } from './contract';

/* ---------------------------------------------------------------- theater/shortDramaContent */

export const CLASSIFICATION_OPTIONS = { endpoint: CLASSIFICATION_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const TAG_OPTIONS = { endpoint: TAG_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const LOGO_OPTIONS = { endpoint: LOGO_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const DRAMA_OPTIONS = { endpoint: DRAMA_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const GROUNDING_OPTIONS: Option[] = GROUNDING.map((value) => ({ value, label: `theater.grounding.${value}` as const }));
export const COPYRIGHT_OPTIONS: Option[] = COPYRIGHT_STATES.map((value) => ({ value, label: `theater.copyright.${value}` as const }));
const GRADE_OPTIONS: Option[] = GRADES.map((value) => ({ value, text: value }));

const count = (key: 'virtualLikes' | 'virtualPlays' | 'virtualShares', label: 'theater.drama.likes' | 'theater.drama.plays' | 'theater.drama.shares') =>
  ({ key, label, kind: 'number', required: true, rule: wholeCountRule, min: 0, initial: 0, example: 0 }) as const;
const beans = (key: 'singlePrice' | 'singleVipPrice' | 'wholePrice' | 'wholeVipPrice', label: `theater.drama.${'singlePrice' | 'singleVipPrice' | 'wholePrice' | 'wholeVipPrice'}`, initial: number) =>
  ({ key, label, kind: 'number', required: true, rule: wholeCountRule, min: 0, initial, example: initial, help: 'theater.drama.beansHelp' }) as const;

/**
 * Dramas (section 3). The list is the resource pattern (filters in the URL, sort, export, the
 * grounding switch); a drama is added and edited with its episodes in the drama form
 * (DramaForm.tsx, POST drama/v1/save), which renders these fields with the kit's inputs and rules.
 */
export const dramaResource = defineResource(DramaRowSchema, {
  name: 'drama',
  endpoint: DRAMA_ENDPOINT,
  grant: 'theater/shortDramaContent',
  // The home page's banners and columns pick dramas.
  lookupBy: ['theater/homePage'],
  title: 'theater.drama.title',
  labelKey: 'name',
  columns: [
    { key: 'cover', label: 'theater.drama.cover', kind: 'image', width: 56 },
    { key: 'name', label: 'theater.drama.name', sortable: true, width: 150 },
    { key: 'titleJa', label: 'theater.drama.titleJa', width: 150, hidden: true },
    { key: 'id', label: 'theater.drama.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'codeJa', label: 'theater.drama.codeJa', width: 110, hidden: true },
    { key: 'classificationId', label: 'theater.drama.classification', kind: 'enum', options: CLASSIFICATION_OPTIONS, width: 80 },
    { key: 'tagIds', label: 'theater.drama.tags', kind: 'enum', options: TAG_OPTIONS, width: 110 },
    { key: 'progress', label: 'theater.drama.progress', width: 80 },
    { key: 'releasedEpisodes', label: 'theater.drama.released', kind: 'number', sortable: true, width: 80, hidden: true },
    { key: 'totalEpisodes', label: 'theater.drama.total', kind: 'number', sortable: true, width: 80, hidden: true },
    { key: 'score', label: 'theater.drama.score', kind: 'number', sortable: true, width: 64 },
    { key: 'grounding', label: 'theater.drama.grounding', kind: 'status', width: 80 },
    { key: 'shelveTime', label: 'theater.drama.shelveTime', kind: 'datetime', sortable: true, width: 140, hidden: true },
    { key: 'copyrightLabel', label: 'theater.drama.copyright', width: 100 },
    { key: 'virtualLikes', label: 'theater.drama.likes', kind: 'number', sortable: true, width: 90, hidden: true },
    { key: 'virtualPlays', label: 'theater.drama.plays', kind: 'number', sortable: true, width: 90, hidden: true },
    { key: 'virtualShares', label: 'theater.drama.shares', kind: 'number', sortable: true, width: 90, hidden: true },
    { key: 'updateTime', label: 'list.updateTime', kind: 'datetime', sortable: true, width: 140, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'theater.drama.search', kind: 'text', fields: ['name', 'titleJa', 'codeJa'] },
    { key: 'classificationId', label: 'theater.drama.classification', kind: 'select', options: CLASSIFICATION_OPTIONS },
    { key: 'tagId', label: 'theater.drama.tags', kind: 'select', options: TAG_OPTIONS, field: 'tagIds' },
    { key: 'grounding', label: 'theater.drama.grounding', kind: 'select', options: GROUNDING_OPTIONS },
    { key: 'copyright', label: 'theater.drama.copyright', kind: 'select', options: COPYRIGHT_OPTIONS },
  ],
  fields: [
    { key: 'name', label: 'theater.drama.name', kind: 'text', required: true, rule: nameRule(1, 60, 'theater.drama.name.rule'), example: '闪婚总裁的替身新娘' },
    { key: 'subtitle', label: 'theater.drama.subtitle', kind: 'text', rule: v.pipe(v.string(), maxChars(60, 'theater.drama.subtitle.rule')) },
    { key: 'titleJa', label: 'theater.drama.titleJa', kind: 'text', rule: v.pipe(v.string(), maxChars(60, 'theater.drama.titleJa.rule')) },
    { key: 'codeJa', label: 'theater.drama.codeJa', kind: 'text', rule: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{0,40}$/, 'theater.drama.codeJa.rule')) },
    { key: 'totalEpisodes', label: 'theater.drama.total', kind: 'number', required: true, rule: totalEpisodesRule, min: 1, example: 3 },
    { key: 'startChargeEpisode', label: 'theater.drama.startCharge', kind: 'number', required: true, min: 1, initial: 1, help: 'theater.drama.startCharge.help', example: 2 },
    { key: 'classificationId', label: 'theater.drama.classification', kind: 'select', options: CLASSIFICATION_OPTIONS },
    { key: 'tagIds', label: 'theater.drama.tags', kind: 'multiselect', required: true, options: TAG_OPTIONS, example: [1] },
    { key: 'logoId', label: 'theater.drama.logo', kind: 'select', options: LOGO_OPTIONS },
    { key: 'score', label: 'theater.drama.score', kind: 'number', required: true, rule: scoreRule, min: 0, max: 10, step: 0.1, help: 'theater.drama.score.help', example: 8.5 },
    { key: 'grade', label: 'theater.drama.grade', kind: 'select', required: true, options: GRADE_OPTIONS, initial: 'B', example: 'B' },
    { key: 'jumpDramaId', label: 'theater.drama.jump', kind: 'select', options: DRAMA_OPTIONS },
    beans('singlePrice', 'theater.drama.singlePrice', 60),
    beans('singleVipPrice', 'theater.drama.singleVipPrice', 30),
    beans('wholePrice', 'theater.drama.wholePrice', 0),
    beans('wholeVipPrice', 'theater.drama.wholeVipPrice', 0),
    { key: 'shelveTime', label: 'theater.drama.shelveTime', kind: 'datetime', help: 'theater.drama.shelveTime.help' },
    { key: 'copyrightExpiry', label: 'theater.drama.copyrightExpiry', kind: 'datetime' },
    count('virtualLikes', 'theater.drama.likes'),
    count('virtualPlays', 'theater.drama.plays'),
    count('virtualShares', 'theater.drama.shares'),
    { key: 'cover', label: 'theater.drama.cover', kind: 'image' },
    { key: 'episodeCover', label: 'theater.drama.episodeCover', kind: 'image' },
    { key: 'introduction', label: 'theater.drama.introduction', kind: 'textarea', rule: v.pipe(v.string(), maxChars(2000, 'theater.drama.introduction.rule')) },
  ],
  status: { key: 'grounding', on: 'uploaded', off: 'removed', label: 'theater.drama.grounding' },
  // Added and edited with their episodes in the drama form (drama/v1/save); deleted from the list.
  can: { delete: true, export: true },
  defaultSort: { field: 'updateTime', order: 'desc' },
});

/* ---------------------------------------------------------------- theater/classification: six small lists */

const ENABLED_OPTIONS: Option[] = [
  { value: true, label: 'list.enabled' },
  { value: false, label: 'list.disabled' },
];
const sortField = { key: 'sort', label: 'theater.list.sort', kind: 'number', required: true, rule: v.pipe(v.number('theater.list.sort.rule'), v.integer('theater.list.sort.rule'), v.minValue(0, 'theater.list.sort.rule'), v.maxValue(9999, 'theater.list.sort.rule')), min: 0, initial: 0, example: 5 } as const;
const enabledField = { key: 'enabled', label: 'theater.list.enabled', kind: 'switch', initial: true } as const;
const nameField = (example: string) => ({ key: 'name', label: 'theater.list.name', kind: 'text', required: true, rule: nameRule(1, 20, 'theater.list.name.rule'), example }) as const;
const nameJaField = { key: 'nameJa', label: 'theater.list.nameJa', kind: 'text', rule: v.pipe(v.string(), maxChars(40, 'theater.list.nameJa.rule')) } as const;
const common = {
  grant: 'theater/classification' as const,
  labelKey: 'name' as const,
  status: { key: 'enabled' as const, on: true, off: false, label: 'theater.list.enabled' as const },
  can: { add: true, edit: true, delete: true, export: true },
  defaultSort: { field: 'sort' as const, order: 'asc' as const },
};
const baseColumns = [
  { key: 'name', label: 'theater.list.name', sortable: true, width: 160 },
  { key: 'sort', label: 'theater.list.sort', kind: 'number', sortable: true, width: 70 },
  { key: 'enabled', label: 'theater.list.enabled', kind: 'status', width: 80 },
  { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150 },
] as const;
const baseFilters = [
  { key: 'name', label: 'theater.list.name', kind: 'text' },
  { key: 'enabled', label: 'theater.list.enabled', kind: 'select', options: ENABLED_OPTIONS },
] as const;

export const classificationResource = defineResource(ClassificationSchema, {
  ...common,
  name: 'classification',
  endpoint: CLASSIFICATION_ENDPOINT,
  // The drama list's column and filter, the drama form's select.
  lookupBy: ['theater/shortDramaContent'],
  title: 'theater.classification.title',
  columns: [baseColumns[0], { key: 'nameJa', label: 'theater.list.nameJa', width: 140 }, ...baseColumns.slice(1)],
  filters: [...baseFilters],
  fields: [nameField('職場恋愛'), nameJaField, sortField, enabledField],
});

export const tagResource = defineResource(TagSchema, {
  ...common,
  name: 'tag',
  endpoint: TAG_ENDPOINT,
  lookupBy: ['theater/shortDramaContent'],
  title: 'theater.tag.title',
  columns: [baseColumns[0], { key: 'nameJa', label: 'theater.list.nameJa', width: 140 }, ...baseColumns.slice(1)],
  filters: [...baseFilters],
  fields: [nameField('先婚后爱'), nameJaField, sortField, enabledField],
});

export const logoResource = defineResource(LogoSchema, {
  ...common,
  name: 'logo',
  endpoint: LOGO_ENDPOINT,
  lookupBy: ['theater/shortDramaContent'],
  title: 'theater.logo.title',
  columns: [{ key: 'image', label: 'theater.logo.image', kind: 'image', width: 64 }, ...baseColumns],
  filters: [...baseFilters],
  fields: [nameField('独家'), { key: 'image', label: 'theater.logo.image', kind: 'image', required: true, example: '/icons/logo.svg' }, sortField, enabledField],
});

export const bannerTypeResource = defineResource(BannerTypeSchema, {
  ...common,
  name: 'bannerType',
  endpoint: BANNER_TYPE_ENDPOINT,
  lookupBy: ['theater/homePage'],
  title: 'theater.bannerType.title',
  columns: [baseColumns[0], { key: 'code', label: 'theater.bannerType.code', width: 120 }, ...baseColumns.slice(1)],
  filters: [...baseFilters],
  fields: [
    nameField('节日活动'),
    { key: 'code', label: 'theater.bannerType.code', kind: 'text', required: true, rule: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{1,29}$/, 'theater.bannerType.code.rule')), example: 'festival' },
    sortField,
    enabledField,
  ],
});

export const reportReasonResource = defineResource(ReportReasonSchema, {
  ...common,
  name: 'reportReason',
  endpoint: REPORT_REASON_ENDPOINT,
  title: 'theater.reportReason.title',
  columns: [baseColumns[0], { key: 'nameJa', label: 'theater.list.nameJa', width: 140 }, ...baseColumns.slice(1)],
  filters: [...baseFilters],
  fields: [nameField('剧透'), nameJaField, sortField, enabledField],
});

export const h5Resource = defineResource(H5PageSchema, {
  ...common,
  name: 'h5Page',
  endpoint: H5_ENDPOINT,
  title: 'theater.h5.title',
  columns: [baseColumns[0], { key: 'link', label: 'theater.h5.link', width: 220 }, ...baseColumns.slice(1)],
  filters: [...baseFilters],
  fields: [
    nameField('会员协议'),
    { key: 'link', label: 'theater.h5.link', kind: 'text', required: true, rule: v.pipe(v.string(), v.maxLength(255, 'theater.h5.link.rule'), v.regex(/^(https:\/\/[^\s/$.?#][^\s]*|\/[^\s/][^\s]*)$/, 'theater.h5.link.rule')), wide: true, example: 'https://h5.drama.example/agreement' },
    sortField,
    enabledField,
  ],
});

export const CLASSIFICATION_LISTS: ResourceDef[] = [classificationResource, tagResource, logoResource, bannerTypeResource, reportReasonResource, h5Resource];

/* ---------------------------------------------------------------- theater/comment */

export const VISIBLE_OPTIONS: Option[] = [
  { value: true, label: 'theater.comment.shown' },
  { value: false, label: 'theater.comment.hidden' },
];
export const REPORTED_OPTIONS: Option[] = REPORT_STATES.map((value) => ({ value, label: `theater.comment.reported.${value}` as const }));

/**
 * Comments (theater/comment): the resource pattern (filters in the URL, the shown / hidden switch,
 * delete with confirmation, export); bulk hide and the reports with their handling are calls of
 * the contract (comment/v1/hide, comment/v1/reports, comment/v1/handleReport). Comments are the
 * members' own: the console never adds or edits one.
 */
export const commentResource = defineResource(CommentRowSchema, {
  name: 'comment',
  endpoint: COMMENT_ENDPOINT,
  grant: 'theater/comment',
  title: 'theater.comment.title',
  labelKey: 'content',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'memberName', label: 'theater.comment.member', width: 100 },
    { key: 'dramaName', label: 'theater.comment.drama', width: 130 },
    { key: 'episodeNumber', label: 'theater.comment.episode', kind: 'number', width: 60 },
    { key: 'content', label: 'theater.comment.content', width: 160 },
    { key: 'time', label: 'theater.comment.time', kind: 'datetime', sortable: true, width: 140 },
    { key: 'likes', label: 'theater.comment.likes', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'pendingReports', label: 'theater.comment.pendingReports', kind: 'number', width: 80 },
    { key: 'reports', label: 'theater.comment.reports', kind: 'number', width: 80, hidden: true },
    { key: 'reportState', label: 'theater.comment.reported', kind: 'enum', options: REPORTED_OPTIONS, width: 100, hidden: true },
    { key: 'visible', label: 'theater.comment.visible', kind: 'status', width: 80 },
  ],
  filters: [
    { key: 'content', label: 'theater.comment.content', kind: 'text' },
    { key: 'reportState', label: 'theater.comment.reported', kind: 'select', options: REPORTED_OPTIONS },
    { key: 'member', label: 'theater.comment.memberSearch', kind: 'text', fields: ['memberName'] },
    { key: 'drama', label: 'theater.comment.dramaSearch', kind: 'text', fields: ['dramaName'] },
    { key: 'visible', label: 'theater.comment.visible', kind: 'select', options: VISIBLE_OPTIONS },
    { key: 'time', label: 'theater.comment.time', kind: 'dateRange' },
  ],
  fields: [],
  status: { key: 'visible', on: true, off: false, label: 'theater.comment.visible' },
  can: { delete: true, export: true },
  defaultSort: { field: 'time', order: 'desc' },
});

/* ---------------------------------------------------------------- theater/homePage */

const BANNER_TYPE_OPTIONS = { endpoint: BANNER_TYPE_ENDPOINT, valueKey: 'id', labelKey: 'name' };
const JUMP_OPTIONS: Option[] = BANNER_JUMPS.map((value) => ({ value, label: `theater.banner.jump.${value}` as const }));
const homeCommon = { ...common, grant: 'theater/homePage' as const };

/** Banners of the app's home screen (the resource pattern); the window and the jump target are cross-field rules. */
export const bannerResource = defineResource(BannerSchema, {
  ...homeCommon,
  name: 'banner',
  endpoint: BANNER_ENDPOINT,
  title: 'theater.banner.title',
  labelKey: 'jumpLink',
  columns: [
    { key: 'image', label: 'theater.banner.image', kind: 'image', width: 96 },
    { key: 'bannerTypeId', label: 'theater.banner.type', kind: 'enum', options: BANNER_TYPE_OPTIONS, width: 110 },
    { key: 'jump', label: 'theater.banner.jump', kind: 'enum', options: JUMP_OPTIONS, width: 90 },
    { key: 'jumpDramaId', label: 'theater.banner.jumpDrama', kind: 'enum', options: DRAMA_OPTIONS, width: 140 },
    { key: 'jumpLink', label: 'theater.banner.jumpLink', width: 180, hidden: true },
    { key: 'startTime', label: 'theater.banner.startTime', kind: 'datetime', width: 140, hidden: true },
    { key: 'endTime', label: 'theater.banner.endTime', kind: 'datetime', width: 140, hidden: true },
    { key: 'sort', label: 'theater.list.sort', kind: 'number', sortable: true, width: 70 },
    { key: 'enabled', label: 'theater.list.enabled', kind: 'status', width: 80 },
  ],
  filters: [
    { key: 'bannerTypeId', label: 'theater.banner.type', kind: 'select', options: BANNER_TYPE_OPTIONS },
    { key: 'enabled', label: 'theater.list.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [
    { key: 'image', label: 'theater.banner.image', kind: 'image', required: true, example: '/icons/logo.svg' },
    { key: 'bannerTypeId', label: 'theater.banner.type', kind: 'select', required: true, options: BANNER_TYPE_OPTIONS, example: 1 },
    { key: 'jump', label: 'theater.banner.jump', kind: 'select', required: true, options: JUMP_OPTIONS, initial: 'none', example: 'none' },
    { key: 'jumpDramaId', label: 'theater.banner.jumpDrama', kind: 'select', options: DRAMA_OPTIONS },
    { key: 'jumpLink', label: 'theater.banner.jumpLink', kind: 'text', rule: v.pipe(v.string(), v.maxLength(255, 'theater.banner.jumpLink.rule'), v.regex(/^$|^(https:\/\/[^\s/$.?#][^\s]*|\/[^\s/][^\s]*)$/, 'theater.banner.jumpLink.rule')), wide: true, example: '/h5/vip' },
    { key: 'startTime', label: 'theater.banner.startTime', kind: 'datetime', example: '2026-06-01T10:00' },
    { key: 'endTime', label: 'theater.banner.endTime', kind: 'datetime', example: '2026-06-30T22:00' },
    sortField,
    enabledField,
  ],
  refine: () => [
    v.forward(
      v.partialCheck([['startTime'], ['endTime']], (input: { startTime?: unknown; endTime?: unknown }) => bannerWindowIssue(input.startTime, input.endTime) !== 'theater.banner.window.order', 'theater.banner.window.order'),
      ['endTime'],
    ),
    v.forward(
      v.partialCheck([['startTime'], ['endTime']], (input: { startTime?: unknown; endTime?: unknown }) => bannerWindowIssue(input.startTime, input.endTime) !== 'theater.banner.window.both', 'theater.banner.window.both'),
      ['endTime'],
    ),
    v.forward(
      v.partialCheck([['jump'], ['jumpDramaId']], (input: { jump?: unknown; jumpDramaId?: unknown }) => input.jump !== 'drama' || (input.jumpDramaId != null && input.jumpDramaId !== ''), 'theater.banner.jumpDrama.required'),
      ['jumpDramaId'],
    ),
  ],
  defaultSort: { field: 'sort', order: 'asc' },
});

/** Columns of the app's home screen: a name (2-20 characters), the dramas in it in order. */
export const homeColumnResource = defineResource(HomeColumnSchema, {
  ...homeCommon,
  name: 'homeColumn',
  endpoint: HOME_COLUMN_ENDPOINT,
  title: 'theater.column.title',
  columns: [
    { key: 'name', label: 'theater.column.name', sortable: true, width: 160 },
    { key: 'dramaIds', label: 'theater.column.dramas', kind: 'enum', options: DRAMA_OPTIONS, width: 260 },
    { key: 'sort', label: 'theater.list.sort', kind: 'number', sortable: true, width: 70 },
    { key: 'enabled', label: 'theater.list.enabled', kind: 'status', width: 80 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'theater.column.name', kind: 'text' },
    { key: 'enabled', label: 'theater.list.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [
    { key: 'name', label: 'theater.column.name', kind: 'text', required: true, rule: columnNameRule, example: '热播推荐' },
    { key: 'dramaIds', label: 'theater.column.dramas', kind: 'multiselect', ordered: true, options: DRAMA_OPTIONS, wide: true, example: [1001] },
    sortField,
    enabledField,
  ],
});

export const HOME_LISTS: ResourceDef[] = [bannerResource, homeColumnResource];

/** Every resource of the theater area (the generic suite and docs/api.md read this). */
export const resources: ResourceDef[] = [dramaResource, ...CLASSIFICATION_LISTS, commentResource, ...HOME_LISTS];
