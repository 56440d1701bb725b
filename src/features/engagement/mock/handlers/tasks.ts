import { http } from 'msw';
import * as v from 'valibot';
import { isMessageId, translate, type Locale, type MessageId } from '@/i18n';
import { formSchema } from '@/lib/resource/form-schema';
import { now } from '@/mocks/clock';
import { API, authed, body, handleCall, language, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, isVersion, refuseStale } from '@/mocks/resource';
import type { Table } from '@/mocks/table';
import {
  ConditionInputSchema,
  RewardInputSchema,
  SIGN_IN_ENDPOINT,
  SignInDayInputSchema,
  TASK_ENDPOINT,
  hasTaskIssues,
  saveSignInCall,
  saveTaskCall,
  signInDaysIssue,
  taskDetailCall,
  taskEnableIssue,
  taskIssues,
  type SaveSignInRequest,
  type SaveTaskRequest,
  type SignInDay,
  type SignInPlan,
  type SignInPlanRow,
  type Task,
  type TaskReward,
  type TaskRow,
} from '../../contract';
import { signInResource } from '../../resources/signIn';
import { taskResource } from '../../resources/tasks';
import { signInPlans, taskConditions, taskRewards, tasks } from '../tables';

/* operate/task and operate/signIn in the demo world. */

const actor = (user: MockUser) => ({ id: user.id, name: user.name });
const stamp = () => new Date(now()).toISOString();

/** The first problem a schema finds (its message), or null. */
function problem(schema: v.GenericSchema, value: unknown): MessageId | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const message = result.issues[0].message;
  return isMessageId(message) ? message : 'valid.invalid';
}

/* ---------------------------------------------------------------- tasks */

/** What a task's conditions and rewards have beyond their own fields. */
type TaskPart = { id: number; taskId: number };

const conditionsOf = (taskId: number) => taskConditions.filter((c) => c.taskId === taskId).sort((a, b) => a.id - b.id);
const rewardsOf = (taskId: number) => taskRewards.filter((r) => r.taskId === taskId).sort((a, b) => a.id - b.id);

export function rewardText(lang: Locale, reward: Pick<TaskReward, 'type' | 'quantity'>): string {
  return translate(lang, 'engage.reward.summary', { type: translate(lang, `engage.rewardType.${reward.type}`), quantity: reward.quantity });
}

export function presentTask(task: Task, lang: Locale = 'ZH'): TaskRow {
  const rewards = rewardsOf(task.id);
  return {
    ...task,
    conditionCount: conditionsOf(task.id).length,
    rewardCount: rewards.length,
    rewardSummary: rewards.map((r) => rewardText(lang, r)).join(lang === 'ZH' ? '，' : ', '),
  };
}

const detail = (task: Task, lang: Locale) => ({ task: presentTask(task, lang), conditions: conditionsOf(task.id), rewards: rewardsOf(task.id) });

async function saveTask(request: Request, input: SaveTaskRequest, user: MockUser) {
  const current = input.id != null ? tasks.get(input.id) : undefined;
  if (input.id != null && !current) return refuse(request, 'error.http.404', 404);
  const mode = current ? 'edit' : 'add';
  const fields = problem(formSchema(taskResource, mode, { server: true }), input.task);
  if (fields) return refuse(request, fields, 400);
  const issues = taskIssues(input.task, input.conditions, input.rewards);
  if (hasTaskIssues(issues)) {
    const first = Object.values(issues.task)[0] ?? issues.conditions.flatMap((c) => Object.values(c))[0] ?? issues.rewards.flatMap((r) => Object.values(r))[0];
    return refuse(request, first ?? 'valid.invalid', 400);
  }
  const conditions = input.conditions.map((c) => v.parse(ConditionInputSchema, c));
  const rewards = input.rewards.map((r) => v.parse(RewardInputSchema, r));
  if (current) {
    if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
    if (tasks.isStale(current.id, input.version)) return refuseStale(request);
  }
  const by = actor(user);
  const values = { ...input.task, name: input.task.name.trim(), buttonText: input.task.buttonText.trim(), updateTime: stamp() };
  const task = current ? (await tasks.update(current.id, values, by))! : await tasks.insert({ ...values, id: tasks.nextId(), createTime: stamp() }, by);
  // The parts (each its id if it is kept, and its own fields): kept ones updated where they changed, new ones added, the rest deleted.
  const sync = async <V extends object>(parts: Table<V & TaskPart>, before: ReadonlyArray<V & TaskPart>, wanted: ReadonlyArray<{ id: number | null | undefined; own: V }>) => {
    const old = new Map(before.map((p) => [p.id, p]));
    const kept = new Set<number>();
    for (const { id, own } of wanted) {
      const previous = id != null ? old.get(id) : undefined;
      if (previous) {
        kept.add(previous.id);
        if (Object.entries(own).some(([k, x]) => previous[k as keyof V] !== x)) await parts.update(previous.id, own, by);
      } else {
        await parts.insert({ ...own, id: parts.nextId(), taskId: task.id }, by);
      }
    }
    for (const id of old.keys()) if (!kept.has(id)) parts.remove(id, by);
  };
  await sync(taskConditions, conditionsOf(task.id), conditions.map(({ id, ...own }) => ({ id, own })));
  await sync(taskRewards, rewardsOf(task.id), rewards.map(({ id, ...own }) => ({ id, own })));
  return ok(detail(task, language(request)));
}

