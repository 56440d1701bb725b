import { useMemo } from 'react';
import { Field, Select, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { useNotify } from '@/lib/notify';
import { optionText, useOptions } from '@/lib/resource';
import { CHANNEL_OPTIONS } from '@/records/channels';
import { ChannelFormSchema } from '../resources';
import { type Member } from '@/records/members';
import { memberApi } from '../contract';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

/** Set development channel: one of the channels (the channel area manages them). */
export function ChannelDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (member: Member) => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const options = useOptions(CHANNEL_OPTIONS);
  const initial = useMemo(() => ({ channelId: (member.channelId ?? '') as number | '' }), [member]);
  const { form, error, run, dirty } = useActionForm(ChannelFormSchema, initial, 'msg.modifyFailed', { dialog: 'channel', recordId: member.id });
  const current = options.find((o) => o.value === member.channelId);

  const submit = () =>
    run(async (values) => {
      const updated = await memberApi.setChannel(member.id, Number(values.channelId));
      notify.success('member.channel.success');
      onDone(updated);
    });

  return (
    <ActionDialog heading="member.action.channel" member={member} busy={form.busy} dirty={dirty} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Text>{member.channelId == null ? t('member.channel.organic') : t('member.channel.current', { name: current ? optionText(current, t) : String(member.channelId) })}</Text>
      <Field label={{ children: t('member.channel.label'), htmlFor: 'member-channel' }} required validationMessage={form.errors.channelId ? t(form.errors.channelId) : undefined}>
        <Select
          id="member-channel"
          value={form.values.channelId === '' ? '' : String(form.values.channelId)}
          onChange={(_, d) => form.set('channelId', d.value === '' ? '' : Number(d.value))}
          onBlur={() => form.blur('channelId')}
        >
          <option value="">{t('form.selectPlaceholder')}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {optionText(o, t)}
            </option>
          ))}
        </Select>
      </Field>
    </ActionDialog>
  );
}
