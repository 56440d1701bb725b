import { useMemo, useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Select, Text, Tooltip, mergeClasses } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { FormShell, useFormShellStyles } from '@/lib/form-shell';
import { useEditorForm, useRestoredPart, type EditorProps } from '@/lib/resource/editor';
import { FormFields } from '@/lib/resource/FormFields';
import {
  DETECTION_PERIODS,
  REWARD_TYPES,
  TASK_EVENTS,
  engagementApi,
  hasTaskIssues,
  taskIssues,
  type SaveTaskRequest,
  type TaskDetail,
  type TaskIssues,
  type TaskRow,
} from '../contract';
import { usePartStyles } from './EngageFields';
import { taskResource } from '../resources/tasks';

/** A condition or reward as the dialog holds it: numbers as typed (blank allowed until saved). */
interface ConditionDraft {
  key: string;
  id: number | null;
  name: string;
  remark: string;
  event: string;
  period: string;
  threshold: number | '';
}
interface RewardDraft {
  key: string;
  id: number | null;
  name: string;
  type: string;
  quantity: number | '';
}

let nextKey = 0;
const key = () => `part-${++nextKey}`;
const num = (text: string): number | '' => (text.trim() === '' ? '' : Number(text));
/** A part as it is sent and compared: without its React key. */
const strip = <T extends { key: string }>(list: T[]) => list.map(({ key: _key, ...rest }) => rest);

/**
 * The task dialog (operate/task): the task's fields, its conditions (name, remark, event,
 * detection period, verification: the event at least N times in the period) and its rewards
 * (name, type, quantity), edited and saved together (task/v1/save). An edit opens with the task as
 * stored and its parts (`detail`: task/v1/detail). What is refused (a field, a condition's or a
 * reward's value, enabling a task without a condition or a reward) is shown where it is, and
 * every typed value stays.
 */
