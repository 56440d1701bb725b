import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { Id, m, text, whole } from './fields';
import { REWARD_MAX, REWARD_TYPES } from './rewards';

/*
 * The engagement area's contract (issue #12), one file per sub-domain: tasks (here), sign-in
 * rewards, the ticker, push popups, internal and automatic internal messages. The audience every
 * message is aimed at (all users, chosen members, or one of section 9's segments) is a shared
 * record (src/records/audience.ts): the push area aims its pushes with it too.
 *
 * One schema per record (the mock tables, the response checks, the forms' types); the rules
 * that span fields (a task enabled without a condition, sign-in days with a gap, a popup's
 * in-station path, a message's send time) are plain functions beside them, shared by the dialogs,
 * the mock and the tests.
 */

/* ================================================================================================
 * Tasks, their conditions and rewards (operate/task).
 * ============================================================================================== */

export const TASK_TYPES = ['daily', 'firstTime'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** What a member does that a condition counts. */
export const TASK_EVENTS = ['signIn', 'watchEpisode', 'watchAd', 'recharge', 'buyVip', 'share', 'bindAccount', 'comment', 'enablePush'] as const;
/** Over which period a condition counts the event: the day, the week, or the member's whole life. */
export const DETECTION_PERIODS = ['day', 'week', 'lifetime'] as const;

export const TaskSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  name: v.string(),
  type: v.picklist(TASK_TYPES),
  description: v.string(),
  /** How many times a member may complete it (a day, for a daily task; once for a first-time one). */
  limitTimes: v.number(),
  icon: v.string(),
  buttonText: v.string(),
  sort: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
  updateTime: v.string(),
});
export type Task = v.InferOutput<typeof TaskSchema>;

/** A task as the list shows it: how many conditions it has and what it rewards. */
export const TaskRowSchema = v.object({
  ...TaskSchema.entries,
  conditionCount: v.number(),
  rewardCount: v.number(),
  /** "金豆 ×10，VIP 天数 ×3" in the caller's language. */
  rewardSummary: v.string(),
});
export type TaskRow = v.InferOutput<typeof TaskRowSchema>;

export const TaskConditionSchema = v.object({
  id: v.number(),
  taskId: v.number(),
  name: v.string(),
  remark: v.string(),
  event: v.picklist(TASK_EVENTS),
  period: v.picklist(DETECTION_PERIODS),
  /** The verification condition: the event happens at least this many times in the period. */
  threshold: v.number(),
});
export type TaskCondition = v.InferOutput<typeof TaskConditionSchema>;

export const TaskRewardSchema = v.object({
  id: v.number(),
  taskId: v.number(),
  name: v.string(),
  type: v.picklist(REWARD_TYPES),
  quantity: v.number(),
});
export type TaskReward = v.InferOutput<typeof TaskRewardSchema>;

export const TASK_TABLE = 'tasks';
export const TASK_CONDITION_TABLE = 'taskConditions';
export const TASK_REWARD_TABLE = 'taskRewards';
export const TASK_ENDPOINT = 'task';

/** A condition's rules (the dialog's and the server's). */
export const ConditionInputSchema = v.object({
  id: v.optional(v.nullable(Id)),
  name: v.pipe(v.string(m('engage.task.condition.nameRule')), v.trim(), v.minLength(1, m('engage.task.condition.nameRule')), v.maxLength(30, m('engage.task.condition.nameRule'))),
  remark: v.pipe(v.string(), v.maxLength(100, m('engage.task.remarkRule'))),
  event: v.picklist(TASK_EVENTS, m('engage.task.condition.eventRequired')),
  period: v.picklist(DETECTION_PERIODS, m('engage.task.condition.periodRequired')),
  threshold: whole(1, 1000, m('engage.task.condition.thresholdRule')),
});
export type ConditionInput = v.InferOutput<typeof ConditionInputSchema>;

export const RewardInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(Id)),
    name: v.pipe(v.string(m('engage.task.reward.nameRule')), v.trim(), v.minLength(1, m('engage.task.reward.nameRule')), v.maxLength(30, m('engage.task.reward.nameRule'))),
    type: v.picklist(REWARD_TYPES, m('engage.task.reward.typeRequired')),
    quantity: whole(1, 100_000, m('engage.task.reward.quantityRule')),
  }),
  v.forward(
    v.check((r) => r.quantity <= REWARD_MAX[r.type], m('engage.task.reward.quantityRule')),
    ['quantity'],
  ),
);
export type RewardInput = v.InferOutput<typeof RewardInputSchema>;

