import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import * as v from 'valibot';
import { useI18n, type MessageId } from '@/i18n';
import { isStale } from '../api/errors';
import { confirm } from '../confirm';
import { useNotify } from '../notify';
import { progress } from '../progress';
import type { ResourceEditor } from './editor';
import { buildWorkbook, saveFile } from './exporter';
import { invalidate, loadOptions } from './options';
import type { ColumnDef, Option, OptionsSource, ResourceDef, Row } from './types';
import type { ResourceQuery } from './use-resource-query';

/** No row selected (shared: the table copies a selection before changing it). */
const NONE = new Set<number>();

function isSource(x: unknown): x is OptionsSource {
  return Boolean(x && typeof x === 'object' && !Array.isArray(x) && 'endpoint' in x);
}

/** The editor slot's dialog, once what it needs has loaded. */
type Editing = { record: Row | null; render: Awaited<ReturnType<ResourceEditor['open']>>; restored?: Record<string, unknown> | null };

/**
 * What the operator does to the rows of a resource page: the status switches, selection, delete
 * (one or the selected, asking first), export (the selected, or every row the filters match),
 * import, the detail drawer, and add / edit: the definition's form or the editor slot's, with
 * the list refreshed after a save (the new record highlighted, the edited row updated in place)
 * and the focus put back where the operator started (`sectionRef`: the page, whose rows hold the
 * edit buttons; `addRef`: 新增).
 */
