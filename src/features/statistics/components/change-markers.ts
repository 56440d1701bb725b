import { useMemo } from 'react';
import { useI18n, type MessageId, type Translate } from '@/i18n';
import type { ChartMarker, MarkerSource } from '@/lib/report';
import { changesApi, type Change, type ChangeKind } from '../contract';

/*
 * The change markers of the statistics pages (issue #23): statistics/v1/changes for the period, as
 * the kit's markers (ReportBody's `markers`). Each says who changed what, from what to what, in
 * the reader's language: the server names the tables and fields by their labels, this line
 * around them.
 */

const KIND: Record<ChangeKind, MessageId> = {
  price: 'statistics.changes.kind.price',
  paywall: 'statistics.changes.kind.paywall',
  shelving: 'statistics.changes.kind.shelving',
  beanPackage: 'statistics.changes.kind.beanPackage',
  vipType: 'statistics.changes.kind.vipType',
  homeColumn: 'statistics.changes.kind.homeColumn',
  push: 'statistics.changes.kind.push',
};

const SENTENCE: Record<Change['op'], MessageId> = {
  update: 'statistics.changes.update',
  insert: 'statistics.changes.insert',
  remove: 'statistics.changes.remove',
  send: 'statistics.changes.send',
};

/** A change as one line: 价格：operator 修改了短剧「…」：单集价格 从 50 改为 60. */
export function changeText(change: Change, t: Translate): string {
  const fields = change.fields
    .map((f) =>
      f.before !== null && f.after !== null
        ? t('statistics.changes.fromTo', { name: f.name, before: f.before, after: f.after })
        : t('statistics.changes.value', { name: f.name, value: f.after ?? f.before ?? '-' }),
    )
    .join(t('statistics.changes.separator'));
  return t(SENTENCE[change.op], { kind: t(KIND[change.kind]), operator: change.operator, table: change.tableName, record: change.recordName, fields });
}

export function changeMarkers(changes: readonly Change[], t: Translate): ChartMarker[] {
  return changes.map((c) => ({ id: c.id, day: c.day, text: changeText(c, t) }));
}

/** The markers of a page: every revenue-moving change, or a drama's only (its report). Asked again in another language. */
export function useChangeMarkers(dramaId?: number | null): MarkerSource {
  const { t, locale } = useI18n();
  return useMemo(
    () => ({
      subject: `${dramaId ?? 'all'}:${locale}`,
      load: async (p) => changeMarkers((await changesApi.changes({ start: p.start, end: p.end, dramaId: dramaId ?? null })).changes, t),
    }),
    [dramaId, locale, t],
  );
}
