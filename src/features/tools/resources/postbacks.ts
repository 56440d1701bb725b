import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option } from '@/lib/resource/types';
import { PLATFORM_OPTIONS } from './pixels';
import { POSTBACK_ENDPOINT, POSTBACK_EVENTS, POSTBACK_STATUSES, PostbackSchema } from '../contract';

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
