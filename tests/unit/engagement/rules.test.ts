import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { LoginResultSchema } from '@/records/session';
import {
  MAX_SIGN_IN_DAYS,
  SignInPlanRowSchema,
  TaskDetailSchema,
  TaskRowSchema,
  signInDaysIssue,
  taskEnableIssue,
  taskIssues,
  type TaskRow,
} from '@/features/engagement/contract';
import { signInPlans, taskConditions, taskRewards, tasks } from '@/features/engagement/mock/tables';
import { useMockBackend } from '../support/mock-server';

/*
 * operate/signIn and operate/task: sign-in days must be added and run from day 1 without a gap
 * (section 5), one plan active at a time; a task is enabled only with a condition and a reward,
 * and its dialog saves the task with its parts in one write.
 */

const zh = (id: Parameters<typeof translate>[1]) => translate('ZH', id);
const { token } = useMockBackend();
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('sign-in days', () => {
  it('are accepted exactly when they run 1, 2, 3… up to a month', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 40 }), (numbers) => {
        const days = numbers.map((day) => ({ day }));
        const consecutive = numbers.every((d, i) => d === i + 1);
        const issue = signInDaysIssue(days);
        if (numbers.length === 0) expect(issue).toBe('engage.signIn.daysRequired');
        else if (numbers.length > MAX_SIGN_IN_DAYS) expect(issue).toBe('engage.signIn.tooManyDays');
        else expect(issue === null).toBe(consecutive);
      }),
    );
    // Any run from 1 passes.
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_SIGN_IN_DAYS }), (n) => signInDaysIssue(Array.from({ length: n }, (_, i) => ({ day: i + 1 }))) === null));
    expect(zh('engage.signIn.daysRequired')).toBe('请添加签到天数');
  });

  it('the server refuses a plan without days with the spec’s message, and one with a gap, storing nothing', async () => {
    await signIn();
    const before = signInPlans.size;
    expect((await refusal(api.post('signIn/v1/save', { name: '测试方案', days: [] }))).serverMessage).toBe('请添加签到天数');
    const gap = [
      { day: 1, type: 'beans', quantity: 10 },
      { day: 3, type: 'beans', quantity: 10 },
    ];
    expect((await refusal(api.post('signIn/v1/save', { name: '测试方案', days: gap }))).serverMessage).toBe(zh('engage.signIn.daysGap'));
    expect((await refusal(api.post('signIn/v1/save', { name: '测试方案', days: [{ day: 1, type: 'vipDays', quantity: 400 }] }))).serverMessage).toBe(zh('engage.task.reward.quantityRule'));
    expect(signInPlans.size).toBe(before);
    const saved = await api.post('signIn/v1/save', { name: '测试方案', days: [{ day: 1, type: 'beans', quantity: 10 }, { day: 2, type: 'vipDays', quantity: 1 }] }, SignInPlanRowSchema);
    expect(saved).toMatchObject({ name: '测试方案', consecutiveDays: 2, totalBeans: 10, enabled: false });
  });

  it('one plan is active at a time: switching one on switches the active one off', async () => {
    await signIn();
    const active = signInPlans.all().filter((p) => p.enabled);
    expect(active).toHaveLength(1);
    const other = signInPlans.all().find((p) => !p.enabled)!;
    await api.post('signIn/v1/status', { id: other.id, value: true, version: other.version });
    expect(signInPlans.all().filter((p) => p.enabled).map((p) => p.id)).toEqual([other.id]);
    // The active plan is not deleted.
    const now = signInPlans.get(other.id)!;
    expect((await refusal(api.post('signIn/v1/delete', { ids: [now.id], versions: [now.version] }))).serverMessage).toBe(zh('engage.signIn.deleteActive'));
  });
});

