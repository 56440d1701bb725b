import { makeStyles, tokens } from '@fluentui/react-components';
import type { MessageId } from '@/i18n';
import type { Measure } from '@/lib/report/charts';
import type { ColumnDef } from '@/lib/resource/types';

/** What the marketing report pages share: a day column, measures, a note's style. */

export const DATE: ColumnDef = { key: 'date', label: 'report.column.date', width: 110 };

export function measure(key: string, label: MessageId, kind: Measure['kind'] = 'number', width = 110): Measure {
  return { key, label, kind, width };
}

export const useMarketStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, display: 'block' },
  select: { minWidth: '200px' },
});
