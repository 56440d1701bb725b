import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option, ResourceDef } from '@/lib/resource/types';
import { PromotionLinkSchema } from '@/records/channels';
import { PIXEL_PLATFORMS } from '@/records/promotions';
import { LINK_ENDPOINT, MIGRATION_ENDPOINT, MIGRATION_STATUSES, MIGRATION_TARGETS, MigrationRowSchema, PIXEL_ENDPOINT, POSTBACK_ENDPOINT, POSTBACK_EVENTS, POSTBACK_STATUSES, PostbackSchema, PixelPublicSchema, accessTokenRule, pixelCodeRule, pixelNameRule, pixelRemarkRule } from './contract';

const ENABLED_OPTIONS: Option[] = [
  { value: true, label: 'list.enabled' },
  { value: false, label: 'list.disabled' },
];
export const PLATFORM_OPTIONS: Option[] = PIXEL_PLATFORMS.map((value) => ({ value, label: `tools.pixel.platform.${value}` as MessageId }));
const TEST_OPTIONS: Option[] = [
  { value: true, label: 'tools.pixel.test.ok' },
  { value: false, label: 'tools.pixel.test.failed' },
];

/**
 * toolCategory/configureFeedback: feedback (pixel) configurations. The list and every answer
 * carry the token's mask only (PixelPublicSchema); the form sends the token (write-only: blank
 * keeps it when editing).
 */
