import { Suspense, lazy, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, ProgressBar, Spinner, Text, ToolbarButton, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, ArrowDownloadRegular, ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { LoadError } from '../load-error';
import { once } from '../once';
import { ProgressWhileMounted } from '../progress';
import { ActionBar } from './ActionBar';
import { Cell, ScheduledMark, StatusSwitch } from './cells';
import { useVisibleColumns } from './columns';
import { DataTable, ROW_HEIGHT } from './DataTable';
import type { ResourceEditor } from './editor';
import { EmptyState } from './EmptyState';
import { FilterBar } from './FilterBar';
import { useKeptResourceForm } from './kept-form';
import { actionsWidth } from './fit';
import { ColumnsMenu, OptionCell, RowActions, SummaryBar, rowActionCount, type ActionContext, type RowAction } from './list-parts';
import { Pagination } from './Pagination';
import { PAGE_SIZES } from './url';
import type { RecordKey, RecordSchema, ResourceDef, Row } from './types';
import { useResourceActions } from './use-resource-actions';
import { useResourceQuery } from './use-resource-query';
import { useViewGate } from './view-gate';
import { ViewsMenu } from './ViewsMenu';

export type { ActionContext, RowAction } from './list-parts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  state: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
});

/** The table's height at most: it scrolls inside (the filters, toolbar and pager stay on screen). */
const TABLE_MAX_HEIGHT = 'calc(100vh - 360px)';

/** Loaded when first opened: the list's first screen ships without the form, import and detail code. */
const loadForm = once(() => import('./FormDialog'));
const preloadForm = () => void loadForm().catch(() => undefined);
const FormDialog = lazy(() => loadForm().then((m) => ({ default: m.FormDialog })));
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));
const DetailDrawer = lazy(() => import('./DetailDrawer').then((m) => ({ default: m.DetailDrawer })));

/**
 * The page's props, typed by the definition's record schema `S` (inferred from `def`): row
 * actions, toolbar, detail extras and the editor get the resource's rows.
 */
export interface ResourcePageProps<S extends RecordSchema = RecordSchema, K extends RecordKey<S> = RecordKey<S>> {
  def: ResourceDef<S, K>;
  rowActions?: RowAction<Row<S>>[];
  toolbar?(ctx: ActionContext & { selected: Row<S>[] }): ReactNode;
  detailExtra?(row: Row<S>): ReactNode;
  /** Rendered above the filters (notices, summaries). */
  header?: ReactNode;
  /**
   * Rendered after the list (bespoke dialogs of the page); as a function, with the list's context,
   * so a dialog opened from outside a row or the toolbar (one reopened from kept work) can refresh it.
   */
  children?: ReactNode | ((ctx: ActionContext) => ReactNode);
  /**
   * Filters the page sets itself (a report's period above the list): merged into every page and
   * export request, left out of the filter bar and the URL's `f.` values. Keys are the
   * definition's filters.
   */
  scope?: Record<string, unknown>;
  /**
   * The editor slot: add and edit open this form instead of the one the definition's fields make
   * (`defineEditor`, ./editor.tsx); the kit opens and closes it and refreshes the list after a save.
   */
  editor?: ResourceEditor<Row<S>>;
}

/** True from the first render where `now` is true on. */
function useOnceTrue(now: boolean): boolean {
  const [was, setWas] = useState(now);
  if (now && !was) setWas(true);
  return was || now;
}

/**
 * The list / filter / form / toggle / delete / export page of a resource, from its definition.
 * Filters, sort and page live in the URL. A saved view the URL names, or the user's default view
 * of the page, is applied before the list opens (./view-gate.ts, docs/saved-views.md).
 */
export function ResourcePage<S extends RecordSchema, K extends RecordKey<S>>(props: ResourcePageProps<S, K>) {
  const { def }: ResourcePageProps = props;
  const styles = useStyles();
  const { t } = useI18n();
  if (!useViewGate(def)) {
    return (
      <section className={styles.page} aria-label={t(def.title)} aria-busy>
        <div className={mergeClasses(styles.card, styles.state)}>
          <Spinner label={t('common.loading')} />
        </div>
      </section>
    );
  }
  return <ResourceList {...props} />;
}

/**
 * The page once its view is known. The view only: the query, grants and list actor are
 * `useResourceQuery`, what the operator does to rows is `useResourceActions`.
 */
