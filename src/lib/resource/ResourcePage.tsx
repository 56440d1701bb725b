import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  Button,
  Menu,
  MenuItem,
  MenuItemCheckbox,
  MenuDivider,
  MenuList,
  MenuPopover,
  MenuTrigger,
  ProgressBar,
  Spinner,
  Text,
  Toolbar,
  ToolbarButton,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowDownloadRegular,
  ArrowUploadRegular,
  ColumnTripleEditRegular,
  DeleteRegular,
  EditRegular,
  InfoRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { listMachine } from '@/machines/list';
import { toggleMachine } from '@/machines/toggle';
import { isStale } from '../api/errors';
import { confirm } from '../confirm';
import { useNotify } from '../notify';
import { useGrant } from '../grants';
import { useSession } from '../session-context';
import { resourceApi } from './api';
import { resourceGrant, type ResourceAction } from './calls';
import { Cell, StatusSwitch } from './cells';
import { useVisibleColumns } from './columns';
import { EmptyState } from './EmptyState';
import { DataTable, ROW_HEIGHT } from './DataTable';
import { actionsWidth } from './fit';
import { buildWorkbook, saveFile } from './exporter';
import { FilterBar } from './FilterBar';
import { invalidate, loadOptions, useOptions } from './options';
import { Pagination } from './Pagination';
import { prefetchList, takePrefetched } from './prefetch';
import { PAGE_SIZES, queryFromSearch, searchFromQuery, type Search } from './url';
import type { ColumnDef, Option, OptionsSource, RecordKey, RecordSchema, ResourceDef, Row, SummaryItem } from './types';
import { formatMoney, formatNumber } from '../format';
import { LoadError } from '../load-error';
import { ProgressWhileMounted } from '../progress';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  state: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
  rowActions: { display: 'flex', gap: '2px' },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
    margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalS}`,
  },
  figure: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, margin: 0 },
  figureLabel: { color: tokens.colorNeutralForeground3 },
  figureValue: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, fontVariantNumeric: 'tabular-nums' },
  dim: { opacity: 0.6 },
});

/** The figures of the filtered rows above the grid (ResourceDef.summary), as the page call answered them. */
function SummaryBar({ items, values, busy }: { items: SummaryItem[]; values: Record<string, number> | null; busy: boolean }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  return (
    <div role="group" aria-label={t('list.summary')} aria-busy={busy} className={busy ? styles.dim : undefined}>
      <dl className={styles.summary}>
        {items.map((item) => {
          const value = values?.[item.key];
          const text = value == null ? '-' : item.kind === 'money' ? formatMoney(value, locale) : formatNumber(value, locale);
          return (
            <div key={item.key} className={styles.figure}>
              <dt className={styles.figureLabel}>{t(item.label)}</dt>
              <dd className={styles.figureValue} data-summary={item.key}>
                {text}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** The table's height at most: it scrolls inside (the filters, toolbar and pager stay on screen). */
const TABLE_MAX_HEIGHT = 'calc(100vh - 360px)';

/** Loaded when first opened: the list's first screen ships without the form, import and detail code. */
let formLoad: Promise<typeof import('./FormDialog')> | null = null;
const loadForm = () =>
  (formLoad ??= import('./FormDialog').catch((error: unknown) => {
    formLoad = null;
    throw error;
  }));
const preloadForm = () => {
  if (!formLoad) void loadForm().catch(() => undefined);
};
const FormDialog = lazy(() => loadForm().then((m) => ({ default: m.FormDialog })));
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));
const DetailDrawer = lazy(() => import('./DetailDrawer').then((m) => ({ default: m.DetailDrawer })));

/**
 * A bespoke action on a row (recharge, set VIP...). `R`: the resource's record (`RowAction<Member>`).
 * `visible` and `run` are methods so that a typed action fits the erased page (types.ts explains).
 */
export interface RowAction<R extends Row = Row> {
  key: string;
  label: MessageId;
  icon?: ReactNode;
  visible?(row: R): boolean;
  run(row: R, ctx: ActionContext): void;
}

export interface ActionContext {
  refresh: () => void;
  api: ReturnType<typeof resourceApi>;
}

/**
 * The page's props, typed by the definition's record schema `S` (inferred from `def`): row
 * actions, toolbar and detail extras get the resource's rows.
 */
export interface ResourcePageProps<S extends RecordSchema = RecordSchema, K extends RecordKey<S> = RecordKey<S>> {
  def: ResourceDef<S, K>;
  rowActions?: RowAction<Row<S>>[];
  toolbar?(ctx: ActionContext & { selected: Row<S>[] }): ReactNode;
  detailExtra?(row: Row<S>): ReactNode;
  /** Rendered above the filters (notices, summaries). */
  header?: ReactNode;
  /** Rendered after the list (bespoke dialogs of the page). */
  children?: ReactNode;
  /**
   * Filters the page sets itself (a report's period above the list): merged into every page and
   * export request, left out of the filter bar and the URL's `f.` values. Keys are the
   * definition's filters.
   */
  scope?: Record<string, unknown>;
}

function OptionCell({ row, column }: { row: Row; column: ColumnDef }) {
  const options = useOptions(column.options);
  return <Cell value={row[column.key]} column={column} options={options} row={row} />;
}

/** True from the first render where `now` is true on. */
function useOnceTrue(now: boolean): boolean {
  const [was, setWas] = useState(now);
  if (now && !was) setWas(true);
  return was || now;
}

function isSource(x: unknown): x is OptionsSource {
  return Boolean(x && typeof x === 'object' && !Array.isArray(x) && 'endpoint' in x);
}

/**
 * The list / filter / form / toggle / delete / export page of a resource, from its definition.
 * Filters, sort and page live in the URL.
 */
export function ResourcePage<S extends RecordSchema, K extends RecordKey<S>>(props: ResourcePageProps<S, K>) {
  // The erase boundary (types.ts): below, the page handles its rows as plain `Row`s.
  const { def, rowActions = [], toolbar, detailExtra, header, children, scope }: ResourcePageProps = props;
  const styles = useStyles();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const me = useSession((s) => s.context.user);
  const granted = useGrant();
  /**
   * What the page offers: what the definition offers and the role is granted (the server refuses
   * the rest with 403). Grants are per page, so in practice a role that reaches the page has them all.
   */
  const may = (action: ResourceAction, offered: unknown) => Boolean(offered) && granted(resourceGrant(def, action));
  const can = {
    add: may('add', def.can.add),
    edit: may('update', def.can.edit),
    delete: may('delete', def.can.delete),
    export: may('export', def.can.export),
    import: may('import', def.can.import),
    status: may('status', def.status),
    detail: may('info', def.can.detail),
  };
  /** Fields of this record the signed-in user may not change, with the reason (one's own role and status). */
  const lockedFields = (row: Row) => def.lockedFields?.(row, me ? { id: me.id } : null) ?? {};
  const api = useMemo(() => resourceApi(def), [def]);
  const search = location.search as Search;
  const searchKey = JSON.stringify(search);
  const scopeKey = JSON.stringify(scope ?? {});
  const query = useMemo(() => {
    const fromUrl = queryFromSearch(def, search);
    return scope ? { ...fromUrl, filters: { ...fromUrl.filters, ...scope } } : fromUrl;
  }, [def, searchKey, scopeKey]);
  const sizes = def.pageSizes ?? PAGE_SIZES;
  // The first page is asked for now, before the page renders, unless the route already has (prefetch.ts).
  useState(() => prefetchList(def, search));

  const list = useActorRef(
    listMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => takePrefetched(def, input) ?? api.page(input)),
        toggle: toggleMachine.provide({
          actors: {
            switchStatus: fromPromise(({ input }) => api.setStatus({ id: input.id, version: input.version }, input.value ? def.status!.on : def.status!.off)),
          },
        }),
      },
    }),
    { input: { query, status: def.status ? { key: def.status.key, on: def.status.on } : null } },
  );
  const records = useSelector(list, (s) => s.context.records);
  const total = useSelector(list, (s) => s.context.total);
  const summary = useSelector(list, (s) => s.context.summary);
  const error = useSelector(list, (s) => s.context.error);
  const toggles = useSelector(list, (s) => s.context.toggles);
  const phase = useSelector(list, (s) => (s.matches('failure') ? 'failure' : s.matches('loading') ? 'loading' : 'ready'));
  const refreshing = useSelector(list, (s) => s.matches('refreshing'));
  const highlight = useSelector(list, (s) => s.context.highlight);
  const pinned = useSelector(list, (s) => s.context.pinned);
  const sectionRef = useRef<HTMLElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; record: Row | null } | null>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const opened = { import: useOnceTrue(importing), detail: useOnceTrue(detail !== null) };
  const columns = useVisibleColumns(def.name, me?.id, def.columns);
  const shown = def.columns.filter((c) => columns.visible.includes(c.key));
  // First on a phone: the columns marked key, else the record's name and its switch.
  const keyColumns = useMemo(() => {
    const marked = def.columns.filter((c) => c.essential).map((c) => c.key);
    return marked.length ? marked : [def.labelKey, ...(def.status ? [def.status.key] : [])];
  }, [def]);

  useEffect(() => {
    if (JSON.stringify(list.getSnapshot().context.query) !== JSON.stringify(query)) list.send({ type: 'SET_QUERY', query });
  }, [list, query]);
  // New rows clear the selection (an empty one stays as it is: no second render of the page).
  useEffect(() => setSelected((current) => (current.size ? new Set() : current)), [records]);


  const reload = () => {
    invalidate(def.endpoint);
    list.send({ type: 'SET_QUERY', query: { ...list.getSnapshot().context.query } });
  };

  useEffect(() => {
    const subs = [
      list.on('refreshed', () => notify.success('msg.refreshSuccess')),
      list.on('refreshFailed', (e) => notify.error(e.error, 'msg.fetchFailed')),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [list, notify]);
  useEffect(() => {
    const subs = Object.values(toggles).flatMap((ref) => [
      ref.on('notify', (e) => {
        if (e.intent === 'success') notify.success(e.messageId);
        else notify.error(e.error, e.messageId);
        // Someone else changed the record since the list was read: show it as it is now.
        if (isStale(e.error)) reload();
      }),
      // The switch answered the record: the row takes its new version (an edit right after is not stale).
      ref.on('saved', (e) => {
        list.send({ type: 'PATCH', record: e.record });
        // A switch is a write: whatever listens for writes to the endpoint (a page's summary, menu badges) hears of it.
        invalidate(def.endpoint);
        // The switch changed other records too (one active at a time): show them as they are now.
        if (def.status?.reloadAfter) reload();
      }),
    ]);
    return () => subs.forEach((s) => s.unsubscribe());
  }, [toggles, notify]);

  const go = (next: Partial<typeof query>) => {
    const merged = { ...query, ...next };
    // The page's own scope is not the user's filter: it stays out of the URL.
    if (scope) merged.filters = Object.fromEntries(Object.entries(merged.filters).filter(([key]) => !(key in scope)));
    void navigate({ to: location.pathname, search: searchFromQuery(def, merged, search) as never });
  };
  const refresh = () => list.send({ type: 'REFRESH' });
  /**
   * Closes the add / edit dialog and puts focus back where the operator started: the add button
   * after an add, the row's edit button after an edit (the dialog unmounts, so focus would fall to
   * the page body).
   */
  const closeForm = (editedId: number | null) => {
    setForm(null);
    requestAnimationFrame(() => {
      const edit = editedId == null ? null : sectionRef.current?.querySelector<HTMLElement>(`tr[data-id="${editedId}"] [data-action="edit"]`);
      // Without scrolling: the list brings the saved row into view (DataTable), on a phone too.
      (edit ?? addRef.current)?.focus({ preventScroll: true });
    });
  };
  const ctx: ActionContext = { refresh: reload, api };

  const remove = async (rows: Row[]) => {
    for (const row of rows) {
      const refusal = def.guardDelete?.(row, me ? { id: me.id } : null);
      if (refusal) {
        notify.warning(refusal);
        return;
      }
    }
    const ok = await confirm(
      rows.length === 1
        ? { body: 'confirm.delete', values: { name: String(rows[0][def.labelKey] ?? rows[0].id) }, confirm: 'list.delete', danger: true }
        : { body: 'confirm.bulkDelete', values: { count: rows.length }, confirm: 'list.delete', danger: true },
    );
    if (!ok) return;
    try {
      await api.remove(rows);
      notify.success('msg.deleteSuccess');
      // Deleting the last rows of the last page steps back a page.
      if (rows.length >= records.length && query.pageNum > 1) go({ pageNum: query.pageNum - 1 });
      else reload();
    } catch (e) {
      notify.error(e, 'msg.deleteFailed');
      // Someone else changed a record since the list was read: nothing was deleted; show them as they are now.
      if (isStale(e)) reload();
    }
  };

  /** Exports the selected rows when some are selected, otherwise every row the filters match. */
  const exportRows = async (chosen: Row[]) => {
    const asked = chosen.length
      ? await confirm({ body: 'confirm.exportSelected', values: { count: chosen.length }, confirm: 'list.export' })
      : await confirm({ body: 'confirm.export', values: { total }, confirm: 'list.export' });
    if (!asked) return;
    setExporting({ done: 0, total: chosen.length || total });
    try {
      const rows = chosen.length ? chosen : await api.exportAll({ filters: query.filters, sort: query.sort }, (done, all) => setExporting({ done, total: all }));
      const options: Record<string, Option[]> = {};
      for (const c of shown) if (isSource(c.options)) options[c.key] = await loadOptions(c.options);
      else if (Array.isArray(c.options)) options[c.key] = c.options;
      const buffer = await buildWorkbook(t(def.title), shown, rows, { t, locale, options });
      saveFile(buffer, `${def.name}-${new Date().toISOString().slice(0, 10)}.xlsx`);
      notify.success('msg.exportSuccess');
    } catch (e) {
      notify.error(e, 'msg.exportFailed');
    } finally {
      setExporting(null);
    }
  };

  /** A switch that asks first (StatusDef.confirm): true when confirmed, or when there is nothing to ask. */
  const askToSwitch = (row: Row, next: boolean): Promise<boolean> => {
    const question = next ? def.status?.confirm?.on : def.status?.confirm?.off;
    if (!question) return Promise.resolve(true);
    return confirm({ body: question, values: { name: String(row[def.labelKey] ?? row.id) } });
  };

  const selectedRows = (pinned ? [pinned, ...records] : records).filter((r) => selected.has(r.id));
  const filtered = Object.keys(query.filters).some((key) => !scope || !(key in scope));
  const barFilters = scope ? def.filters.filter((f) => !(f.key in scope)) : def.filters;
  const hasActions = can.edit || can.delete || can.detail || rowActions.length > 0;

  const renderActions = (row: Row) => {
    const extra = rowActions.filter((a) => !a.visible || a.visible(row));
    const undeletable = can.delete ? def.guardDelete?.(row, me ? { id: me.id } : null) : null;
    return (
      <div className={styles.rowActions}>
        {/* Named by aria-label; the table's one tooltip host shows the name (data-tip, src/lib/overflow-tips.tsx). */}
        {can.detail ? (
          <Button size="small" appearance="subtle" icon={<InfoRegular />} aria-label={t('list.detail')} data-tip={t('list.detail')} onClick={() => setDetail(row)} />
        ) : null}
        {can.edit ? (
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            aria-label={t('list.edit')}
            data-tip={t('list.edit')}
            data-action="edit"
            onClick={() => setForm({ mode: 'edit', record: row })}
          />
        ) : null}
        {undeletable ? (
          // Disabled but focusable, so the reason is reachable by pointer and keyboard alike.
          <Tooltip content={t(undeletable)} relationship="description">
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('list.delete')} disabledFocusable />
          </Tooltip>
        ) : can.delete ? (
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('list.delete')} data-tip={t('list.delete')} onClick={() => void remove([row])} />
        ) : null}
        {extra.length ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('list.more')} data-tip={t('list.more')} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {extra.map((a) => (
                  <MenuItem key={a.key} icon={a.icon as never} onClick={() => a.run(row, ctx)}>
                    {t(a.label)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : null}
      </div>
    );
  };

  return (
    // The form's code starts loading when the operator first points at or moves the focus into the list.
    <section ref={sectionRef} className={styles.page} aria-label={t(def.title)} onPointerOver={preloadForm} onFocus={preloadForm}>
      {header}
      <FilterBar name={def.name} filters={barFilters} values={query.filters} onApply={(filters) => go({ filters, pageNum: 1 })} />
      <div className={styles.card}>
        <div className={styles.head}>
          <Toolbar aria-label={t('list.actions')} className={styles.grow}>
            {can.add ? (
              <ToolbarButton ref={addRef} appearance="primary" icon={<AddRegular />} onClick={() => setForm({ mode: 'add', record: null })}>
                {t('list.add')}
              </ToolbarButton>
            ) : null}
            {can.delete ? (
              <ToolbarButton icon={<DeleteRegular />} disabled={!selectedRows.length} onClick={() => void remove(selectedRows)}>
                {t('list.bulkDelete')}
              </ToolbarButton>
            ) : null}
            {can.export ? (
              <ToolbarButton icon={<ArrowDownloadRegular />} disabled={!total || exporting !== null} onClick={() => void exportRows(selectedRows)}>
                {t(selectedRows.length ? 'list.exportSelected' : 'list.export')}
              </ToolbarButton>
            ) : null}
            {can.import ? (
              <ToolbarButton icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
                {t('list.import')}
              </ToolbarButton>
            ) : null}
            {toolbar?.({ ...ctx, selected: selectedRows })}
            {selectedRows.length ? (
              <Text role="status">
                {t('list.selected', { count: selectedRows.length })}{' '}
                <Button size="small" appearance="transparent" onClick={() => setSelected(new Set())}>
                  {t('list.clearSelection')}
                </Button>
              </Text>
            ) : null}
          </Toolbar>
          <Tooltip content={t('list.refresh')} relationship="label">
            <Button appearance="subtle" icon={refreshing ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />} disabled={phase !== 'ready' || refreshing} onClick={refresh} />
          </Tooltip>
          <Menu
            checkedValues={{ columns: columns.visible }}
            onCheckedValueChange={(_, d) => d.checkedItems.length && columns.setVisible(def.columns.map((c) => c.key).filter((k) => d.checkedItems.includes(k)))}
          >
            <MenuTrigger disableButtonEnhancement>
              <Tooltip content={t('list.columns')} relationship="label">
                <Button appearance="subtle" icon={<ColumnTripleEditRegular />} />
              </Tooltip>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {def.columns.map((c) => (
                  <MenuItemCheckbox key={c.key} name="columns" value={c.key}>
                    {t(c.label)}
                  </MenuItemCheckbox>
                ))}
                <MenuDivider />
                <MenuItem onClick={columns.reset}>{t('list.columnsReset')}</MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
        {def.summary?.length && phase !== 'failure' ? <SummaryBar items={def.summary} values={summary} busy={phase === 'loading' || refreshing} /> : null}
        {exporting ? (
          <div role="status">
            <Text>{t('export.progress', { done: exporting.done, total: exporting.total })}</Text>
            <ProgressBar value={exporting.total ? exporting.done / exporting.total : undefined} />
          </div>
        ) : null}
        {phase === 'failure' ? (
          <LoadError error={error} onRetry={() => list.send({ type: 'RETRY' })} />
        ) : phase === 'loading' && !records.length ? (
          // As tall as the table it waits for (a header and a page of rows, at most the table's
          // height), so the pager below does not move down when the rows arrive (a layout shift).
          <div className={styles.state} style={{ minHeight: `min(${(query.pageSize + 1) * (ROW_HEIGHT + 1)}px, ${TABLE_MAX_HEIGHT})`, boxSizing: 'border-box' }}>
            <Spinner label={t('common.loading')} />
          </div>
        ) : !records.length && !pinned ? (
          <EmptyState filtered={filtered} />
        ) : (
          <DataTable
            columns={shown}
            rows={records}
            firstIndex={(query.pageNum - 1) * query.pageSize}
            totalRows={total}
            sort={query.sort}
            onSort={(sort) => go({ sort, pageNum: 1 })}
            selectable={can.delete || can.export}
            highlight={highlight}
            pinned={pinned}
            selected={selected}
            onSelect={setSelected}
            label={t(def.title)}
            keyColumns={keyColumns}
            maxHeight={TABLE_MAX_HEIGHT}
            busy={phase === 'loading' || refreshing}
            actionsWidth={actionsWidth((can.detail ? 1 : 0) + (can.edit ? 1 : 0) + (can.delete ? 1 : 0) + (rowActions.length ? 1 : 0))}
            renderCell={(row, column) =>
              column.kind === 'status' && can.status && toggles[row.id] ? (
                <StatusSwitch
                  actor={toggles[row.id]}
                  label={`${t(column.label)} ${String(row[def.labelKey] ?? row.id)}`}
                  locked={lockedFields(row)[def.status!.key] ? t(lockedFields(row)[def.status!.key]!) : undefined}
                  beforeToggle={def.status!.confirm ? (next) => askToSwitch(row, next) : undefined}
                />
              ) : column.options ? (
                <OptionCell row={row} column={column} />
              ) : (
                <Cell value={row[column.key]} column={column} />
              )
            }
            renderActions={hasActions ? renderActions : undefined}
          />
        )}
        <Pagination
          page={query.pageNum}
          size={query.pageSize}
          total={total}
          sizes={sizes}
          label={t('list.pageSize')}
          onChange={(pageNum, pageSize) => go({ pageNum, pageSize })}
        />
      </div>
      {/* The form, import and detail code loads when first opened (the progress bar shows meanwhile). */}
      {form ? (
        <Suspense fallback={<ProgressWhileMounted />}>
          <FormDialog
            def={def}
            api={api}
            mode={form.mode}
            record={form.record}
            locked={form.record ? lockedFields(form.record) : undefined}
            open
            onClose={() => closeForm(form.record?.id ?? null)}
            onSaved={(saved) => {
              invalidate(def.endpoint);
              const record = saved && v.is(def.schema, saved) ? (saved as Row) : null;
              if (form.mode === 'add') list.send({ type: 'ADDED', record });
              else list.send({ type: 'EDITED', id: form.record!.id, record });
              closeForm(form.record?.id ?? null);
            }}
          />
        </Suspense>
      ) : null}
      {/* Import and detail are mounted when first opened, and kept (for their closing animation). */}
      {can.import && opened.import ? (
        <Suspense fallback={<ProgressWhileMounted />}>
          <ImportDialog def={def} open={importing} onClose={() => setImporting(false)} onImported={reload} />
        </Suspense>
      ) : null}
      {opened.detail ? (
        <Suspense fallback={<ProgressWhileMounted />}>
          <DetailDrawer def={def} row={detail} onClose={() => setDetail(null)} extra={detail && detailExtra ? detailExtra(detail) : undefined} />
        </Suspense>
      ) : null}
      {children}
    </section>
  );
}
