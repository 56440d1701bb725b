import { useMemo, useState, type FormEvent } from 'react';
import { Button, Field, Radio, RadioGroup, Spinner, Text } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useForm } from '@/lib/form';
import { useNotify } from '@/lib/notify';
import { FieldInput } from '@/lib/resource/FieldInput';
import { formSchema } from '@/lib/resource/form-schema';
import type { FieldDef } from '@/lib/resource/types';
import { useDiscardGuard } from '@/lib/unsaved';
import { audienceIssues } from '@/records/audience';
import { engagementApi, type InternalMessageRow, type SaveMessageRequest, type SendAction } from '../contract';
import { AudiencePicker, type AudienceValue } from '@/records/AudiencePicker';
import { FormShell, KitFields, useFormStyles } from './EngageFields';
import { messageResource } from '../resources/internalMessages';

const SEND_AT: FieldDef = { key: 'sendAt', label: 'engage.message.sendAt', kind: 'datetime' };
const MODES: readonly SendAction[] = ['now', 'schedule', 'draft'];

/**
 * The internal message dialog (operate/internalMessage): title, content in Chinese and English
 * (Japanese optional), the audience with its reach, and how to send it: now (asks first, naming
 * how many members), at a time (by the server's clock, the demo clock), or kept as a draft. Only
 * a draft or a scheduled message opens here: the statechart refuses to edit what was sent.
 */
export function MessageForm({ mode, message, onClose, onSaved }: { mode: 'add' | 'edit'; message: InternalMessageRow | null; onClose: () => void; onSaved: () => void }) {
  const styles = useFormStyles();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const schema = useMemo(() => formSchema(messageResource, mode), [mode]);
  const start = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const f of messageResource.fields) values[f.key] = mode === 'edit' && message ? ((message as Record<string, unknown>)[f.key] ?? '') : (f.initial ?? '');
    return values;
  }, [mode, message]);
  const form = useForm<Record<string, unknown>>(schema, start);
  const startAudience = useMemo<AudienceValue>(() => ({ target: message?.target ?? '', memberIds: message?.memberIds ?? [], segment: message?.segment ?? null }), [message]);
  const [audience, setAudience] = useState<AudienceValue>(startAudience);
  const startAction: SendAction = message?.state === 'scheduled' ? 'schedule' : message ? 'draft' : 'now';
  const [action, setAction] = useState<SendAction>(startAction);
  const [sendAt, setSendAt] = useState(message?.sendAt ?? '');
  const [reach, setReach] = useState<number | null>(null);
  const [rules, setRules] = useState<Partial<Record<string, MessageId>> | null>(null);
  const dirty =
    JSON.stringify(form.values) !== JSON.stringify(start) || JSON.stringify(audience) !== JSON.stringify(startAudience) || action !== startAction || sendAt !== (message?.sendAt ?? '');
  const guard = useDiscardGuard({ dirty, busy: form.busy, onClose });

  const check = (a = audience, mode_ = action, at = sendAt): Partial<Record<string, MessageId>> => {
    const out: Partial<Record<string, MessageId>> = { ...audienceIssues(a) };
    // The time's future is the server's to judge (its clock is the demo clock); here: one is given.
    if (mode_ === 'schedule' && !at) out.sendAt = 'engage.message.sendAtRequired';
    return out;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setRules(found);
    if (!form.validate() || Object.keys(found).length) {
      notify.warning('msg.incompleteForm');
      return;
    }
    if (action === 'now') {
      const title = String(form.values.title ?? '');
      if (!(await confirm({ body: 'engage.message.confirmSend', values: { name: title, count: formatNumber(reach ?? 0, locale) }, confirm: 'engage.message.sendNow' }))) return;
    }
    await form.submit(async (v) => {
      const body: SaveMessageRequest = {
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
      };
      let saved: InternalMessageRow;
      try {
        saved = await engagementApi.saveMessage(body);
      } catch (error) {
        notify.error(error, mode === 'add' ? 'msg.addFailed' : 'msg.editFailed');
        throw error;
      }
      if (saved.state === 'sent') notify.success('engage.message.sent', { count: saved.recipients });
      else if (saved.state === 'scheduled') notify.success('engage.message.scheduled', { time: formatDateTime(saved.sendTime, locale) });
      else notify.success('engage.message.saved');
      guard.clear();
      onSaved();
    });
  };

  const submitLabel: MessageId = action === 'now' ? 'engage.message.mode.now' : action === 'schedule' ? 'engage.message.mode.schedule' : 'engage.message.mode.draft';
  return (
    <FormShell
      title={mode === 'add' ? t('engage.message.addTitle') : t('engage.message.editTitle', { name: message?.title ?? '' })}
      guard={guard}
      onSubmit={(e) => void onSubmit(e)}
      testId="message-form"
      actions={
        <>
          <Button appearance="secondary" onClick={guard.requestClose} disabled={form.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={form.busy} icon={form.busy ? <Spinner size="tiny" /> : undefined}>
            {t(submitLabel)}
          </Button>
        </>
      }
    >
      {message ? (
        <Text className={styles.wide} size={200}>
          {t(message.state === 'scheduled' ? 'engage.message.stateHint.scheduled' : 'engage.message.stateHint.draft')}
        </Text>
      ) : null}
      <KitFields fields={messageResource.fields} mode={mode} values={form.values} errors={form.errors} idPrefix="message" onChange={(k, value) => form.set(k, value)} onBlur={(k) => form.blur(k)} />
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
