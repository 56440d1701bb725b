import { useState } from 'react';
import { Field, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { formatDateTime, formatNumber } from '@/lib/format';
import { FormShell, useFormShellStyles } from '@/lib/form-shell';
import { useEditorForm, useRestoredPart, type EditorProps } from '@/lib/resource/editor';
import { FieldInput } from '@/lib/resource/FieldInput';
import { FormFields } from '@/lib/resource/FormFields';
import type { FieldDef } from '@/lib/resource/types';
import { audienceIssues } from '@/records/audience';
import { engagementApi, type InternalMessageRow, type SaveMessageRequest, type SendAction } from '../contract';
import { AudiencePicker, type AudienceValue } from '@/records/AudiencePicker';
import { messageResource } from '../resources/internalMessages';

const SEND_AT: FieldDef = { key: 'sendAt', label: 'engage.message.sendAt', kind: 'datetime' };
const MODES: readonly SendAction[] = ['now', 'schedule', 'draft'];

/**
 * The internal message dialog (operate/internalMessage): title, content in Chinese and Japanese
 * (the app's content languages; English optional), the audience with its reach, and how to send it: now (asks first, naming
 * how many members), at a time (by the server's clock, the demo clock), or kept as a draft. Only
 * a draft or a scheduled message opens here: the statechart refuses to edit what was sent.
 */
export function MessageForm({ mode, record: message, onClose, onSaved }: EditorProps<InternalMessageRow>) {
  const styles = useFormShellStyles();
  const { t, locale } = useI18n();
  const [startAudience] = useState<AudienceValue>(() => ({ target: message?.target ?? '', memberIds: message?.memberIds ?? [], segment: message?.segment ?? null }));
  const [audience, setAudience] = useState<AudienceValue>(useRestoredPart('audience', startAudience));
  const startAction: SendAction = message?.state === 'scheduled' ? 'schedule' : message ? 'draft' : 'now';
  const [action, setAction] = useState<SendAction>(useRestoredPart('action', startAction));
  const [sendAt, setSendAt] = useState(useRestoredPart('sendAt', message?.sendAt ?? ''));
  const [reach, setReach] = useState<number | null>(null);
  const [rules, setRules] = useState<Partial<Record<string, MessageId>> | null>(null);
  const changed = JSON.stringify(audience) !== JSON.stringify(startAudience) || action !== startAction || sendAt !== (message?.sendAt ?? '');
  const { form, submit, shell } = useEditorForm({ def: messageResource, mode, record: message, changed, parts: { audience, action, sendAt }, onClose, onSaved });

  const check = (a = audience, mode_ = action, at = sendAt): Partial<Record<string, MessageId>> => {
    const out: Partial<Record<string, MessageId>> = { ...audienceIssues(a) };
    // The time's future is the server's to judge (its clock is the demo clock); here: one is given.
    if (mode_ === 'schedule' && !at) out.sendAt = 'engage.message.sendAtRequired';
    return out;
  };

  const save = () =>
    submit({
      refuse: () => {
        const found = check();
        setRules(found);
        return Object.keys(found).length ? true : null;
      },
      // Sending now names how many members it reaches, and asks.
      ask: () =>
        action === 'now'
          ? confirm({ body: 'engage.message.confirmSend', values: { name: String(form.values.title ?? ''), count: formatNumber(reach ?? 0, locale) }, confirm: 'engage.message.sendNow' })
          : Promise.resolve(true),
      save: (v) =>
        engagementApi.saveMessage({
          id: message?.id ?? null,
          version: message?.version ?? null,
          action,
          message: {
            title: String(v.title ?? ''),
            content: String(v.content ?? ''),
            contentEn: String(v.contentEn ?? ''),
            contentJa: String(v.contentJa ?? ''),
            target: audience.target as SaveMessageRequest['message']['target'],
            memberIds: audience.memberIds,
            segment: audience.segment,
            sendAt: sendAt ? sendAt.slice(0, 16) : null,
          },
        }),
      notice: (saved) =>
        saved.state === 'sent'
          ? ['engage.message.sent', { count: saved.recipients }]
          : saved.state === 'scheduled'
            ? ['engage.message.scheduled', { time: formatDateTime(saved.sendTime, locale) }]
            : ['engage.message.saved'],
    });

  const submitLabel: MessageId = action === 'now' ? 'engage.message.mode.now' : action === 'schedule' ? 'engage.message.mode.schedule' : 'engage.message.mode.draft';
  return (
    <FormShell
      {...shell}
      heading={mode === 'add' ? 'engage.message.addTitle' : 'engage.message.editTitle'}
      headingValues={{ name: message?.title ?? '' }}
      size="large"
      submitLabel={submitLabel}
      testId="message-form"
      onSubmit={() => void save()}
    >
      {message ? (
        <Text className={styles.wide} size={200}>
          {t(message.state === 'scheduled' ? 'engage.message.stateHint.scheduled' : 'engage.message.stateHint.draft')}
        </Text>
      ) : null}
      <FormFields fields={messageResource.fields} mode={mode} values={form.values} errors={form.errors} idPrefix="message" onChange={(k, value) => form.set(k, value)} onBlur={(k) => form.blur(k)} />
      <section className={styles.section}>
        <AudiencePicker
          id="message"
          value={audience}
          errors={rules ?? {}}
          onReach={setReach}
          onChange={(a) => {
            setAudience(a);
            if (rules) setRules(check(a));
          }}
        />
      </section>
      <section className={styles.section}>
        <Field label={t('engage.message.sending')} required>
          <RadioGroup
            layout="horizontal"
            value={action}
            onChange={(_, d) => {
              setAction(d.value as SendAction);
              if (rules) setRules(check(audience, d.value as SendAction));
            }}
          >
            {MODES.map((m) => (
              <Radio key={m} value={m} label={t(`engage.message.mode.${m}`)} />
            ))}
          </RadioGroup>
        </Field>
        {action === 'schedule' ? (
          <Field
            label={{ children: t('engage.message.sendAt'), htmlFor: 'message-sendAt' }}
            required
            hint={t('engage.message.sendAtHelp')}
            validationMessage={rules?.sendAt ? t(rules.sendAt) : undefined}
          >
            <FieldInput
              field={SEND_AT}
              id="message-sendAt"
              value={sendAt}
              invalid={Boolean(rules?.sendAt)}
              onChange={(value) => {
                setSendAt(String(value ?? ''));
                if (rules) setRules(check(audience, action, String(value ?? '')));
              }}
              onBlur={() => undefined}
            />
          </Field>
        ) : null}
      </section>
    </FormShell>
  );
}