export function useResourceActions(
  def: ResourceDef,
  q: ResourceQuery,
  { editor, shown, sectionRef, addRef }: { editor?: ResourceEditor; shown: ColumnDef[]; sectionRef: RefObject<HTMLElement | null>; addRef: RefObject<HTMLButtonElement | null> },
) {
  const { t, locale } = useI18n();
  const notify = useNotify();

  /* ---------------------------------------------------------------- status switches */

  const onSwitchNotice = useEffectEvent((e: { intent: 'success' | 'error'; messageId: MessageId; error?: unknown }) => {
    if (e.intent === 'success') notify.success(e.messageId);
    else notify.error(e.error, e.messageId);
    // Someone else changed the record since the list was read: show it as it is now.
    if (isStale(e.error)) q.reload();
  });
  const onSwitchSaved = useEffectEvent((record: Row) => {
    // The switch answered the record: the row takes its new version (an edit right after is not stale).
    q.list.send({ type: 'PATCH', record });
    // A switch is a write: whatever listens for writes to the endpoint (a page's summary, menu badges) hears of it.
    invalidate(def.endpoint);
    // The switch changed other records too (one active at a time): show them as they are now.
    if (def.status?.reloadAfter) q.reload();
  });
  useEffect(() => {
    const subs = Object.values(q.toggles).flatMap((ref) => [ref.on('notify', (e) => onSwitchNotice(e)), ref.on('saved', (e) => onSwitchSaved(e.record))]);
    return () => subs.forEach((s) => s.unsubscribe());
  }, [q.toggles]);

  /** A switch that asks first (StatusDef.confirm): true when confirmed, or when there is nothing to ask. */
  const askToSwitch = (row: Row, next: boolean): Promise<boolean> => {
    const question = next ? def.status?.confirm?.on : def.status?.confirm?.off;
    if (!question) return Promise.resolve(true);
    return confirm({ body: question, values: { name: String(row[def.labelKey] ?? row.id) } });
  };

  /* ---------------------------------------------------------------- selection */

  // A selection belongs to the rows it was made on: new rows start with none.
  const [selection, setSelection] = useState<{ of: Row[]; ids: Set<number> }>({ of: q.records, ids: NONE });
  const selected = selection.of === q.records ? selection.ids : NONE;
  const select = (ids: Set<number>) => setSelection({ of: q.records, ids });
  const selectedRows = (q.pinned ? [q.pinned, ...q.records] : q.records).filter((r) => selected.has(r.id));

  /* ---------------------------------------------------------------- delete, export */

  const remove = async (rows: Row[]) => {
    for (const row of rows) {
      const refusal = def.guardDelete?.(row, q.me);
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
      await q.api.remove(rows);
      notify.success('msg.deleteSuccess');
      // Deleting the last rows of the last page steps back a page.
      if (rows.length >= q.records.length && q.query.pageNum > 1) q.go({ pageNum: q.query.pageNum - 1 });
      else q.reload();
    } catch (e) {
      notify.error(e, 'msg.deleteFailed');
      // Someone else changed a record since the list was read: nothing was deleted; show them as they are now.
      if (isStale(e)) q.reload();
    }
  };

  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  /** Exports the selected rows when some are selected, otherwise every row the filters match (the columns shown). */
  const exportRows = async (chosen: Row[]) => {
    const asked = chosen.length
      ? await confirm({ body: 'confirm.exportSelected', values: { count: chosen.length }, confirm: 'list.export' })
      : await confirm({ body: 'confirm.export', values: { total: q.total }, confirm: 'list.export' });
    if (!asked) return;
    setExporting({ done: 0, total: chosen.length || q.total });
    try {
      const rows = chosen.length ? chosen : await q.api.exportAll({ filters: q.query.filters, sort: q.query.sort }, (done, all) => setExporting({ done, total: all }));
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

  /* ---------------------------------------------------------------- import, detail */

  const [importing, setImporting] = useState(false);
  const [detail, setDetail] = useState<Row | null>(null);

  /* ---------------------------------------------------------------- add, edit */

  const [form, setForm] = useState<{ mode: 'add' | 'edit'; record: Row | null; restored?: Record<string, unknown> | null } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState(false);

  /**
   * Add or edit: the editor slot's form (what it needs for a row loaded first), else the
   * definition's; `restored`: the values a session's end kept (恢复未保存的内容). True once open.
   */
  const openForm = async (record: Row | null, restored: Record<string, unknown> | null = null): Promise<boolean> => {
    if (!editor) {
      setForm({ mode: record ? 'edit' : 'add', record, restored });
      return true;
    }
    if (opening) return false;
    setOpening(true);
    if (record) progress.start();
    try {
      const render = await editor.open(record);
      setEditing({ record, render, restored });
      return true;
    } catch (e) {
      notify.error(e, 'msg.fetchFailed');
      return false;
    } finally {
      if (record) progress.done();
      setOpening(false);
    }
  };
  /**
   * Closes the add / edit dialog and puts focus back where the operator started: the add button
   * after an add, the row's edit button after an edit (the dialog unmounts, so focus would fall to
   * the page body).
   */
  const closeForm = (editedId: number | null) => {
    setForm(null);
    setEditing(null);
    requestAnimationFrame(() => {
      const edit = editedId == null ? null : sectionRef.current?.querySelector<HTMLElement>(`tr[data-id="${editedId}"] [data-action="edit"]`);
      // Without scrolling: the list brings the saved row into view (DataTable), on a phone too.
      (edit ?? addRef.current)?.focus({ preventScroll: true });
    });
  };
  /** After a save: the new record highlighted (shown above the page when it is elsewhere), or the edited row as answered, in place. */
  const saved = (record: Row | null, answer: unknown) => {
    invalidate(def.endpoint);
    // `v.is` checks the record against its schema (its input type is what it narrows to: unknown here).
    const row = v.is(def.schema, answer) ? (answer as Row) : null;
    if (!record) q.list.send({ type: 'ADDED', record: row });
    else q.list.send({ type: 'EDITED', id: record.id, record: row });
    closeForm(record?.id ?? null);
  };

  return {
    askToSwitch,
    selected,
    select,
    selectedRows,
    remove,
    exporting,
    exportRows,
    importing,
    setImporting,
    detail,
    setDetail,
    form,
    editing,
    openForm,
    closeForm,
    saved,
  };
}
