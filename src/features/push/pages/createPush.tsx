import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useNotify } from '@/lib/notify';
import { FieldInput } from '@/lib/resource/FieldInput';
import { fieldErrors } from '@/lib/validation';
import type { FieldDef } from '@/lib/resource/types';
import { useGoTo } from '@/lib/navigation';
import { useUnsavedChanges } from '@/lib/unsaved';
import { RestoreUnsavedBar, useKeepOnSessionEnd, useKeptForm } from '@/lib/restore-unsaved';
import { SEGMENTS } from '@/records/audience';
import { timeOf } from '@/lib/time';
import { AudiencePicker, type AudienceValue } from '@/records/AudiencePicker';
import { PUSH_LANGUAGES, PushFieldsSchema, TRIGGER_MODES, pushApi, pushIssues, type PushInput, type PushRow, type TriggerMode } from '../contract';
import { PhonePreview } from '../components/PhonePreview';
import { ReachPlan } from '../components/ReachPlan';
import { TestSendDialog } from '../components/TestSendDialog';
import type { PushAim, PushReach } from '../contract';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 340px', gap: tokens.spacingHorizontalL, alignItems: 'start', '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1 },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, alignItems: 'start' },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const SEND_AT: FieldDef = { key: 'sendAt', label: 'push.field.sendAt', kind: 'datetime' };

interface Draft {
  title: string;
  content: string;
  language: PushInput['language'];
  triggerMode: TriggerMode;
  sendAt: string;
  triggerSegment: PushInput['triggerSegment'];
}
const EMPTY: Draft = { title: '', content: '', language: 'ZH', triggerMode: 'now', sendAt: '', triggerSegment: null };
const EMPTY_AUDIENCE: AudienceValue = { target: 'all', memberIds: [], segment: null };

/** The push form's id among the page's kept forms (src/lib/kept-work.ts). */
const KEPT_FORM = 'push:create';

/** The draft and audience a session's end kept, laid over the empty form (what is missing stays empty). */
function restoredDraft(values: Record<string, unknown>): { draft: Draft; audience: AudienceValue } {
  const draft = values.draft && typeof values.draft === 'object' ? (values.draft as Partial<Draft>) : {};
  const audience = values.audience && typeof values.audience === 'object' ? (values.audience as Partial<AudienceValue>) : {};
  return { draft: { ...EMPTY, ...draft }, audience: { ...EMPTY_AUDIENCE, ...audience } };
}

/**
 * push/createPush: a push's title, content and language; its trigger mode (immediately, at a
 * time, or whenever a member of the audience enters a segment); its audience as popups and
 * messages aim (with the reach counted before publishing); a preview of the notification as a
 * phone shows it. Publishing asks first, shows 发布成功 and the counts, and the push is then in
 * the push records.
 */