export const pixelResource = defineResource(PixelPublicSchema, {
  name: 'pixelConfig',
  endpoint: PIXEL_ENDPOINT,
  grant: 'toolCategory/configureFeedback',
  title: 'tools.pixel.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'name', label: 'tools.pixel.name', sortable: true, width: 150 },
    { key: 'platform', label: 'tools.pixel.platform', kind: 'enum', options: PLATFORM_OPTIONS, width: 110 },
    { key: 'pixelCode', label: 'tools.pixel.code', width: 170 },
    { key: 'tokenMask', label: 'tools.pixel.token', width: 150 },
    { key: 'enabled', label: 'tools.pixel.enabled', kind: 'status', width: 70 },
    { key: 'lastTestOk', label: 'tools.pixel.lastTest', kind: 'enum', options: TEST_OPTIONS, width: 80 },
    { key: 'lastTestTime', label: 'tools.pixel.lastTestTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
    { key: 'lastTestMessage', label: 'tools.pixel.lastTestMessage', width: 220, hidden: true },
    { key: 'remark', label: 'tools.pixel.remark', width: 180, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'tools.pixel.search', kind: 'text', fields: ['name', 'pixelCode'] },
    { key: 'platform', label: 'tools.pixel.platform', kind: 'select', options: PLATFORM_OPTIONS },
    { key: 'enabled', label: 'tools.pixel.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [
    { key: 'name', label: 'tools.pixel.name', kind: 'text', required: true, rule: pixelNameRule, example: 'Meta 主像素' },
    { key: 'platform', label: 'tools.pixel.platform', kind: 'select', required: true, options: PLATFORM_OPTIONS, example: 'meta' },
    { key: 'pixelCode', label: 'tools.pixel.code', kind: 'text', required: true, rule: pixelCodeRule, example: '123456789012345' },
    // Not in the answered record (PixelPublicSchema has its mask only): sent and stored, never read back.
    { key: 'accessToken', label: 'tools.pixel.token', kind: 'password', required: true, rule: accessTokenRule, help: 'tools.pixel.tokenHelp', writeOnly: true, wide: true, example: 'EAAGm0PX4ZCpsBAKZCtestTOKEN0123456789abcdef' },
    { key: 'remark', label: 'tools.pixel.remark', kind: 'textarea', rule: pixelRemarkRule, wide: true },
    { key: 'enabled', label: 'tools.pixel.enabled', kind: 'switch', initial: true },
  ],
  status: { key: 'enabled', on: true, off: false, label: 'tools.pixel.enabled' },
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
});

const TARGET_OPTIONS: Option[] = MIGRATION_TARGETS.map((t) => ({ value: t.key, label: t.title }));
const STATUS_OPTIONS: Option[] = MIGRATION_STATUSES.map((value) => ({ value, label: `tools.migration.status.${value}` as MessageId }));

/** toolCategory/dataMigration: the imports made so far (read-only; each opens its report). */
export const migrationResource = defineResource(MigrationRowSchema, {
  name: 'migration',
  endpoint: MIGRATION_ENDPOINT,
  grant: 'toolCategory/dataMigration',
  title: 'tools.migration.title',
  labelKey: 'key',
  columns: [
    { key: 'key', label: 'tools.migration.key', width: 140 },
    { key: 'target', label: 'tools.migration.target', kind: 'enum', options: TARGET_OPTIONS, width: 90 },
    { key: 'fileName', label: 'tools.migration.fileName', width: 130 },
    { key: 'total', label: 'tools.migration.total', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'accepted', label: 'tools.migration.acceptedCount', kind: 'number', sortable: true, width: 70 },
    { key: 'rejected', label: 'tools.migration.rejectedCount', kind: 'number', sortable: true, width: 70 },
    { key: 'status', label: 'tools.migration.status', kind: 'enum', options: STATUS_OPTIONS, width: 70, hidden: true },
    { key: 'operator', label: 'tools.migration.operator', width: 80, hidden: true },
    { key: 'createTime', label: 'tools.migration.startTime', kind: 'datetime', sortable: true, width: 130 },
    { key: 'finishTime', label: 'tools.migration.finishTime', kind: 'datetime', sortable: true, width: 140, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'tools.migration.search', kind: 'text', fields: ['key', 'fileName'] },
    { key: 'target', label: 'tools.migration.target', kind: 'select', options: TARGET_OPTIONS },
    { key: 'status', label: 'tools.migration.status', kind: 'select', options: STATUS_OPTIONS },
    { key: 'createTime', label: 'tools.migration.startTime', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** A promotion link as the generator's list shows it: with its channel's, drama's and pixel's names. */
export const LinkRowSchema = v.object({ ...PromotionLinkSchema.entries, channelName: v.string(), dramaName: v.string(), pixelName: v.string() });
export type LinkRow = v.InferOutput<typeof LinkRowSchema>;

/** toolCategory/generationLinks: the promotion links generated so far (the channel area's records), newest first. */
export const linkResource = defineResource(LinkRowSchema, {
  name: 'promotionLink',
  endpoint: LINK_ENDPOINT,
  grant: 'toolCategory/generationLinks',
  title: 'tools.link.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'name', label: 'tools.link.name', sortable: true, width: 180 },
    { key: 'channelName', label: 'tools.link.channel', width: 130 },
    { key: 'dramaName', label: 'tools.link.drama', width: 140 },
    { key: 'startEpisode', label: 'tools.link.startEpisode', kind: 'number', width: 70, hidden: true },
    { key: 'pixelName', label: 'tools.link.pixel', width: 110, hidden: true },
    { key: 'utmSource', label: 'tools.link.utmSource', width: 110, hidden: true },
    { key: 'utmMedium', label: 'tools.link.utmMedium', width: 110, hidden: true },
    { key: 'utmCampaign', label: 'tools.link.utmCampaign', width: 120, hidden: true },
    { key: 'utmContent', label: 'tools.link.utmContent', width: 110, hidden: true },
    { key: 'url', label: 'tools.link.url', width: 180 },
    { key: 'operator', label: 'tools.link.operator', width: 90, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 140 },
  ],
  filters: [
    { key: 'keyword', label: 'tools.link.search', kind: 'text', fields: ['name', 'channelName', 'dramaName', 'utmSource', 'utmCampaign', 'url'] },
    { key: 'createTime', label: 'list.createTime', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});


export const EVENT_OPTIONS: Option[] = POSTBACK_EVENTS.map((value) => ({ value, label: `tools.postback.event.${value.charAt(0).toLowerCase()}${value.slice(1)}` as MessageId }));
export const POSTBACK_STATUS_OPTIONS: Option[] = POSTBACK_STATUSES.map((value) => ({ value, label: `tools.postback.status.${value}` as MessageId }));

/**
 * toolCategory/returnList: the postbacks (spec section 3's return records), read only: every field
 * in a column (the long ones in the column chooser and the detail, where the request and the
 * answer show as formatted JSON); failed ones can be retried (a row action of the page).
 */
export const postbackResource = defineResource(PostbackSchema, {
  name: 'postback',
  endpoint: POSTBACK_ENDPOINT,
  grant: 'toolCategory/returnList',
  title: 'tools.postback.title',
  labelKey: 'event',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'time', label: 'tools.postback.time', kind: 'datetime', sortable: true, width: 140 },
    { key: 'memberId', label: 'tools.postback.memberId', sortable: true, width: 80 },
    { key: 'cardNumber', label: 'tools.postback.cardNumber', width: 100, hidden: true },
    { key: 'channelType', label: 'tools.postback.channelType', kind: 'enum', options: PLATFORM_OPTIONS, width: 80 },
    { key: 'pixelName', label: 'tools.postback.pixel', width: 120, hidden: true },
    { key: 'event', label: 'tools.postback.event', kind: 'enum', options: EVENT_OPTIONS, width: 100 },
    { key: 'orderNo', label: 'tools.postback.orderNo', width: 160 },
    { key: 'currency', label: 'tools.postback.currency', width: 60 },
    { key: 'price', label: 'tools.postback.price', kind: 'number', sortable: true, width: 70 },
    { key: 'status', label: 'tools.postback.status', kind: 'enum', options: POSTBACK_STATUS_OPTIONS, width: 70 },
    { key: 'httpStatus', label: 'tools.postback.httpStatus', kind: 'number', width: 70, hidden: true },
    { key: 'attempts', label: 'tools.postback.attempts', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'fbc', label: 'tools.postback.fbc', width: 200, hidden: true },
    { key: 'ip', label: 'tools.postback.ip', width: 120, hidden: true },
    { key: 'url', label: 'tools.postback.url', width: 240, hidden: true },
    { key: 'ua', label: 'tools.postback.ua', width: 240, hidden: true },
    { key: 'requestParams', label: 'tools.postback.requestParams', width: 240, hidden: true },
    { key: 'returnInfo', label: 'tools.postback.returnInfo', width: 240, hidden: true },
    { key: 'lastAttemptTime', label: 'tools.postback.lastAttemptTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'tools.postback.search', kind: 'text', fields: ['cardNumber', 'orderNo', 'ip', 'fbc'] },
    { key: 'channelType', label: 'tools.postback.channelType', kind: 'select', options: PLATFORM_OPTIONS },
    { key: 'event', label: 'tools.postback.event', kind: 'select', options: EVENT_OPTIONS },
    { key: 'status', label: 'tools.postback.status', kind: 'select', options: POSTBACK_STATUS_OPTIONS },
    { key: 'time', label: 'tools.postback.time', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'time', order: 'desc' },
});

export const resources: ResourceDef[] = [pixelResource, migrationResource, linkResource, postbackResource];