export const taskHandlers = [
  // A task without a condition or a reward is not switched on (the kit's switch rolls back with the reason).
  // (The gate has checked the session and the grant; answering nothing hands the call on.)
  http.post(`${API}/${TASK_ENDPOINT}/v1/status`, async ({ request }) => {
    const { id, value } = await body<{ id?: unknown; value?: unknown }>(request.clone());
    const task = tasks.get(Number(id));
    if (!task || !(value === true || value === 'true')) return undefined;
    const issue = taskEnableIssue(conditionsOf(task.id).length, rewardsOf(task.id).length);
    return issue ? refuse(request, issue, 400) : undefined;
  }),
  ...crudHandlers({
    def: taskResource,
    table: tasks,
    present: (row, { request }) => presentTask(row, language(request)),
    afterWrite: (row, op, { user }) => {
      if (op !== 'delete' || !row) return;
      for (const c of conditionsOf(row.id)) taskConditions.remove(c.id, actor(user));
      for (const r of rewardsOf(row.id)) taskRewards.remove(r.id, actor(user));
    },
  }),
  handleCall(taskDetailCall, ({ input, request }) => {
    const task = tasks.get(input.id);
    return task ? ok(detail(task, language(request))) : refuse(request, 'error.http.404', 404);
  }),
  handleCall(saveTaskCall, ({ input, request, user }) => saveTask(request, input, user)),
];

/* ---------------------------------------------------------------- sign-in plans */

export function presentPlan(plan: SignInPlan, lang: Locale = 'ZH'): SignInPlanRow {
  return {
    ...plan,
    totalBeans: plan.days.reduce((n, d) => n + (d.type === 'beans' ? d.quantity : 0), 0),
    daysSummary: plan.days.map((d) => translate(lang, 'engage.signIn.summaryDay', { day: d.day, reward: rewardText(lang, d) })).join(lang === 'ZH' ? '；' : '; '),
  };
}

async function saveSignIn(request: Request, input: SaveSignInRequest, user: MockUser) {
  const current = input.id != null ? signInPlans.get(input.id) : undefined;
  if (input.id != null && !current) return refuse(request, 'error.http.404', 404);
  const name = problem(formSchema(signInResource, current ? 'edit' : 'add', { server: true }), { name: input.name });
  if (name) return refuse(request, name, 400);
  const days = input.days as Array<{ day: unknown }>;
  const rule = signInDaysIssue(days);
  if (rule) return refuse(request, rule, 400);
  for (const d of days) {
    const issue = problem(SignInDayInputSchema, d);
    if (issue) return refuse(request, issue, 400);
  }
  const clean: SignInDay[] = input.days.map((d) => v.parse(SignInDayInputSchema, d));
  if (current) {
    if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
    if (signInPlans.isStale(current.id, input.version)) return refuseStale(request);
  }
  const values = { name: input.name.trim(), days: clean, consecutiveDays: clean.length, updateTime: stamp() };
  const row = current
    ? (await signInPlans.update(current.id, values, actor(user)))!
    : // A new plan starts off: switching it on is the operator's choice (one plan at a time).
      await signInPlans.insert({ ...values, id: signInPlans.nextId(), enabled: false, createTime: stamp() }, actor(user));
  return ok(presentPlan(row, language(request)));
}

export const signInHandlers = [
  // One plan is active at a time: switching one on switches the others off, in the same call.
  http.post(
    `${API}/${SIGN_IN_ENDPOINT}/v1/status`,
    authed(async ({ request, user }) => {
      const { id, value, version } = await body<{ id?: unknown; value?: unknown; version?: unknown }>(request);
      const current = signInPlans.get(Number(id));
      if (!current) return refuse(request, 'error.http.404', 404);
      if (!isVersion(version)) return refuse(request, 'error.versionRequired', 400);
      if (signInPlans.isStale(current.id, version)) return refuseStale(request);
      const on = value === true || value === 'true';
      const row = await signInPlans.update(current.id, { enabled: on, updateTime: stamp() }, actor(user));
      if (on) for (const other of signInPlans.filter((p) => p.enabled && p.id !== current.id)) await signInPlans.update(other.id, { enabled: false, updateTime: stamp() }, actor(user));
      return ok(presentPlan(row!, language(request)));
    }),
  ),
  ...crudHandlers({ def: signInResource, table: signInPlans, present: (row, { request }) => presentPlan(row, language(request)) }),
  handleCall(saveSignInCall, ({ input, request, user }) => saveSignIn(request, input, user)),
];
