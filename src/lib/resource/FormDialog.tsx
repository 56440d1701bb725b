import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { isStale } from '../api/errors';
import { useDiscardGuard } from '../unsaved';
import { useForm } from '../form';
import { useNotify } from '../notify';
import { StaleNotice, type StaleConflict } from '../stale';
import { FieldInput } from './FieldInput';
import { blankValue, fieldsFor, formSchema, isRequired } from './form-schema';
import type { ResourceApi } from './api';
import type { FieldDef, ResourceDef, Row } from './types';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    // A field showing a hint or an error is taller: its neighbours keep their label and input at the top.
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  surface: { width: 'min(760px, 96vw)', maxWidth: '96vw' },
});

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
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const schema = useMemo(() => formSchema(def, mode), [def, mode]);
  const start = useMemo(() => initialValues(def, mode, record), [def, mode, record]);
  const form = useForm<Record<string, unknown>>(schema, start);
  const { reset } = form;
  const fields = fieldsFor(def.fields, mode);
  /** The record as reloaded after a stale save (its version is what the next save sends). */
  const [latest, setLatest] = useState<Row | null>(null);
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  const [reloading, setReloading] = useState(false);
  const base = latest ?? record ?? null;
  const baseline = useMemo(() => (latest ? initialValues(def, mode, latest) : start), [def, mode, latest, start]);
  const dirty = open && JSON.stringify(form.values) !== JSON.stringify(baseline);

  useEffect(() => {
    if (!open) return;
    reset(start);
    setLatest(null);
    setConflict(null);
  }, [open, start, reset]);

  const guard = useDiscardGuard({ dirty, busy: form.busy, onClose });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
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
      guard.clear();
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

  const name = t(def.title);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && guard.requestClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <form onSubmit={onSubmit} noValidate ref={guard.formRef}>
          <DialogBody>
            <DialogTitle>{t(mode === 'add' ? 'form.addTitle' : 'form.editTitle', { name })}</DialogTitle>
            <DialogContent className={styles.grid}>
              <StaleNotice conflict={conflict} reloading={reloading} onReload={() => void reloadRecord()} className={styles.wide} />
              {fields.map((f) => {
                const id = `field-${def.name}-${f.key}`;
                const error = form.errors[f.key];
                const lock = mode === 'edit' ? locked[f.key] : undefined;
                const readOnly = (mode === 'edit' && f.readOnlyOnEdit) || Boolean(lock);
                return (
                  <Field
                    key={f.key}
                    className={f.wide || f.kind === 'tree' || f.kind === 'textarea' ? styles.wide : undefined}
                    label={{ children: t(f.label), htmlFor: id }}
                    required={isRequired(f, mode)}
                    validationMessage={error ? t(error) : undefined}
                    hint={lock ? t(lock) : f.help && (mode === 'edit' || f.kind !== 'password') ? t(f.help) : undefined}
                  >
                    <FieldInput
                      field={f}
                      id={id}
                      value={form.values[f.key]}
                      readOnly={readOnly}
                      invalid={Boolean(error)}
                      onChange={(value) => form.set(f.key, value)}
                      onBlur={() => form.blur(f.key)}
                    />
                  </Field>
                );
              })}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={guard.requestClose} disabled={form.busy}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={form.busy} icon={form.busy ? <Spinner size="tiny" /> : undefined}>
                {t('common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {guard.question}
      </DialogSurface>
    </Dialog>
  );
}