export function TaskForm({ mode, record, detail, onClose, onSaved }: EditorProps<TaskRow, TaskDetail>) {
  const styles = { ...useFormShellStyles(), ...usePartStyles() };
  const { t } = useI18n();
  const task = detail?.task ?? record;
  const startConditions = useMemo(
    () => (detail?.conditions ?? []).map((c): ConditionDraft => ({ key: key(), id: c.id, name: c.name, remark: c.remark, event: c.event, period: c.period, threshold: c.threshold })),
    [detail],
  );
  const startRewards = useMemo(() => (detail?.rewards ?? []).map((r): RewardDraft => ({ key: key(), id: r.id, name: r.name, type: r.type, quantity: r.quantity })), [detail]);
  const [conditions, setConditions] = useState<ConditionDraft[]>(useRestoredPart('conditions', startConditions));
  const [rewards, setRewards] = useState<RewardDraft[]>(useRestoredPart('rewards', startRewards));
  const [issues, setIssues] = useState<TaskIssues | null>(null);
  const changed = JSON.stringify(strip(conditions)) !== JSON.stringify(strip(startConditions)) || JSON.stringify(strip(rewards)) !== JSON.stringify(strip(startRewards));
  const { form, submit, shell } = useEditorForm({ def: taskResource, mode, record: task, changed, parts: { conditions, rewards }, onClose, onSaved });

  const check = (c = conditions, r = rewards) => taskIssues(form.values, strip(c), strip(r));
  // Once refused, the marks follow what is typed.
  const setParts = (c: ConditionDraft[], r: RewardDraft[]) => {
    setConditions(c);
    setRewards(r);
    if (issues) setIssues(check(c, r));
  };
  const patchCondition = (i: number, change: Partial<ConditionDraft>) => setParts(conditions.map((c, k) => (k === i ? { ...c, ...change } : c)), rewards);
  const patchReward = (i: number, change: Partial<RewardDraft>) => setParts(conditions, rewards.map((r, k) => (k === i ? { ...r, ...change } : r)));

  const save = () =>
    submit({
      refuse: (fieldsOk) => {
        const found = check();
        setIssues(found);
        if (!hasTaskIssues(found)) return null;
        // Only the enabling refused: say why; anything else is an incomplete form.
        const onlyEnable = fieldsOk && found.task.enabled && Object.keys(found.task).length === 1 && ![...found.conditions, ...found.rewards].some((x) => Object.keys(x).length);
        return onlyEnable ? found.task.enabled! : true;
      },
      save: (v) =>
        engagementApi.saveTask({
          id: task?.id ?? null,
          version: task?.version ?? null,
          task: {
            name: String(v.name ?? ''),
            type: v.type as SaveTaskRequest['task']['type'],
            description: String(v.description ?? ''),
            limitTimes: Number(v.limitTimes),
            icon: String(v.icon ?? ''),
            buttonText: String(v.buttonText ?? ''),
            sort: Number(v.sort),
            enabled: v.enabled === true,
          },
          conditions: strip(conditions),
          rewards: strip(rewards),
        }),
      row: (saved) => saved.task,
    });

  const fieldErrors: Partial<Record<string, MessageId>> = { ...issues?.task, ...form.errors };
  const partError = (list: Array<Partial<Record<string, MessageId>>> | undefined, i: number, field: string) => list?.[i]?.[field];
  const conditionIssues = issues?.conditions;
  const rewardIssues = issues?.rewards;
  const partsRefused = Boolean(issues && [...issues.conditions, ...issues.rewards].some((x) => Object.keys(x).length));

  return (
    <FormShell
      {...shell}
      heading={mode === 'add' ? 'engage.task.addTitle' : 'engage.task.editTitle'}
      headingValues={{ name: task?.name ?? '' }}
      size="large"
      submitLabel="common.save"
      testId="task-form"
      onSubmit={() => void save()}
    >
      <FormFields fields={taskResource.fields} mode={mode} values={form.values} errors={fieldErrors} idPrefix="task" onChange={(k, value) => form.set(k, value)} onBlur={(k) => form.blur(k)} />

      {partsRefused ? (
        <MessageBar intent="error" className={styles.wide} role="alert">
          <MessageBarBody>{t('engage.task.partsRefused')}</MessageBarBody>
        </MessageBar>
      ) : null}

      <section className={styles.section} aria-labelledby="task-conditions-title">
        <div className={styles.bar}>
          <Text id="task-conditions-title" weight="semibold">
            {t('engage.task.condition.title')}
          </Text>
          <Text size={200} className={styles.hint}>
            {t('engage.task.condition.hint')}
          </Text>
          <Button
            icon={<AddRegular />}
            onClick={() => setParts([...conditions, { key: key(), id: null, name: '', remark: '', event: 'watchEpisode', period: 'day', threshold: 1 }], rewards)}
          >
            {t('engage.task.condition.add')}
          </Button>
        </div>
        {conditions.length === 0 ? <Text className={styles.hint}>{t('engage.task.condition.empty')}</Text> : null}
        <ol className={styles.parts} aria-labelledby="task-conditions-title">
          {conditions.map((c, i) => {
            const label = t('engage.task.condition.numberOf', { number: i + 1 });
            const err = (field: string) => partError(conditionIssues, i, field);
            const invalid = Boolean(conditionIssues?.[i] && Object.keys(conditionIssues[i]).length);
            return (
              <li key={c.key} className={mergeClasses(styles.part, invalid && styles.partInvalid)} style={{ gridTemplateColumns: 'minmax(140px, 1.3fr) minmax(120px, 1fr) minmax(100px, 0.8fr) minmax(110px, 0.8fr) minmax(120px, 1fr)' }} aria-label={label} data-part="condition">
                <div className={styles.partHead}>
                  <Text weight="semibold">{label}</Text>
                  <Tooltip content={t('engage.task.condition.delete', { number: i + 1 })} relationship="label">
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setParts(conditions.filter((_, k) => k !== i), rewards)} />
                  </Tooltip>
                </div>
                <Field label={t('engage.task.condition.name')} required size="small" validationMessage={err('name') ? t(err('name')!) : undefined}>
                  <Input size="small" value={c.name} onChange={(_, d) => patchCondition(i, { name: d.value })} />
                </Field>
                <Field label={t('engage.task.condition.event')} required size="small" validationMessage={err('event') ? t(err('event')!) : undefined}>
                  <Select size="small" value={c.event} onChange={(_, d) => patchCondition(i, { event: d.value })}>
                    {TASK_EVENTS.map((x) => (
                      <option key={x} value={x}>
                        {t(`engage.event.${x}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('engage.task.condition.period')} required size="small" validationMessage={err('period') ? t(err('period')!) : undefined}>
                  <Select size="small" value={c.period} onChange={(_, d) => patchCondition(i, { period: d.value })}>
                    {DETECTION_PERIODS.map((x) => (
                      <option key={x} value={x}>
                        {t(`engage.period.${x}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('engage.task.condition.threshold')} required size="small" validationMessage={err('threshold') ? t(err('threshold')!) : undefined}>
                  <Input size="small" type="number" min={1} value={String(c.threshold)} onChange={(_, d) => patchCondition(i, { threshold: num(d.value) })} />
                </Field>
                <Field label={t('engage.task.condition.remark')} size="small" validationMessage={err('remark') ? t(err('remark')!) : undefined}>
                  <Input size="small" value={c.remark} onChange={(_, d) => patchCondition(i, { remark: d.value })} />
                </Field>
              </li>
            );
          })}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="task-rewards-title">
        <div className={styles.bar}>
          <Text id="task-rewards-title" weight="semibold">
            {t('engage.task.reward.title')}
          </Text>
          <Button icon={<AddRegular />} onClick={() => setParts(conditions, [...rewards, { key: key(), id: null, name: '', type: 'beans', quantity: 10 }])}>
            {t('engage.task.reward.add')}
          </Button>
        </div>
        {rewards.length === 0 ? <Text className={styles.hint}>{t('engage.task.reward.empty')}</Text> : null}
        <ol className={styles.parts} aria-labelledby="task-rewards-title">
          {rewards.map((r, i) => {
            const label = t('engage.task.reward.numberOf', { number: i + 1 });
            const err = (field: string) => partError(rewardIssues, i, field);
            const invalid = Boolean(rewardIssues?.[i] && Object.keys(rewardIssues[i]).length);
            return (
              <li key={r.key} className={mergeClasses(styles.part, invalid && styles.partInvalid)} style={{ gridTemplateColumns: 'minmax(140px, 1.3fr) minmax(120px, 1fr) minmax(110px, 0.8fr)' }} aria-label={label} data-part="reward">
                <div className={styles.partHead}>
                  <Text weight="semibold">{label}</Text>
                  <Tooltip content={t('engage.task.reward.delete', { number: i + 1 })} relationship="label">
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setParts(conditions, rewards.filter((_, k) => k !== i))} />
                  </Tooltip>
                </div>
                <Field label={t('engage.task.reward.name')} required size="small" validationMessage={err('name') ? t(err('name')!) : undefined}>
                  <Input size="small" value={r.name} onChange={(_, d) => patchReward(i, { name: d.value })} />
                </Field>
                <Field label={t('engage.task.reward.type')} required size="small" validationMessage={err('type') ? t(err('type')!) : undefined}>
                  <Select size="small" value={r.type} onChange={(_, d) => patchReward(i, { type: d.value })}>
                    {REWARD_TYPES.map((x) => (
                      <option key={x} value={x}>
                        {t(`engage.rewardType.${x}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('engage.task.reward.quantity')} required size="small" validationMessage={err('quantity') ? t(err('quantity')!) : undefined}>
                  <Input size="small" type="number" min={1} value={String(r.quantity)} onChange={(_, d) => patchReward(i, { quantity: num(d.value) })} />
                </Field>
              </li>
            );
          })}
        </ol>
      </section>
    </FormShell>
  );
}
