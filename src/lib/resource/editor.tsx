import { useMemo, useState, type ComponentType, type ReactElement } from 'react';
import type { MessageId, Values } from '@/i18n';
import type { Grant } from '../api/contract';
import { useForm } from '../form';
import { useNotify } from '../notify';
import { useKeepOnSessionEnd, useKeptScope, withRestored } from '../restore-unsaved';
import { formSchema } from './form-schema';
import type { FieldDef, ResourceDef, Row } from './types';

/*
 * The editor slot of the resource page: a list whose add and edit open a form of its own (a task
 * with its conditions and rewards, a popup with its audience, a drama with its episodes) instead
 * of the form the definition's fields make. The page passes `editor={defineEditor({ ... })}`; the
 * kit owns the rest as for its own form: the 新增 button and each row's edit button (as the role is
 * granted), loading what an edit needs first, opening and closing, and after a save the list's
 * refresh, the new record highlighted (focus back on 新增) or the edited row updated in place
 * (focus back on its edit button). The editor is a FormShell (src/lib/form-shell.tsx), so closing
 * it with unsaved input asks first; `useEditorForm` gives it the fields' state and the submit.
 */

/** What an editor is given: the row it edits (null: a new record) and what `load` fetched for it. */
export interface EditorProps<R extends Row = Row, D = undefined> {
  mode: 'add' | 'edit';
  record: R | null;
  /** What the editor's `load` answered for the row (an edit with a `load`), else undefined. */
  detail: D | undefined;
  onClose(): void;
  /** After a save: the record as the server answered it (a row of the list), or null when it answered none. */
  onSaved(saved: unknown): void;
}

/** How the page's editor is opened: by the kit, from the 新增 button and each row's edit button. */
export interface ResourceEditor<R extends Row = Row> {
  /** Who may add and edit (the editor's save call's grant); the buttons are there only for them. */
  grant: Grant;
  /** No 新增 button (the records are only edited here). */
  noAdd?: boolean;
  /** The rows that can be edited (a message already sent cannot): the others have no edit button. */
  editable?(row: R): boolean;
  /** The row's edit button's name (default 编辑). */
  editLabel?: MessageId;
  /** Fetches what the editor needs for a row, then gives the dialog to render. */
  open(row: R | null): Promise<(handlers: Pick<EditorProps<R>, 'onClose' | 'onSaved'>) => ReactElement>;
}

export interface EditorDef<R extends Row, D> {
  component: ComponentType<EditorProps<R, D>>;
  /** Fetched before an edit opens (a task's conditions and rewards); a failure says 获取数据失败 and opens nothing. */
  load?: (row: R) => Promise<D>;
  grant: Grant;
  noAdd?: boolean;
  editable?: (row: R) => boolean;
  editLabel?: MessageId;
}

/** An editor for the resource page's editor slot: its form component and what it loads for an edit. */
export function defineEditor<R extends Row, D = undefined>({ component: Editor, load, ...rest }: EditorDef<R, D>): ResourceEditor<R> {
  return {
    ...rest,
    async open(row) {
      const detail = row && load ? await load(row) : undefined;
      return (handlers) => <Editor mode={row ? 'edit' : 'add'} record={row} detail={detail} {...handlers} />;
    },
  };
}

/** The values a bespoke form starts with: the record's for an edit, else each field's initial value (blank without one). */
export function recordValues(fields: FieldDef[], mode: 'add' | 'edit', record: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fields) values[f.key] = mode === 'edit' && record ? (record[f.key] ?? '') : (f.initial ?? (f.kind === 'multiselect' ? [] : ''));
  return values;
}

/** Where an editor's own parts go among its kept values. */
const PARTS = '__parts';

/**
 * A part the editor keeps itself (its audience, conditions, episodes) as reopened from what a
 * session's end kept (恢复未保存的内容), else `start`: the editor's state starts with it. A kept
 * value of another shape than `start` (an array for an array) is ignored.
 */
