import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import type { Option, ResourceDef } from '@/lib/resource/types';
import { maxChars, nameRule } from '@/lib/text';
import { H5PageSchema } from '@/records/dramas';
import { BANNER_TYPE_ENDPOINT, BannerTypeSchema, CLASSIFICATION_ENDPOINT, ClassificationSchema, H5_ENDPOINT, LOGO_ENDPOINT, LogoSchema, REPORT_REASON_ENDPOINT, ReportReasonSchema, TAG_ENDPOINT, TagSchema } from '../contract';

/* theater/classification: six small lists, as tabs of one page. */

export const ENABLED_OPTIONS: Option[] = [
  { value: true, label: 'list.enabled' },
  { value: false, label: 'list.disabled' },
];
export const sortField = { key: 'sort', label: 'theater.list.sort', kind: 'number', required: true, rule: v.pipe(v.number('theater.list.sort.rule'), v.integer('theater.list.sort.rule'), v.minValue(0, 'theater.list.sort.rule'), v.maxValue(9999, 'theater.list.sort.rule')), min: 0, initial: 0, example: 5 } as const;
export const enabledField = { key: 'enabled', label: 'theater.list.enabled', kind: 'switch', initial: true } as const;
const nameField = (example: string) => ({ key: 'name', label: 'theater.list.name', kind: 'text', required: true, rule: nameRule(1, 20, 'theater.list.name.rule'), example }) as const;
const nameJaField = { key: 'nameJa', label: 'theater.list.nameJa', kind: 'text', rule: v.pipe(v.string(), maxChars(40, 'theater.list.nameJa.rule')) } as const;
export const listCommon = {
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
  ...listCommon,
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
  ...listCommon,
  name: 'tag',
  endpoint: TAG_ENDPOINT,
  lookupBy: ['theater/shortDramaContent'],
  title: 'theater.tag.title',
  columns: [baseColumns[0], { key: 'nameJa', label: 'theater.list.nameJa', width: 140 }, ...baseColumns.slice(1)],
  filters: [...baseFilters],
  fields: [nameField('先婚后爱'), nameJaField, sortField, enabledField],
});

export const logoResource = defineResource(LogoSchema, {
  ...listCommon,
  name: 'logo',
  endpoint: LOGO_ENDPOINT,
  lookupBy: ['theater/shortDramaContent'],
  title: 'theater.logo.title',
  columns: [{ key: 'image', label: 'theater.logo.image', kind: 'image', width: 64 }, ...baseColumns],
  filters: [...baseFilters],
  fields: [nameField('独家'), { key: 'image', label: 'theater.logo.image', kind: 'image', required: true, example: '/icons/logo.svg' }, sortField, enabledField],
});

export const bannerTypeResource = defineResource(BannerTypeSchema, {
  ...listCommon,
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
  ...listCommon,
  name: 'reportReason',
  endpoint: REPORT_REASON_ENDPOINT,
  title: 'theater.reportReason.title',
  columns: [baseColumns[0], { key: 'nameJa', label: 'theater.list.nameJa', width: 140 }, ...baseColumns.slice(1)],
  filters: [...baseFilters],
  fields: [nameField('剧透'), nameJaField, sortField, enabledField],
});

export const h5Resource = defineResource(H5PageSchema, {
  ...listCommon,
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
