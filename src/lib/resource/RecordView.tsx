import type { ReactNode } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Button, Spinner, Subtitle1, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ActionBar } from './ActionBar';
import { ArrowClockwiseRegular, DocumentDismissRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { isApiError } from '../api/errors';
import { useLoad } from '../load';
import { LoadError } from '../load-error';
import { useRecordTitle } from '../records';
import { resourceApi } from './api';
import { RecordDetail, type RecordTab } from './DetailDrawer';
import type { RecordKey, RecordSchema, ResourceDef, Row } from './types';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  titles: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  kind: { color: tokens.colorNeutralForeground3 },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalL },
  state: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground4 },
});

/** A record id from the route: a number when the resource's ids are numbers (every resource's so far). */
function recordId(id: string): number | null {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface RecordViewProps<S extends RecordSchema = RecordSchema, K extends RecordKey<S> = RecordKey<S>> {
  def: ResourceDef<S, K>;
  /** The id from the route (`/<page>/record/<id>`). */
  id: string;
  /** The tab's and the heading's title (default: the record's `labelKey`). */
  title?(row: Row<S>): string;
  /** Actions on the record, beside its title. `reload` fetches it again (after a write). */
  actions?(row: Row<S>, reload: () => void): ReactNode;
  /** Rendered after the fields. */
  extra?(row: Row<S>): ReactNode;
  /** Tabs of the page's own after the related lists. */
  tabs?(row: Row<S>): RecordTab[];
}

/**
 * A record in a tab of its own (src/lib/records.ts): fetched by its id (the resource's `info`),
 * the tab named after it, every field and its related lists as in the detail drawer
 * (RecordDetail; the tab shown kept in the URL, ?tab=<value>), the page's actions beside the
 * title, and a reload. An unknown id says so and
 * leads back to the list; a failed load offers a retry. The list's filters are the list tab's:
 * a record tab has none.
 */
export function RecordView<S extends RecordSchema, K extends RecordKey<S>>(props: RecordViewProps<S, K>) {
  // The erase boundary (types.ts): below, rows are plain `Row`s.
  const { def, id, title, actions, extra, tabs }: RecordViewProps = props;
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  // The tab shown is in the URL (?tab=trail): a link opens the record on it, and a reload keeps it.
  const tab = typeof search.tab === 'string' ? search.tab : 'fields';
  const chooseTab = (next: string) => {
    const { tab: _drop, ...rest } = search;
    void navigate({ to: location.pathname, search: (next === 'fields' ? rest : { ...rest, tab: next }) as never, replace: true });
  };
  const key = recordId(id);
  const record = useLoad<Row | null, number | null>((n) => (n === null ? Promise.resolve(null) : resourceApi(def).info(n)), key);
  const row = record.data ?? null;
  const name = row ? (title ? title(row) : String(row[def.labelKey] ?? row.id)) : null;
  useRecordTitle(name);

  const missing = key === null || record.data === null || (record.state === 'failure' && isApiError(record.error) && (record.error.status === 404 || Number(record.error.code) === 404));
  if (missing) {
    return (
      <div className={styles.state} role="status">
        <DocumentDismissRegular className={styles.icon} aria-hidden />
        <Subtitle1 as="h1">{t('record.notFound', { id })}</Subtitle1>
        <Button appearance="primary" onClick={() => void navigate({ to: `/${def.grant}/index` })}>
          {t('record.backToList', { list: t(def.title) })}
        </Button>
      </div>
    );
  }
  if (record.state === 'failure') return <LoadError error={record.error} onRetry={record.retry} />;
  if (!row) {
    return (
      <div className={styles.state}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  const reload = () => {
    record.reload();
  };
  return (
    <section className={styles.page} aria-labelledby={`record-${def.name}-${row.id}`}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <Text className={styles.kind}>{t('record.of', { kind: t(def.title), id: row.id })}</Text>
          <Subtitle1 as="h1" id={`record-${def.name}-${row.id}`}>
            {name}
          </Subtitle1>
        </div>
        <ActionBar aria-label={t('list.actions')}>
          {actions?.(row, reload)}
          <Tooltip content={t('list.refresh')} relationship="label">
            <Button
              appearance="subtle"
              icon={record.busy ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
              disabled={record.busy}
              onClick={reload}
            />
          </Tooltip>
        </ActionBar>
      </div>
      <div className={styles.card}>
        <RecordDetail def={def} row={row} extra={extra?.(row)} tabs={tabs?.(row)} tab={tab} onTab={chooseTab} />
      </div>
    </section>
  );
}
