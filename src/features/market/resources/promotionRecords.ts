import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option } from '@/lib/resource/types';
import { AD_BEHAVIOURS, AD_DEVICE_TYPES, AD_SOURCES, PromotionRecordSchema } from '@/records/promotions';
import { PROMOTION_ENDPOINT } from '../contract';

/** Message ids are lower camel case: a value's snake case becomes camel case (apple_search → appleSearch). */
const camel = (value: string) => value.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const labelled = <T extends string>(values: readonly T[], prefix: string): Option[] => values.map((value) => ({ value, label: `${prefix}.${camel(value)}` as MessageId }));
export const SOURCE_OPTIONS = labelled(AD_SOURCES, 'market.source');
export const BEHAVIOUR_OPTIONS = labelled(AD_BEHAVIOURS, 'market.behaviour');
export const DEVICE_OPTIONS = labelled(AD_DEVICE_TYPES, 'market.device');
export const ACTIVATED_OPTIONS: Option[] = [
  { value: 1, label: 'market.activated.yes' },
  { value: 0, label: 'market.activated.no' },
];

/**
 * marketReport/adUserActivation: the advertising promotion records (spec section 3), read only.
 * The page scopes the list to its report's period (`time`, kept out of the filter bar); the other
 * filters are in the URL and the report above the list follows them too.
 */
export const promotionRecordResource = defineResource(PromotionRecordSchema, {
  name: 'promotionRecord',
  endpoint: PROMOTION_ENDPOINT,
  grant: 'marketReport/adUserActivation',
  title: 'market.record.title',
  labelKey: 'adGroupName',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'time', label: 'market.record.time', kind: 'datetime', sortable: true, width: 140 },
    { key: 'source', label: 'market.record.source', kind: 'enum', options: SOURCE_OPTIONS, width: 100, hidden: true },
    { key: 'campaignId', label: 'market.record.campaignId', width: 170, hidden: true },
    { key: 'campaignName', label: 'market.record.campaignName', width: 140, hidden: true },
    { key: 'adGroupId', label: 'market.record.adGroupId', width: 170, hidden: true },
    { key: 'adGroupName', label: 'market.record.adGroupName', width: 160 },
    { key: 'behaviour', label: 'market.record.behaviour', kind: 'enum', options: BEHAVIOUR_OPTIONS, width: 70 },
    { key: 'deviceType', label: 'market.record.deviceType', kind: 'enum', options: DEVICE_OPTIONS, width: 90 },
    { key: 'deviceModel', label: 'market.record.deviceModel', width: 130, hidden: true },
    { key: 'osVersion', label: 'market.record.osVersion', width: 100, hidden: true },
    { key: 'screenSize', label: 'market.record.screenSize', width: 90, hidden: true },
    { key: 'siteId', label: 'market.record.siteId', width: 130, hidden: true },
    { key: 'clickIp', label: 'market.record.clickIp', width: 120, hidden: true },
    { key: 'activationIp', label: 'market.record.activationIp', width: 120, hidden: true },
    { key: 'clicks', label: 'market.record.clicks', kind: 'number', sortable: true, width: 60 },
    { key: 'activations', label: 'market.record.activations', kind: 'number', sortable: true, width: 60 },
    { key: 'cardNumber', label: 'market.record.member', width: 90 },
    { key: 'touchTime', label: 'market.record.touchTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
    { key: 'activationTime', label: 'market.record.activationTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'time', label: 'market.record.time', kind: 'dateRange' },
    { key: 'keyword', label: 'market.record.search', kind: 'text', fields: ['campaignId', 'campaignName', 'adGroupId', 'adGroupName', 'cardNumber'] },
    { key: 'source', label: 'market.record.source', kind: 'select', options: SOURCE_OPTIONS },
    { key: 'behaviour', label: 'market.record.behaviour', kind: 'select', options: BEHAVIOUR_OPTIONS },
    { key: 'deviceType', label: 'market.record.deviceType', kind: 'select', options: DEVICE_OPTIONS },
    { key: 'activations', label: 'market.record.activated', kind: 'select', options: ACTIVATED_OPTIONS },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'time', order: 'desc' },
});
