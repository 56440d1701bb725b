import { useMemo, useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Select, Text, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { FormShell, useFormShellStyles } from '@/lib/form-shell';
import { useEditorForm, useRestoredPart, type EditorProps } from '@/lib/resource/editor';
import { FormFields } from '@/lib/resource/FormFields';
import * as v from 'valibot';
import { MAX_SIGN_IN_DAYS, REWARD_TYPES, SignInDayInputSchema, engagementApi, signInDaysIssue, type SignInPlanRow } from '../contract';
import { usePartStyles } from './EngageFields';
import { signInResource } from '../resources/signIn';

interface DayDraft {
  day: number;
  type: string;
  quantity: number | '';
}

/** A day's problem (its quantity or type), or null. */
function dayIssue(d: DayDraft): MessageId | null {
  const result = v.safeParse(SignInDayInputSchema, d);
  return result.success ? null : (result.issues[0].message as MessageId);
}

/**
 * The sign-in plan dialog (operate/signIn): the plan's name and the reward of each consecutive
 * day. Days are added at the end and removed from the end, so they always run 1, 2, 3…; a plan
 * without days is refused with 请添加签到天数 (section 5), and the server checks the same.
 */
export function SignInForm({ mode, record: plan, onClose, onSaved }: EditorProps<SignInPlanRow>) {
  const styles = { ...useFormShellStyles(), ...usePartStyles() };
  const { t } = useI18n();
  const startDays = useMemo<DayDraft[]>(() => (plan?.days ?? []).map((d) => ({ ...d })), [plan]);
  const [days, setDays] = useState<DayDraft[]>(useRestoredPart('days', startDays));
  const [refused, setRefused] = useState<MessageId | null>(null);
  const [checked, setChecked] = useState(false);
  const { form, submit, shell } = useEditorForm({ def: signInResource, mode, record: plan, changed: JSON.stringify(days) !== JSON.stringify(startDays), parts: { days }, onClose, onSaved });

  const update = (next: DayDraft[]) => {
    setDays(next);
    if (refused) setRefused(signInDaysIssue(next));
  };
  const addDay = () => {
    const last = days[days.length - 1];
    update([...days, { day: days.length + 1, type: last?.type ?? 'beans', quantity: last?.quantity ?? 10 }]);
  };

  const save = () =>
    submit({
      // No days: 请添加签到天数 (section 5), said as the warning when the rest is in order.
      refuse: (fieldsOk) => {
        const rule = signInDaysIssue(days);
        setRefused(rule);
        setChecked(true);
        const dayProblems = days.some((d) => dayIssue(d));
        if (!rule && !dayProblems) return null;
        return fieldsOk && rule && !dayProblems ? rule : true;
      },
      save: (values) => engagementApi.saveSignIn({ id: plan?.id ?? null, version: plan?.version ?? null, name: String(values.name ?? ''), days: days.map((d) => ({ ...d })) }),
    });

  return (
    <FormShell
      {...shell}
      heading={mode === 'add' ? 'engage.signIn.addTitle' : 'engage.signIn.editTitle'}
      headingValues={{ name: plan?.name ?? '' }}
      size="large"
      submitLabel="common.save"
      testId="sign-in-form"
      onSubmit={() => void save()}
    >
      <FormFields fields={signInResource.fields} mode={mode} values={form.values} errors={form.errors} idPrefix="sign-in" onChange={(k, value) => form.set(k, value)} onBlur={(k) => form.blur(k)} />
      <Field label={t('engage.signIn.consecutiveDays')}>
        <Text data-testid="sign-in-count">{days.length}</Text>
      </Field>

      <section className={styles.section} aria-labelledby="sign-in-days-title">
        <div className={styles.bar}>
          <Text id="sign-in-days-title" weight="semibold">
            {t('engage.signIn.days')}
          </Text>
          <Text size={200} className={styles.hint}>
            {t('engage.signIn.daysHint')}
          </Text>
        </div>
        {refused ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t(refused)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {days.length === 0 ? <Text className={styles.hint}>{t('engage.signIn.noDays')}</Text> : null}
        <ol className={styles.parts} aria-labelledby="sign-in-days-title">
          {days.map((d, i) => {
            const label = t('engage.signIn.dayOf', { day: d.day });
            const issue = checked ? dayIssue(d) : null;
            return (
              <li key={d.day} className={styles.part} style={{ gridTemplateColumns: '90px minmax(140px, 1fr) minmax(120px, 1fr) 32px', alignItems: 'end' }} aria-label={label}>
                <Text weight="semibold">{label}</Text>
                <Field label={t('engage.task.reward.type')} size="small">
                  <Select size="small" aria-label={`${label} ${t('engage.task.reward.type')}`} value={d.type} onChange={(_, x) => update(days.map((y, k) => (k === i ? { ...y, type: x.value } : y)))}>
                    {REWARD_TYPES.map((x) => (
                      <option key={x} value={x}>
                        {t(`engage.rewardType.${x}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('engage.task.reward.quantity')} size="small" validationMessage={issue ? t(issue) : undefined}>
                  <Input
                    size="small"
                    type="number"
                    min={1}
                    aria-label={`${label} ${t('engage.task.reward.quantity')}`}
                    value={String(d.quantity)}
                    onChange={(_, x) => update(days.map((y, k) => (k === i ? { ...y, quantity: x.value.trim() === '' ? '' : Number(x.value) } : y)))}
                  />
                </Field>
                {i === days.length - 1 ? (
                  <Tooltip content={t('engage.signIn.removeDay', { day: d.day })} relationship="label">
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => update(days.slice(0, -1))} />
                  </Tooltip>
                ) : (
                  <span />
                )}
              </li>
            );
          })}
        </ol>
        <div className={styles.bar}>
          <Button icon={<AddRegular />} onClick={addDay} disabled={days.length >= MAX_SIGN_IN_DAYS}>
            {t('engage.signIn.addDay')}
          </Button>
        </div>
      </section>
    </FormShell>
  );
}
