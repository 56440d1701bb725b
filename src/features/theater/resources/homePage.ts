import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import type { Option, ResourceDef } from '@/lib/resource/types';
import { ENABLED_OPTIONS, enabledField, listCommon, sortField } from './classification';
import { DRAMA_OPTIONS } from './shortDramaContent';
import { BANNER_TYPE_ENDPOINT, BANNER_ENDPOINT, BANNER_JUMPS, BannerSchema, HOME_COLUMN_ENDPOINT, HomeColumnSchema, bannerWindowIssue, columnNameRule } from '../contract';

/* theater/homePage: the app home screen's banners and columns, as tabs of one page. */

const BANNER_TYPE_OPTIONS = { endpoint: BANNER_TYPE_ENDPOINT, valueKey: 'id', labelKey: 'name' };
const JUMP_OPTIONS: Option[] = BANNER_JUMPS.map((value) => ({ value, label: `theater.banner.jump.${value}` as const }));
const homeCommon = { ...listCommon, grant: 'theater/homePage' as const };

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