describe('task enabling', () => {
  it('needs at least one condition and one reward', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), (c, r) => {
        const issue = taskEnableIssue(c, r);
        expect(issue === null).toBe(c >= 1 && r >= 1);
        // A disabled task may be saved without them.
        expect(taskIssues({ enabled: false, type: 'daily', limitTimes: 1 }, [], []).task.enabled).toBeUndefined();
      }),
    );
    expect(taskIssues({ enabled: true, type: 'daily', limitTimes: 1 }, [], []).task.enabled).toBe('engage.task.enableNeeds');
    expect(taskIssues({ enabled: true, type: 'firstTime', limitTimes: 2 }, [], []).task.limitTimes).toBe('engage.task.firstTimeOnce');
  });

  it('the switch of a task without a reward is refused with the reason, and nothing changes', async () => {
    await signIn();
    const draft = tasks.all().find((t) => !t.enabled && !taskRewards.filter((r) => r.taskId === t.id).length)!;
    expect(draft).toBeTruthy();
    const error = await refusal(api.post('task/v1/status', { id: draft.id, value: true, version: draft.version }));
    expect(error.serverMessage).toBe(zh('engage.task.enableNeedsReward'));
    expect(tasks.get(draft.id)!.enabled).toBe(false);
    // Switching an enabled task off is fine.
    const on = tasks.all().find((t) => t.enabled)!;
    const answer = (await api.post('task/v1/status', { id: on.id, value: false, version: on.version }, TaskRowSchema)) as TaskRow;
    expect(answer.enabled).toBe(false);
  });

  it('saves a task with its conditions and rewards in one write; refuses enabling without a reward, keeping nothing', async () => {
    await signIn();
    const task = { name: '观看 5 集', type: 'daily', description: '', limitTimes: 1, icon: '', buttonText: '去观看', sort: 5, enabled: true };
    const condition = { name: '观看 5 集', remark: '', event: 'watchEpisode', period: 'day', threshold: 5 };
    const before = tasks.size;
    const refused = await refusal(api.post('task/v1/save', { task, conditions: [condition], rewards: [] }));
    expect(refused.serverMessage).toBe(zh('engage.task.enableNeedsReward'));
    expect((await refusal(api.post('task/v1/save', { task, conditions: [{ ...condition, threshold: 0 }], rewards: [{ name: '金豆', type: 'beans', quantity: 5 }] }))).serverMessage).toBe(
      zh('engage.task.condition.thresholdRule'),
    );
    expect(tasks.size).toBe(before);

    const saved = await api.post('task/v1/save', { task, conditions: [condition], rewards: [{ name: '金豆', type: 'beans', quantity: 5 }] }, TaskDetailSchema);
    expect(saved.task).toMatchObject({ name: '观看 5 集', enabled: true, conditionCount: 1, rewardCount: 1, rewardSummary: '金豆 ×5' });
    // Edit: the condition kept (by id), the reward replaced, a second reward added.
    const edited = await api.post(
      'task/v1/save',
      {
        id: saved.task.id,
        version: saved.task.version,
        task: { ...task, name: '观看 6 集' },
        conditions: [{ ...condition, id: saved.conditions[0].id, threshold: 6 }],
        rewards: [{ name: 'VIP', type: 'vipDays', quantity: 1 }, { name: '金豆', type: 'beans', quantity: 8 }],
      },
      TaskDetailSchema,
    );
    expect(edited.conditions.map((c) => [c.id, c.threshold])).toEqual([[saved.conditions[0].id, 6]]);
    expect(edited.rewards.map((r) => r.quantity)).toEqual([1, 8]);
    expect(taskRewards.filter((r) => r.taskId === saved.task.id)).toHaveLength(2);
    // A save based on the version before is refused.
    const stale = { id: saved.task.id, version: saved.task.version, task, conditions: [condition], rewards: [{ name: '金豆', type: 'beans', quantity: 5 }] };
    expect((await refusal(api.post('task/v1/save', stale))).code).toBe(409);
    // Deleting the task deletes its parts.
    await api.post('task/v1/delete', { ids: [saved.task.id], versions: [edited.task.version] });
    expect(taskConditions.filter((c) => c.taskId === saved.task.id)).toEqual([]);
    expect(taskRewards.filter((r) => r.taskId === saved.task.id)).toEqual([]);
  });
});