/** The task's own fields as the dialog sends them (their rules are the task resource's fields). */
export const TaskInputSchema = v.object({
  name: text(30),
  type: v.picklist(TASK_TYPES),
  description: text(200),
  limitTimes: v.number(),
  icon: v.pipe(v.string(), v.maxLength(2_000_000)),
  buttonText: text(10),
  sort: v.number(),
  enabled: v.boolean(),
});

/** POST task/v1/save: a task with its conditions and rewards, in one write. */
export const SaveTaskRequestSchema = v.object({
  id: v.optional(v.nullable(Id)),
  version: v.optional(v.nullable(RecordVersion)),
  task: TaskInputSchema,
  conditions: v.pipe(v.array(v.looseObject({})), v.maxLength(20, m('engage.task.tooManyParts'))),
  rewards: v.pipe(v.array(v.looseObject({})), v.maxLength(20, m('engage.task.tooManyParts'))),
});
export type SaveTaskRequest = v.InferOutput<typeof SaveTaskRequestSchema>;

export const TaskDetailSchema = v.object({ task: TaskRowSchema, conditions: v.array(TaskConditionSchema), rewards: v.array(TaskRewardSchema) });
export type TaskDetail = v.InferOutput<typeof TaskDetailSchema>;

/**
 * Whether a task may be enabled: it needs at least one condition (what the member must do) and
 * one reward (what they get for it). Null when it may.
 */
export function taskEnableIssue(conditions: number, rewards: number): MessageId | null {
  if (conditions < 1 && rewards < 1) return 'engage.task.enableNeeds';
  if (conditions < 1) return 'engage.task.enableNeedsCondition';
  if (rewards < 1) return 'engage.task.enableNeedsReward';
  return null;
}

/** A first-time task is done once: its limit is 1. */
export function taskLimitIssue(type: unknown, limitTimes: unknown): MessageId | null {
  return type === 'firstTime' && limitTimes !== 1 && limitTimes !== '' && limitTimes != null ? 'engage.task.firstTimeOnce' : null;
}

/** Each part's problems by row and field (the dialog shows them in place), plus the whole task's. */
export interface TaskIssues {
  task: Partial<Record<string, MessageId>>;
  conditions: Array<Partial<Record<string, MessageId>>>;
  rewards: Array<Partial<Record<string, MessageId>>>;
}

function rowIssues(schema: v.GenericSchema, row: unknown): Partial<Record<string, MessageId>> {
  const result = v.safeParse(schema, row);
  const out: Partial<Record<string, MessageId>> = {};
  if (result.success) return out;
  for (const issue of result.issues) {
    const key = String(issue.path?.[0]?.key ?? '');
    if (key && !out[key]) out[key] = issue.message as MessageId;
  }
  return out;
}

/** The rules that span the parts of a task: its conditions, its rewards, enabling. */
export function taskIssues(task: { type?: unknown; limitTimes?: unknown; enabled?: unknown }, conditions: readonly unknown[], rewards: readonly unknown[]): TaskIssues {
  const out: TaskIssues = { task: {}, conditions: conditions.map((c) => rowIssues(ConditionInputSchema, c)), rewards: rewards.map((r) => rowIssues(RewardInputSchema, r)) };
  const limit = taskLimitIssue(task.type, task.limitTimes);
  if (limit) out.task.limitTimes = limit;
  if (task.enabled === true) {
    const enable = taskEnableIssue(conditions.length, rewards.length);
    if (enable) out.task.enabled = enable;
  }
  return out;
}

/** Whether a task's issues hold any problem. */
export function hasTaskIssues(issues: TaskIssues): boolean {
  return Object.keys(issues.task).length > 0 || issues.conditions.some((c) => Object.keys(c).length > 0) || issues.rewards.some((r) => Object.keys(r).length > 0);
}

export const saveTaskCall = defineCall({
  method: 'POST',
  path: 'task/v1/save',
  request: SaveTaskRequestSchema,
  response: TaskDetailSchema,
  access: 'write',
  grant: 'operate/task',
  summary: 'Adds or edits a task with its conditions and rewards in one write; answers the task as stored.',
  notes: 'Conditions and rewards are matched by id: kept ones are updated, new ones added, the rest deleted. An enabled task needs at least one condition and one reward (任务至少需要一个条件和一个奖励才能启用), and a first-time task is done once. An edit sends the version it read.',
});
export const taskDetailCall = defineCall({
  method: 'GET',
  path: 'task/v1/detail',
  request: v.object({ id: Id }),
  response: TaskDetailSchema,
  access: 'read',
  grant: 'operate/task',
  summary: 'A task with its conditions and rewards (the edit dialog opens with it).',
});