export function useRestoredPart<T>(name: string, start: T): T {
  const restored = useKeptScope()?.restored;
  const [value] = useState(() => {
    const all = restored?.[PARTS];
    const part = all && typeof all === 'object' ? (all as Record<string, unknown>)[name] : undefined;
    if (part === undefined || part === null || Array.isArray(part) !== Array.isArray(start) || typeof part !== typeof start) return start;
    return part as T;
  });
  return value;
}

/** What a submit does beyond the fields' rules: the form's own rules, a question, the write, the notice. */
export interface EditorSubmit<T> {
  /**
   * The form's own rules (its parts, its audience), run after the fields' (`fieldsOk`): null when
   * all is well; otherwise the warning to show, or `true` for 请完善表单.
   */
  refuse?: (fieldsOk: boolean) => MessageId | true | null;
  /** Asked once every rule passes, before anything is sent (send to 2,000 members now?); false sends nothing. */
  ask?: () => Promise<boolean>;
  /** The write. */
  save: (values: Record<string, unknown>) => Promise<T>;
  /** The success notice (default 添加成功 / 修改成功). */
  notice?: (saved: T) => [MessageId, Values?];
  /** The list's row in the answer (default the answer itself). */
  row?: (saved: T) => unknown;
}

/**
 * The state of a bespoke editor's fields and its submit: the definition's fields with their rules
 * (`form`), whether anything changed (`dirty`: the fields, or `changed` for the parts the form
 * keeps itself), and `submit`, which checks the fields and the form's own rules (请完善表单, or the
 * rule's own message), asks what it must, writes, says 添加成功 / 修改成功 or 添加失败 / 修改失败
 * with the reason (the typed values stay), and hands the saved row to the kit. `shell` is what
 * the FormShell needs besides its heading.
 */
export function useEditorForm({
  def,
  mode,
  record,
  changed = false,
  parts,
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  mode: 'add' | 'edit';
  record: Row | null;
  changed?: boolean;
  /** The parts the form keeps itself (an audience, conditions, episodes), kept with the fields when a session ends (`useRestoredPart` reads them back). */
  parts?: Record<string, unknown>;
} & Pick<EditorProps, 'onClose' | 'onSaved'>) {
  const notify = useNotify();
  const schema = useMemo(() => formSchema(def, mode), [def, mode]);
  const start = useMemo(() => recordValues(def.fields, mode, record), [def.fields, mode, record]);
  // Reopened from what a session's end kept (恢复未保存的内容): the fields start with those values.
  const kept = useKeptScope();
  const restored = kept?.restored;
  const [filled] = useState(() => withRestored(start, restored));
  const form = useForm<Record<string, unknown>>(schema, filled);
  const dirty = changed || JSON.stringify(form.values) !== JSON.stringify(start);
  // Kept if the session ends while it holds unsaved input (never a password).
  const omit = def.fields.filter((f) => f.kind === 'password').map((f) => f.key).join(',');
  const keptValues = useMemo(() => (parts ? { ...form.values, [PARTS]: parts } : form.values), [form.values, parts]);
  useKeepOnSessionEnd({ form: kept?.form ?? null, mode, recordId: record?.id ?? null, version: typeof record?.version === 'number' ? record.version : null, base: start, dirty, values: keptValues, omit });

  const submit = async <T,>({ refuse, ask, save, notice, row }: EditorSubmit<T>): Promise<void> => {
    const fieldsOk = form.validate();
    const refusal = refuse?.(fieldsOk) ?? null;
    if (!fieldsOk || refusal) {
      notify.warning(typeof refusal === 'string' ? refusal : 'msg.incompleteForm');
      return;
    }
    if (ask && !(await ask())) return;
    await form.submit(async (values) => {
      let saved: T;
      try {
        saved = await save(values);
      } catch (error) {
        notify.error(error, mode === 'add' ? 'msg.addFailed' : 'msg.editFailed');
        throw error;
      }
      const [id, params] = notice?.(saved) ?? [mode === 'add' ? 'msg.addSuccess' : 'msg.editSuccess'];
      notify.success(id, params);
      onSaved(row ? row(saved) : saved);
    });
  };

  return { form, dirty, submit, shell: { busy: form.busy, dirty, onClose } };
}
