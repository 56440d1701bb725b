import { useMemo, useState } from 'react';
import { Field, Input, Select, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useNotify } from '@/lib/notify';
import { optionText } from '@/lib/resource';
import { VIP_DAYS, VIP_TYPE_OPTIONS, VipFormSchema } from '@/features/member/resources';
import { memberApi, type Member, type VIP_TYPES } from '@/features/member/contract';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

type VipType = (typeof VIP_TYPES)[number];

/** A datetime-local input's value ('YYYY-MM-DDTHH:mm', local time) for a moment. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Set VIP: a type and an expiry in the future. Choosing a type proposes an expiry one period after the current one (or now). */
export function VipDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (member: Member) => void }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const initial = useMemo(() => ({ vipType: (member.vipType ?? '') as VipType | '', expiryTime: member.expiryTime ? localInput(new Date(member.expiryTime).getTime()) : '' }), [member]);
  const { form, error, run, dirty } = useActionForm(VipFormSchema, initial, 'msg.modifyFailed');
  const [expiryTouched, setExpiryTouched] = useState(false);
  const currentExpiry = member.expiryTime ? new Date(member.expiryTime).getTime() : 0;
  const typeName = (type: string | null) => optionText(VIP_TYPE_OPTIONS.find((o) => o.value === type), t);

  const chooseType = (value: string) => {
    form.set('vipType', value as VipType | '');
    if (!value || expiryTouched) return;
    const from = Math.max(Date.now(), currentExpiry);
    form.set('expiryTime', localInput(from + VIP_DAYS[value as VipType] * 86_400_000));
  };

  const submit = () =>
    run(async (values) => {
      const updated = await memberApi.setVip(member.id, values.vipType as VipType, new Date(values.expiryTime).toISOString());
      notify.success('member.vip.success');
      onDone(updated);
    });

  const current = !member.vipType
    ? t('member.vip.none')
    : t(currentExpiry > Date.now() ? 'member.vip.current' : 'member.vip.expired', { type: typeName(member.vipType), expiry: formatDateTime(member.expiryTime, locale) });

  return (
    <ActionDialog heading="member.action.vip" member={member} busy={form.busy} dirty={dirty} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Text>{current}</Text>
      <Field label={{ children: t('member.vip.type'), htmlFor: 'vip-type' }} required validationMessage={form.errors.vipType ? t(form.errors.vipType) : undefined}>
        <Select id="vip-type" value={form.values.vipType} onChange={(_, d) => chooseType(d.value)} onBlur={() => form.blur('vipType')}>
          <option value="">{t('form.selectPlaceholder')}</option>
          {VIP_TYPE_OPTIONS.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {optionText(o, t)}
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
