import { useMemo, useState } from 'react';
import { Field, Input, Select, Spinner, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/now';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { useNotify } from '@/lib/notify';
import { VipFormSchema } from '../resources';
import { type Member } from '@/records/members';
import { memberApi } from '../contract';
import { catalogueApi } from '@/records/catalogue';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

/** A datetime-local input's value ('YYYY-MM-DDTHH:mm', local time) for a moment. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/**
 * Set VIP: a VIP type of operate/vipManagement (the enabled ones) and an expiry in the future;
 * the server writes a VIP record (source: set by an operator). Choosing a type proposes an expiry
 * one period after the current one (or now).
 */
export function VipDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (member: Member) => void }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const types = useLoad(() => catalogueApi.vipTypes());
  const initial = useMemo(() => ({ vipTypeId: member.vipTypeId == null ? '' : String(member.vipTypeId), expiryTime: member.expiryTime ? localInput(new Date(member.expiryTime).getTime()) : '' }), [member]);
  const { form, error, run, dirty } = useActionForm(VipFormSchema, initial, 'msg.modifyFailed', { dialog: 'vip', recordId: member.id });
  const [expiryTouched, setExpiryTouched] = useState(false);
  const currentExpiry = member.expiryTime ? new Date(member.expiryTime).getTime() : 0;
  const all = types.data ?? [];
  const typeName = (id: number | null) => all.find((x) => x.id === id)?.name ?? (id == null ? '' : `#${id}`);
  const choices = all.filter((x) => x.enabled || x.id === member.vipTypeId);

  const chooseType = (value: string) => {
    form.set('vipTypeId', value);
    const type = all.find((x) => String(x.id) === value);
    if (!type || expiryTouched) return;
    const from = Math.max(Date.now(), currentExpiry);
    form.set('expiryTime', localInput(from + type.days * 86_400_000));
  };

  const submit = () =>
    run(async (values) => {
      const updated = await memberApi.setVip(member.id, Number(values.vipTypeId), new Date(values.expiryTime).toISOString());
      notify.success('member.vip.success');
      onDone(updated);
    });

  const now = useNow();
  const current =
    member.vipTypeId == null
      ? t('member.vip.none')
      : t(currentExpiry > now ? 'member.vip.current' : 'member.vip.expired', { type: typeName(member.vipTypeId), expiry: formatDateTime(member.expiryTime, locale) });

  return (
    <ActionDialog heading="member.action.vip" member={member} busy={form.busy} dirty={dirty} error={error} onSubmit={() => void submit()} onClose={onClose}>
      {types.state === 'failure' ? <LoadError error={types.error} onRetry={types.retry} /> : null}
      {types.data ? <Text>{current}</Text> : <Spinner size="tiny" label={t('common.loading')} />}
      <Field label={{ children: t('member.vip.type'), htmlFor: 'vip-type' }} required validationMessage={form.errors.vipTypeId ? t(form.errors.vipTypeId) : undefined}>
        <Select id="vip-type" value={form.values.vipTypeId} disabled={!types.data} onChange={(_, d) => chooseType(d.value)} onBlur={() => form.blur('vipTypeId')}>
          <option value="">{t('form.selectPlaceholder')}</option>
          {choices.map((x) => (
            <option key={x.id} value={String(x.id)}>
              {x.enabled ? t('member.vip.typeOption', { name: x.name, days: x.days }) : t('member.vip.disabled', { name: x.name })}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={{ children: t('member.vip.expiry'), htmlFor: 'vip-expiry' }}
        required
        hint={t('member.vip.hint')}
        validationMessage={form.errors.expiryTime ? t(form.errors.expiryTime) : undefined}
      >
        <Input
          id="vip-expiry"
          type="datetime-local"
          value={form.values.expiryTime}
          onChange={(_, d) => {
            setExpiryTouched(true);
            form.set('expiryTime', d.value);
          }}
          onBlur={() => form.blur('expiryTime')}
        />
      </Field>
    </ActionDialog>
  );
}
