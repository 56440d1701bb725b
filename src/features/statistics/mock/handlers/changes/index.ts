import { translate, type Locale } from '@/i18n';
import type { LogRow } from '@/lib/oplog';
import { requestRangeIssue } from '@/lib/report/period';
import { currentTimeZone } from '@/lib/time-zone';
import { worldTable } from '@/mocks/db';
import { handleCall, language, ok, refuse } from '@/mocks/http';
import { fieldName, oplog, settled, tableName } from '@/mocks/oplog';
import { changesCall } from '@/records/changes';
import { dramaTable } from '../../tables';
import { selectChanges, type ChangeNames, type SentPush } from './select';

/** The push area's records, found by their table's name (an area reads another's tables through the kernel, never its files). */
const PUSH_TABLE = 'pushes';

/* statistics/v1/changes: the changes the charts mark, from the operation log and the push records (./select.ts decides which). */

const GROUNDING: Record<string, 'statistics.changes.grounding.uploaded' | 'statistics.changes.grounding.removed'> = {
  uploaded: 'statistics.changes.grounding.uploaded',
  removed: 'statistics.changes.grounding.removed',
};

/** Things named in the caller's language: tables and fields by their labels (as the operation log names them), values as text. */
export function changeNames(locale: Locale): ChangeNames {
  return {
    table: (table) => tableName(table, locale),
    field: (table, key) => fieldName(table, key, locale),
    value: (_table, key, value) => {
      if (value === null || value === undefined || value === '') return '-';
      if (typeof value === 'boolean') return translate(locale, value ? 'common.yes' : 'common.no');
      if (key === 'grounding' && typeof value === 'string' && GROUNDING[value]) return translate(locale, GROUNDING[value]);
      if (Array.isArray(value)) return value.map(String).join(locale === 'ZH' ? '、' : ', ') || '-';
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
    record: (row: LogRow) => {
      const side = (row.after ?? row.before ?? {}) as Record<string, unknown>;
      if (row.table === 'episodes') {
        const drama = typeof side.dramaId === 'number' ? dramaTable.get(side.dramaId) : undefined;
        return translate(locale, 'statistics.changes.episode', { drama: drama?.name ?? String(side.dramaId ?? ''), n: Number(side.number ?? 0) });
      }
      const name = side.name ?? side.title;
      return typeof name === 'string' && name ? name : row.recordId;
    },
  };
}

export const changesHandlers = [
  handleCall(changesCall, async ({ request, input }) => {
    const issue = requestRangeIssue(input.start, input.end);
    if (issue) return refuse(request, issue, 400);
    // A change just made is in the log once its write has landed.
    await settled();
    const pushes = worldTable<SentPush & { version: number }>(PUSH_TABLE).all();
    const changes = selectChanges(oplog.all(), pushes, { range: { start: input.start, end: input.end }, dramaId: input.dramaId ?? null, zone: currentTimeZone() }, changeNames(language(request)));
    return ok({ start: input.start, end: input.end, changes });
  }),
];
