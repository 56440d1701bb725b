import type { MessageId } from '@/i18n';
import type { Measure } from '@/lib/report/charts';
import type { ColumnDef, Option } from '@/lib/resource/types';
import { MEMBER_TYPES, PLATFORMS, UNLOCK_TYPES } from '@/records/members';
import { CLICK_ELEMENTS, CLICK_PAGES, DEVICE_TYPES } from '../contract';

/** The columns and options the statistics pages share: a day, the figures, the enums' labels. */

/** The drama details report: the drama statistics' rows open it (with the period and the drama in the URL). */
export const DETAILS_PATH: string = '/statisticalReport/dramaDetailsStatistics/index';
export const DRAMAS_PATH: string = '/statisticalReport/dramaStatistics/index';

export const DATE: ColumnDef = { key: 'date', label: 'report.column.date', width: 110 };

export function measure(key: string, label: MessageId, kind: Measure['kind'] = 'number', width = 110): Measure {
  return { key, label, kind, width };
}

const labelled = <T extends string>(values: readonly T[], id: (v: T) => MessageId): Option[] => values.map((value) => ({ value, label: id(value) }));

export const PLATFORM_OPTIONS = labelled(PLATFORMS, (v) => `statistics.platform.${v}` as MessageId);
export const TYPE_OPTIONS = labelled(MEMBER_TYPES, (v) => `statistics.type.${v}` as MessageId);
export const UNLOCK_OPTIONS = labelled(UNLOCK_TYPES, (v) => `statistics.unlock.${v}` as MessageId);
export const DEVICE_OPTIONS = labelled(DEVICE_TYPES, (v) => `statistics.device.${v}` as MessageId);
export const PAGE_OPTIONS = labelled(CLICK_PAGES, (v) => `statistics.page.${v}` as MessageId);
export const ELEMENT_OPTIONS = labelled(
  CLICK_ELEMENTS.map((e) => e.key),
  (v) => `statistics.element.${v}` as MessageId,
);

/** A share of a total in percent, one decimal (a table's 占比 column). */
export const share = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);
export const SHARE: ColumnDef = { key: 'share', label: 'report.column.share', kind: 'percent', width: 90 };
