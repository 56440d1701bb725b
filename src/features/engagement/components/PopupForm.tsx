import { useMemo, useState, type FormEvent } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { useForm } from '@/lib/form';
import { useNotify } from '@/lib/notify';
import { formSchema } from '@/lib/resource/form-schema';
import { useDiscardGuard } from '@/lib/unsaved';
import { engagementApi, popupIssues, type PopupRow, type SavePopupRequest } from '../contract';
import { AudiencePicker, type AudienceValue } from '@/records/AudiencePicker';
import { FormShell, KitFields, useFormStyles } from './EngageFields';
import { popupResource } from '../resources/popups';

/**
 * The popup dialog (operate/pushPopup): name, picture, display order, jump type (the in-station
 * path only for an in-station jump, and then required), enabled, and the audience: all users,
 * chosen members or a segment, with how many members of the world it reaches, before saving.
 */
export function PopupForm({ mode, popup, onClose, onSaved }: { mode: 'add' | 'edit'; popup: PopupRow | null; onClose: () => void; onSaved: () => void }) {
  const styles = useFormStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const schema = useMemo(() => formSchema(popupResource, mode), [mode]);
  const start = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const f of popupResource.fields) values[f.key] = mode === 'edit' && popup ? ((popup as Record<string, unknown>)[f.key] ?? '') : (f.initial ?? '');
    return values;
  }, [mode, popup]);
  const form = useForm<Record<string, unknown>>(schema, start);
  const startAudience = useMemo<AudienceValue>(() => ({ target: popup?.target ?? '', memberIds: popup?.memberIds ?? [], segment: popup?.segment ?? null }), [popup]);
  const [audience, setAudience] = useState<AudienceValue>(startAudience);
  const [rules, setRules] = useState<Partial<Record<string, MessageId>> | null>(null);
  const dirty = JSON.stringify(form.values) !== JSON.stringify(start) || JSON.stringify(audience) !== JSON.stringify(startAudience);
  const guard = useDiscardGuard({ dirty, busy: form.busy, onClose });
  const check = (values = form.values, a = audience) => popupIssues({ ...values, ...a });
  const inStation = form.values.jumpType === 'inStation';
  const fields = popupResource.fields.filter((f) => f.key !== 'path' || inStation);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setRules(found);
    if (!form.validate() || Object.keys(found).length) {
      notify.warning('msg.incompleteForm');
      return;
    }
    await form.submit(async (v) => {
      const body: SavePopupRequest = {
        id: popup?.id ?? null,
        version: popup?.version ?? null,
        popup: {
          name: String(v.name ?? ''),
          image: String(v.image ?? ''),
          sort: Number(v.sort),
          jumpType: v.jumpType as SavePopupRequest['popup']['jumpType'],
          path: inStation ? String(v.path ?? '') : '',
          enabled: v.enabled === true,
          target: audience.target as SavePopupRequest['popup']['target'],
          memberIds: audience.memberIds,
          segment: audience.segment,
        },
      };
      try {
        await engagementApi.savePopup(body);
      } catch (error) {
        notify.error(error, mode === 'add' ? 'msg.addFailed' : 'msg.editFailed');
        throw error;
      }
      notify.success(mode === 'add' ? 'msg.addSuccess' : 'msg.editSuccess');
      guard.clear();
      onSaved();
    });
  };

  return (
    <FormShell
      title={mode === 'add' ? t('engage.popup.addTitle') : t('engage.popup.editTitle', { name: popup?.name ?? '' })}
      guard={guard}
      onSubmit={(e) => void onSubmit(e)}
      testId="popup-form"
      actions={
        <>
          <Button appearance="secondary" onClick={guard.requestClose} disabled={form.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={form.busy} icon={form.busy ? <Spinner size="tiny" /> : undefined}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <KitFields
        fields={fields}
        mode={mode}
        values={form.values}
        errors={{ ...(rules ?? {}), ...form.errors }}
        idPrefix="popup"
        onChange={(k, value) => {
          form.set(k, value);
          if (rules) setRules(check({ ...form.values, [k]: value }));
        }}
        onBlur={(k) => form.blur(k)}
      />
      <section className={styles.section}>
        <AudiencePicker
          id="popup"
          value={audience}
          errors={rules ?? {}}
          onChange={(a) => {
            setAudience(a);
            if (rules) setRules(check(form.values, a));
          }}
        />
      </section>
    </FormShell>
  );
}