export default function CreatePushPage() {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const goTo = useGoTo();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [audience, setAudience] = useState<AudienceValue>(EMPTY_AUDIENCE);
  const [errors, setErrors] = useState<Partial<Record<string, MessageId>> | null>(null);
  const [reach, setReach] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<PushRow | null>(null);
  /** The reach after quiet hours and the cap (docs/safe-push.md), and the test send dialog. */
  const [plan, setPlan] = useState<PushReach | null>(null);
  const [testing, setTesting] = useState(false);
  /** Publishes and test sends so far: the reach is counted again after each. */
  const [sends, setSends] = useState(0);
  const dirty = JSON.stringify(draft) !== JSON.stringify(EMPTY) || JSON.stringify(audience) !== JSON.stringify(EMPTY_AUDIENCE);
  const clearDirty = useUnsavedChanges(dirty);
  // No typed work lost: kept if the session ends now; offered back after signing in again.
  useKeepOnSessionEnd({ form: KEPT_FORM, mode: 'add', dirty, values: { draft, audience } });
  const kept = useKeptForm(KEPT_FORM);
  const restore = () => {
    if (!kept.kept) return;
    const back = restoredDraft(kept.kept.values);
    setDraft(back.draft);
    setAudience(back.audience);
    setPublished(null);
    setErrors(null);
    kept.clear();
  };

  const input = useMemo<PushInput>(
    () => ({
      title: draft.title,
      content: draft.content,
      language: draft.language,
      triggerMode: draft.triggerMode,
      sendAt: draft.triggerMode === 'scheduled' && draft.sendAt ? draft.sendAt.slice(0, 16) : null,
      triggerSegment: draft.triggerMode === 'segment' ? draft.triggerSegment : null,
      target: (audience.target || 'all') as PushInput['target'],
      memberIds: audience.memberIds,
      segment: audience.target === 'segment' ? audience.segment : null,
    }),
    [draft, audience],
  );
  const aim: PushAim = { triggerMode: input.triggerMode, sendAt: input.sendAt, triggerSegment: input.triggerSegment, target: input.target, memberIds: input.memberIds, segment: input.segment };
  /** The reach can be counted once the audience, the trigger segment and the time are chosen. */
  const aimReady =
    Boolean(audience.target) &&
    !(audience.target === 'users' && !audience.memberIds.length) &&
    !(audience.target === 'segment' && !audience.segment) &&
    !(input.triggerMode === 'segment' && !input.triggerSegment) &&
    !(input.triggerMode === 'scheduled' && !input.sendAt);
  /** Every problem by field: the title's and content's rules, the time, the trigger segment, the audience (the time's future is the server's to judge: its clock is the demo clock). */
  const check = (next = input): Partial<Record<string, MessageId>> => {
    const out: Partial<Record<string, MessageId>> = { ...(fieldErrors(PushFieldsSchema, next) as Partial<Record<string, MessageId>>), ...pushIssues(next, -Infinity) };
    if (!audience.target) out.target = 'engage.audience.targetRequired';
    return out;
  };
  const set = (change: Partial<Draft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    setPublished(null);
    if (errors) setErrors(check({ ...input, ...change, sendAt: next.triggerMode === 'scheduled' ? next.sendAt || null : null, triggerSegment: next.triggerMode === 'segment' ? next.triggerSegment : null }));
  };

  const publish = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      notify.warning('msg.incompleteForm');
      return;
    }
    const time = input.sendAt ? formatDateTime(new Date(timeOf(input.sendAt)).toISOString(), locale) : '';
    // The confirmation names the reach as it will be sent, counted again now (quiet hours and the cap move with the clock).
    const sent = await pushApi.reach(aim).catch(() => plan);
    const values: Record<string, string> = sent
      ? {
          title: input.title.trim(),
          when: input.triggerMode === 'now' ? '' : t(`push.create.confirm.when.${input.triggerMode}`, { time }),
          now: formatNumber(sent.now, locale),
          waiting: formatNumber(sent.waiting, locale),
          capped: formatNumber(sent.capped, locale),
        }
      : { title: input.title.trim(), count: formatNumber(reach ?? 0, locale), time };
    const body: MessageId = sent ? (input.triggerMode === 'now' ? 'push.create.confirm.reach' : 'push.create.confirm.reachWhen') : input.triggerMode === 'scheduled' ? 'push.create.confirm.scheduled' : input.triggerMode === 'segment' ? 'push.create.confirm.segment' : 'push.create.confirm.now';
    if (!(await confirm({ body, values, confirm: 'push.create.publish' }))) return;
    setBusy(true);
    try {
      const row = await pushApi.publish(input);
      notify.success('msg.publishSuccess');
      setPublished(row);
      setSends((n) => n + 1);
      clearDirty();
      kept.clear();
      setDraft(EMPTY);
      setAudience(EMPTY_AUDIENCE);
      setErrors(null);
    } catch (error) {
      notify.error(error, 'msg.requestFailed');
    } finally {
      setBusy(false);
    }
  };

  const error = (key: string) => (errors?.[key] ? t(errors[key]!) : undefined);
  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(e) => void publish(e)} noValidate aria-label={t('push.create.title')}>
        {kept.kept ? <RestoreUnsavedBar kept={kept.kept} name={t('push.create.title')} onRestore={restore} onDiscard={kept.clear} /> : null}
        {published ? (
          <MessageBar intent="success" data-testid="push-published">
            <MessageBarBody>
              {published.triggerMode === 'scheduled' && published.status === 'pending'
                ? t('push.create.doneScheduled', { title: published.title, time: formatDateTime(published.time, locale) })
                : published.waitingCount > 0 || published.cappedCount > 0
                  ? t('push.create.doneWaiting', {
                      title: published.title,
                      now: formatNumber(published.targetCount - published.waitingCount, locale),
                      success: formatNumber(published.successCount, locale),
                      fail: formatNumber(published.failCount, locale),
                      waiting: formatNumber(published.waitingCount, locale),
                      capped: formatNumber(published.cappedCount, locale),
                    })
                  : t('push.create.done', { title: published.title, target: formatNumber(published.targetCount, locale), success: formatNumber(published.successCount, locale), fail: formatNumber(published.failCount, locale) })}
            </MessageBarBody>
            <MessageBarActions>
              <Link onClick={() => void goTo('/push/pushRecord/index')}>{t('push.create.records')}</Link>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        <Text weight="semibold">{t('push.create.content')}</Text>
        <div className={styles.row}>
          <Field label={t('push.field.title')} required validationMessage={error('title')}>
            <Input value={draft.title} onChange={(_, d) => set({ title: d.value })} />
          </Field>
          <Field label={t('push.field.language')} required validationMessage={error('language')}>
            <Select value={draft.language} onChange={(_, d) => set({ language: d.value as Draft['language'] })}>
              {PUSH_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`push.language.${l}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label={t('push.field.content')} required validationMessage={error('content')}>
          <Textarea value={draft.content} resize="vertical" rows={3} onChange={(_, d) => set({ content: d.value })} />
        </Field>
        <Field label={t('push.field.trigger')} required hint={t(`push.create.triggerHint.${draft.triggerMode}`)}>
          <RadioGroup layout="horizontal" value={draft.triggerMode} onChange={(_, d) => set({ triggerMode: d.value as TriggerMode })}>
            {TRIGGER_MODES.map((m) => (
              <Radio key={m} value={m} label={t(`push.trigger.${m}`)} />
            ))}
          </RadioGroup>
        </Field>
        {draft.triggerMode === 'scheduled' ? (
          <Field label={{ children: t('push.field.sendAt'), htmlFor: 'push-sendAt' }} required validationMessage={error('sendAt')}>
            <FieldInput field={SEND_AT} id="push-sendAt" value={draft.sendAt} invalid={Boolean(errors?.sendAt)} onChange={(value) => set({ sendAt: String(value ?? '') })} onBlur={() => undefined} />
          </Field>
        ) : null}
        {draft.triggerMode === 'segment' ? (
          <Field label={{ children: t('push.field.triggerSegment'), htmlFor: 'push-trigger-segment' }} required validationMessage={error('triggerSegment')}>
            <Select id="push-trigger-segment" value={draft.triggerSegment ?? ''} onChange={(_, d) => set({ triggerSegment: (d.value || null) as Draft['triggerSegment'] })}>
              <option value="">{t('form.selectPlaceholder')}</option>
              {SEGMENTS.map((s) => (
                <option key={s} value={s}>
                  {t(`engage.segment.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Text weight="semibold">{t('push.create.audience')}</Text>
        <AudiencePicker
          id="push"
          value={audience}
          errors={(errors ?? {}) as Partial<Record<'target' | 'memberIds' | 'segment', MessageId>>}
          onReach={setReach}
          onChange={(a) => {
            setAudience(a);
            setPublished(null);
            if (errors) setErrors(check({ ...input, target: (a.target || 'all') as PushInput['target'], memberIds: a.memberIds, segment: a.target === 'segment' ? a.segment : null }));
          }}
        />
        <ReachPlan aim={aim} ready={aimReady} onReach={setPlan} revision={sends} />
        <div className={styles.actions}>
          <Button
            onClick={() => {
              const found = fieldErrors(PushFieldsSchema, input) as Partial<Record<string, MessageId>>;
              if (Object.keys(found).length) {
                setErrors({ ...(errors ?? {}), ...found });
                notify.warning('msg.incompleteForm');
                return;
              }
              setTesting(true);
            }}
            disabled={busy}
          >
            {t('push.test.open')}
          </Button>
          <Button
            disabled={busy || !dirty}
            onClick={() => {
              setDraft(EMPTY);
              setAudience(EMPTY_AUDIENCE);
              setErrors(null);
            }}
          >
            {t('push.create.reset')}
          </Button>
          <Button type="submit" appearance="primary" icon={busy ? <Spinner size="tiny" /> : <SendRegular />} disabled={busy}>
            {t('push.create.publish')}
          </Button>
        </div>
      </form>
      <PhonePreview draft={draft} />
      {testing ? <TestSendDialog push={input} onClose={() => setTesting(false)} onSent={() => {
            setTesting(false);
            setSends((n) => n + 1);
          }} /> : null}
    </div>
  );
}