function ResourceList<S extends RecordSchema, K extends RecordKey<S>>(props: ResourcePageProps<S, K>) {
  // The erase boundary (types.ts): below, the page handles its rows as plain `Row`s.
  const { def, rowActions = [], toolbar, detailExtra, header, children, scope, editor }: ResourcePageProps = props;
  const styles = useStyles();
  const { t } = useI18n();
  const q = useResourceQuery(def, { scope, editor });
  const columns = useVisibleColumns(def.name, q.me?.id, def.columns);
  const shown = def.columns.filter((c) => columns.visible.includes(c.key));
  const sectionRef = useRef<HTMLElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const a = useResourceActions(def, q, { editor, shown, sectionRef, addRef });
  // The add / edit dialog's input kept when a session ended: offered back (restore-unsaved.tsx).
  const kept = useKeptResourceForm(def, q.api, { open: Boolean(a.form || a.editing), openForm: a.openForm });
  const opened = { import: useOnceTrue(a.importing), detail: useOnceTrue(a.detail !== null) };
  const { can, query } = q;
  const ctx: ActionContext = { refresh: q.reload, api: q.api };
  const busy = q.phase === 'loading' || q.refreshing;
  // First on a phone: the columns marked key, else the record's name and its switch.
  const keyColumns = useMemo(() => {
    const marked = def.columns.filter((c) => c.essential).map((c) => c.key);
    return marked.length ? marked : [def.labelKey, ...(def.status ? [def.status.key] : [])];
  }, [def]);
  const hasActions = can.edit || can.delete || can.detail || rowActions.length > 0;

  return (
    // The form's code starts loading when the operator first points at or moves the focus into the list.
    <section ref={sectionRef} className={styles.page} aria-label={t(def.title)} onPointerOver={preloadForm} onFocus={preloadForm}>
      {header}
      {kept.bar}
      <FilterBar name={def.name} filters={q.barFilters} values={query.filters} onApply={(filters) => q.go({ filters, pageNum: 1 })} />
      <div className={styles.card}>
        <div className={styles.head}>
          <ActionBar aria-label={t('list.actions')} className={styles.grow}>
            {can.add ? (
              <ToolbarButton ref={addRef} appearance="primary" icon={<AddRegular />} onClick={() => void a.openForm(null)}>
                {t('list.add')}
              </ToolbarButton>
            ) : null}
            {can.delete ? (
              <ToolbarButton icon={<DeleteRegular />} disabled={!a.selectedRows.length} onClick={() => void a.remove(a.selectedRows)}>
                {t('list.bulkDelete')}
              </ToolbarButton>
            ) : null}
            {can.export ? (
              <ToolbarButton icon={<ArrowDownloadRegular />} disabled={!q.total || a.exporting !== null} onClick={() => void a.exportRows(a.selectedRows)}>
                {t(a.selectedRows.length ? 'list.exportSelected' : 'list.export')}
              </ToolbarButton>
            ) : null}
            {can.import ? (
              <ToolbarButton icon={<ArrowUploadRegular />} onClick={() => a.setImporting(true)}>
                {t('list.import')}
              </ToolbarButton>
            ) : null}
            {toolbar?.({ ...ctx, selected: a.selectedRows })}
            {a.selectedRows.length ? (
              <Text role="status">
                {t('list.selected', { count: a.selectedRows.length })}{' '}
                <Button size="small" appearance="transparent" onClick={() => a.select(new Set())}>
                  {t('list.clearSelection')}
                </Button>
              </Text>
            ) : null}
          </ActionBar>
          <Tooltip content={t('list.refresh')} relationship="label">
            <Button appearance="subtle" icon={q.refreshing ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />} disabled={q.phase !== 'ready' || q.refreshing} onClick={q.refresh} />
          </Tooltip>
          <ViewsMenu def={def} query={query} columns={columns} scope={scope} />
          <ColumnsMenu columns={def.columns} choice={columns} />
        </div>
        {def.summary?.length && q.phase !== 'failure' ? <SummaryBar items={def.summary} values={q.summary} busy={busy} /> : null}
        {a.exporting ? (
          <div role="status">
            <Text>{t('export.progress', { done: a.exporting.done, total: a.exporting.total })}</Text>
            <ProgressBar value={a.exporting.total ? a.exporting.done / a.exporting.total : undefined} />
          </div>
        ) : null}
        {q.phase === 'failure' ? (
          <LoadError error={q.error} onRetry={() => q.list.send({ type: 'RETRY' })} />
        ) : q.phase === 'loading' && !q.records.length ? (
          // As tall as the table it waits for (a header and a page of rows, at most the table's
          // height), so the pager below does not move down when the rows arrive (a layout shift).
          <div className={styles.state} style={{ minHeight: `min(${(query.pageSize + 1) * (ROW_HEIGHT + 1)}px, ${TABLE_MAX_HEIGHT})`, boxSizing: 'border-box' }}>
            <Spinner label={t('common.loading')} />
          </div>
        ) : !q.records.length && !q.pinned ? (
          <EmptyState filtered={q.filtered} />
        ) : (
          <DataTable
            columns={shown}
            rows={q.records}
            firstIndex={(query.pageNum - 1) * query.pageSize}
            totalRows={q.total}
            sort={query.sort}
            onSort={(sort) => q.go({ sort, pageNum: 1 })}
            selectable={can.delete || can.export}
            highlight={q.highlight}
            pinned={q.pinned}
            selected={a.selected}
            onSelect={a.select}
            label={t(def.title)}
            keyColumns={keyColumns}
            maxHeight={TABLE_MAX_HEIGHT}
            busy={busy}
            actionsWidth={actionsWidth(rowActionCount(can, rowActions))}
            renderCell={(row, column) => {
              const locked = column.kind === 'status' ? q.lockedFields(row)[def.status?.key ?? ''] : undefined;
              return column.kind === 'status' && can.status && q.toggles[row.id] ? (
                <>
                  <StatusSwitch
                    actor={q.toggles[row.id]}
                    label={`${t(column.label)} ${String(row[def.labelKey] ?? row.id)}`}
                    locked={locked ? t(locked) : undefined}
                    beforeToggle={def.status?.confirm ? (next) => a.askToSwitch(row, next) : undefined}
                  />
                  <ScheduledMark column={column} row={row} />
                </>
              ) : column.scheduled ? (
                <>
                  <Cell value={row[column.key]} column={column} />
                  <ScheduledMark column={column} row={row} />
                </>
              ) : column.options ? (
                <OptionCell row={row} column={column} />
              ) : (
                <Cell value={row[column.key]} column={column} />
              );
            }}
            renderActions={
              hasActions
                ? (row) => (
                    <RowActions
                      row={row}
                      def={def}
                      can={can}
                      me={q.me}
                      editor={editor}
                      rowActions={rowActions}
                      ctx={ctx}
                      onDetail={a.setDetail}
                      onEdit={(r) => void a.openForm(r)}
                      onDelete={(r) => void a.remove([r])}
                    />
                  )
                : undefined
            }
          />
        )}
        <Pagination
          page={query.pageNum}
          size={query.pageSize}
          // No count before the first answer (正在统计…, not 共 0 条).
          total={q.phase === 'loading' && !q.records.length ? null : q.total}
          sizes={def.pageSizes ?? PAGE_SIZES}
          label={t('list.pageSize')}
          onChange={(pageNum, pageSize) => q.go({ pageNum, pageSize })}
        />
      </div>
      {/* The form, import and detail code loads when first opened (the progress bar shows meanwhile). */}
      {a.form ? kept.scope(a.form.restored, (
        <Suspense fallback={<ProgressWhileMounted />}>
          <FormDialog
            def={def}
            api={q.api}
            mode={a.form.mode}
            record={a.form.record}
            locked={a.form.record ? q.lockedFields(a.form.record) : undefined}
            open
            onClose={() => a.closeForm(a.form?.record?.id ?? null)}
            onSaved={(answer) => a.saved(a.form?.record ?? null, answer)}
          />
        </Suspense>
      )) : null}
      {/* The editor slot's dialog (its own code: the page imported it). */}
      {a.editing ? kept.scope(a.editing.restored, a.editing.render({ onClose: () => a.closeForm(a.editing?.record?.id ?? null), onSaved: (answer) => a.saved(a.editing?.record ?? null, answer) })) : null}
      {/* Import and detail are mounted when first opened, and kept (for their closing animation). */}
      {can.import && opened.import ? (
        <Suspense fallback={<ProgressWhileMounted />}>
          <ImportDialog def={def} open={a.importing} onClose={() => a.setImporting(false)} onImported={q.reload} />
        </Suspense>
      ) : null}
      {opened.detail ? (
        <Suspense fallback={<ProgressWhileMounted />}>
          <DetailDrawer def={def} row={a.detail} onClose={() => a.setDetail(null)} extra={a.detail && detailExtra ? detailExtra(a.detail) : undefined} />
        </Suspense>
      ) : null}
      {typeof children === 'function' ? children(ctx) : children}
    </section>
  );
}
