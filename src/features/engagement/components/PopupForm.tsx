import { useMemo, useState } from 'react';
import { type MessageId } from '@/i18n';
import { FormShell, useFormShellStyles } from '@/lib/form-shell';
import { useEditorForm, useRestoredPart, type EditorProps } from '@/lib/resource/editor';
import { FormFields } from '@/lib/resource/FormFields';
import { engagementApi, popupIssues, type PopupRow, type SavePopupRequest } from '../contract';
import { AudiencePicker, type AudienceValue } from '@/records/AudiencePicker';
import { popupResource } from '../resources/popups';

/**
 * The popup dialog (operate/pushPopup): name, picture, display order, jump type (the in-station
 * path only for an in-station jump, and then required), enabled, and the audience: all users,
 * chosen members or a segment, with how many members of the world it reaches, before saving.
 */
export function PopupForm({ mode, record: popup, onClose, onSaved }: EditorProps<PopupRow>) {
  const styles = useFormShellStyles();
  const startAudience = useMemo<AudienceValue>(() => ({ target: popup?.target ?? '', memberIds: popup?.memberIds ?? [], segment: popup?.segment ?? null }), [popup]);
  const [audience, setAudience] = useState<AudienceValue>(useRestoredPart('audience', startAudience));
  const [rules, setRules] = useState<Partial<Record<string, MessageId>> | null>(null);
  const { form, submit, shell } = useEditorForm({ def: popupResource, mode, record: popup, changed: JSON.stringify(audience) !== JSON.stringify(startAudience), parts: { audience }, onClose, onSaved });
  const check = (values = form.values, a = audience) => popupIssues({ ...values, ...a });
  const inStation = form.values.jumpType === 'inStation';
  const fields = popupResource.fields.filter((f) => f.key !== 'path' || inStation);

  const save = () =>
    submit({
      refuse: () => {
        const found = check();
        setRules(found);
        return Object.keys(found).length ? true : null;
      },
      save: (v) =>
        engagementApi.savePopup({
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
        }),
    });

  return (
    <FormShell
      {...shell}
      heading={mode === 'add' ? 'engage.popup.addTitle' : 'engage.popup.editTitle'}
      headingValues={{ name: popup?.name ?? '' }}
      size="large"
      submitLabel="common.save"
      testId="popup-form"
      onSubmit={() => void save()}
    >
      <FormFields
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
