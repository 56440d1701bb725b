import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option } from '@/lib/resource/types';
import { PIXEL_PLATFORMS } from '@/records/promotions';
import { PIXEL_ENDPOINT, PixelPublicSchema, accessTokenRule, pixelCodeRule, pixelNameRule, pixelRemarkRule } from '../contract';

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
