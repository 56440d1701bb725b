import { useMemo, useState } from 'react';
import { useI18n, type MessageId } from '@/i18n';
import { isStale } from '../api/errors';
import { FormShell, useFormShellStyles } from '../form-shell';
import { useForm } from '../form';
import { useNotify } from '../notify';
import { useKeepOnSessionEnd, useKeptScope, withRestored } from '../restore-unsaved';
import { StaleNotice, type StaleConflict } from '../stale';
import { FormFields } from './FormFields';
import { blankValue, fieldsFor, formSchema } from './form-schema';
import type { ResourceApi } from './api';
import type { FieldDef, ResourceDef, Row } from './types';

export function initialValues(def: ResourceDef, mode: 'add' | 'edit', record?: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fieldsFor(def.fields, mode)) {
    if (mode === 'edit' && record && f.kind !== 'password' && !f.virtual && !f.writeOnly) values[f.key] = record[f.key] ?? blankValue(f);
    else values[f.key] = blankValue(f);
  }
  return values;
}

/**
 * What is sent: stored fields only; when editing, a blank password, read-only and locked fields are
 * left out, and the record's id and version go with them (a record changed since is refused).
 */
export function payload(def: ResourceDef, mode: 'add' | 'edit', values: Record<string, unknown>, record?: Row | null, locked: Partial<Record<string, MessageId>> = {}) {
  const out: Record<string, unknown> = mode === 'edit' && record ? { id: record.id, version: record.version } : {};
  for (const f of fieldsFor(def.fields, mode)) {
    if (f.virtual) continue;
    if (mode === 'edit' && (f.readOnlyOnEdit || locked[f.key] || (f.kind === 'password' && !values[f.key]))) continue;
    out[f.key] = values[f.key];
  }
  return out;
}

/** The fields whose shown value differs between two sets of form values (what someone else changed). */
export function changedFields(fields: FieldDef[], before: Record<string, unknown>, after: Record<string, unknown>): FieldDef[] {
  return fields.filter((f) => !f.virtual && !f.writeOnly && f.kind !== 'password' && JSON.stringify(before[f.key]) !== JSON.stringify(after[f.key]));
}


export interface FormDialogProps {
  def: ResourceDef;
  api: ResourceApi;
  mode: 'add' | 'edit';
  record?: Row | null;
  /** Fields of this record the signed-in user may not change, with the reason (def.lockedFields): shown disabled, with the reason, and not sent. */
  locked?: Partial<Record<string, MessageId>>;
  open: boolean;
  onClose: () => void;
  onSaved: (row: Row | null) => void;
}

/**
 * The add / edit dialog, built from the resource's fields and validated with the same schema
 * as the mock backend: required fields, each field's rule on blur, 请完善表单 on an incomplete
 * submit, no double submit, every typed value kept after a failure, and a question before
 * unsaved edits are thrown away.
 *
 * An edit sends the version of the record it opened; when someone else saved the record since,
 * the server refuses (该记录已被他人修改). The dialog keeps every typed value and shows the refusal
 * with 载入最新内容: that fetches the record as it is now, takes the other person's values for the
 * fields they changed (named in the bar), keeps the user's own for the rest, and bases the next
 * save on the new version.
 */
export function FormDialog({ def, api, mode, record, locked = {}, open, onClose, onSaved }: FormDialogProps) {
  const styles = useFormShellStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const schema = useMemo(() => formSchema(def, mode), [def, mode]);
  const start = useMemo(() => initialValues(def, mode, record), [def, mode, record]);
  // A form reopened from what a session's end kept (恢复未保存的内容) starts with those values.
  const kept = useKeptScope();
  const restored = kept?.restored;
  const filled = useMemo(() => withRestored(start, restored), [start, restored]);
  const form = useForm<Record<string, unknown>>(schema, filled);
  const { reset } = form;
  const fields = fieldsFor(def.fields, mode);
  /** The record as reloaded after a stale save (its version is what the next save sends). */
  const [latest, setLatest] = useState<Row | null>(null);
  // An edit restored on the version it was based on, which someone else has saved since: said at once.
  const restoredStale: StaleConflict | null = kept?.stale && mode === 'edit' ? { state: 'stale' } : null;
  const [conflict, setConflict] = useState<StaleConflict | null>(restoredStale);
  const [reloading, setReloading] = useState(false);
  const base = latest ?? record ?? null;
  const baseline = useMemo(() => (latest ? initialValues(def, mode, latest) : start), [def, mode, latest, start]);
  const dirty = open && JSON.stringify(form.values) !== JSON.stringify(baseline);

  // Each opening (or another record while open) starts from the record, from the render that opens it.
  const openedWith = open ? filled : null;
  const [shownWith, setShownWith] = useState(openedWith);
  if (shownWith !== openedWith) {
    setShownWith(openedWith);
    if (openedWith) {
      reset(openedWith);
      setLatest(null);
      setConflict(restoredStale);
    }
  }

  // Kept if the session ends while it holds unsaved input (never a password).
  useKeepOnSessionEnd({ form: kept?.form ?? null, mode, recordId: base?.id ?? null, version: typeof base?.version === 'number' ? base.version : null, base: baseline, dirty, values: form.values, omit: fields.filter((f) => f.kind === 'password').map((f) => f.key).join(',') });

  const onSubmit = async () => {
    if (!form.validate()) {
      notify.warning('msg.incompleteForm');
      return;
    }
    await form.submit(async (values) => {
      let saved: Row | null = null;
      try {
        const body = payload(def, mode, values, base, mode === 'edit' ? locked : {});
        saved = (await (mode === 'add' ? api.add(body) : api.update(body))) ?? null;
      } catch (error) {
        if (mode === 'edit' && isStale(error)) setConflict({ state: 'stale' });
        else notify.error(error, mode === 'add' ? 'msg.addFailed' : 'msg.editFailed');
        throw error;
      }
      notify.success(mode === 'add' ? 'msg.addSuccess' : 'msg.editSuccess');
      onSaved(saved);
    });
  };

  /** 载入最新内容: the record as it is now; the fields someone else changed take their values, the rest stay as typed. */
  const reloadRecord = async () => {
    if (!base || reloading) return;
    setReloading(true);
    try {
      const current = await api.info(base.id);
      const fresh = initialValues(def, mode, current);
      const changed = changedFields(fields, baseline, fresh);
      const merged = { ...form.values };
      for (const f of changed) merged[f.key] = fresh[f.key];
      reset(merged);
      setLatest(current);
      setConflict({ state: 'reloaded', fields: changed.map((f) => f.label) });
    } catch (error) {
      notify.error(error, 'msg.fetchFailed');
    } finally {
      setReloading(false);
    }
  };

  return (
    <FormShell
      heading={mode === 'add' ? 'form.addTitle' : 'form.editTitle'}
      headingValues={{ name: t(def.title) }}
      size="medium"
      open={open}
      busy={form.busy}
      dirty={dirty}
      submitLabel="common.save"
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <StaleNotice conflict={conflict} reloading={reloading} onReload={() => void reloadRecord()} className={styles.wide} />
      <FormFields
        fields={fields}
        mode={mode}
        values={form.values}
        errors={form.errors}
        idPrefix={`field-${def.name}`}
        locked={mode === 'edit' ? locked : undefined}
        onChange={(key, value) => form.set(key, value)}
        onBlur={(key) => form.blur(key)}
      />
    </FormShell>
  );
}
