import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { timeOf } from '@/lib/time';
import { AudienceSchema, audienceIssues, dayIndex } from '@/records/audience';

/*
 * The engagement side of operations (issue #12): tasks with their conditions and rewards,
 * sign-in rewards, the ticker, push popups, internal and automatic internal messages, and the
 * audience every message is aimed at (all users, chosen members, or one of section 9's segments).
 * The push area (src/features/push) aims its pushes with the same audience, through this file.
 *
 * One schema per record (the mock tables, the response checks, the forms' types); the rules
 * that span fields (a task enabled without a condition, sign-in days with a gap, a popup's
 * in-station path, a message's send time) are plain functions here, shared by the dialogs, the
 * mock and the tests.
 */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;

/** Free text with a length in characters as the user sees them, capped on the wire like the kit's (src/lib/text.ts). */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max * 8));
const whole = (min: number, max: number, message: MessageId) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/* ================================================================================================
 * Tasks, their conditions and rewards (operate/task).
 * ============================================================================================== */

export const TASK_TYPES = ['daily', 'firstTime'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** What a member does that a condition counts. */
export const TASK_EVENTS = ['signIn', 'watchEpisode', 'watchAd', 'recharge', 'buyVip', 'share', 'bindAccount', 'comment', 'enablePush'] as const;
/** Over which period a condition counts the event: the day, the week, or the member's whole life. */
export const DETECTION_PERIODS = ['day', 'week', 'lifetime'] as const;
export const REWARD_TYPES = ['beans', 'vipDays', 'other'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

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

/** The most a reward may give: golden beans, VIP days, or a count of something else. */
export const REWARD_MAX: Record<RewardType, number> = { beans: 100_000, vipDays: 365, other: 1000 };

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

/* ================================================================================================
 * Sign-in rewards (operate/signIn).
 * ============================================================================================== */

/** The longest plan: a month of consecutive days. */
export const MAX_SIGN_IN_DAYS = 31;

export const SignInDaySchema = v.object({
  /** 1, 2, 3… : the day of the run this reward is for. */
  day: v.number(),
  type: v.picklist(REWARD_TYPES),
  quantity: v.number(),
});
export type SignInDay = v.InferOutput<typeof SignInDaySchema>;

export const SignInPlanSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  name: v.string(),
  /** How many consecutive days the plan rewards (the number of its days). */
  consecutiveDays: v.number(),
  days: v.array(SignInDaySchema),
  enabled: v.boolean(),
  createTime: v.string(),
  updateTime: v.string(),
});
export type SignInPlan = v.InferOutput<typeof SignInPlanSchema>;

/** A plan as the list shows it: its rewards added up. */
export const SignInPlanRowSchema = v.object({
  ...SignInPlanSchema.entries,
  /** The golden beans of the whole run. */
  totalBeans: v.number(),
  /** "第1天 10 金豆 · 第2天 15 金豆…" in the caller's language. */
  daysSummary: v.string(),
});
export type SignInPlanRow = v.InferOutput<typeof SignInPlanRowSchema>;

export const SIGN_IN_TABLE = 'signInPlans';
export const SIGN_IN_ENDPOINT = 'signIn';

export const SignInDayInputSchema = v.pipe(
  v.object({
    day: v.number(),
    type: v.picklist(REWARD_TYPES, m('engage.task.reward.typeRequired')),
    quantity: whole(1, 100_000, m('engage.task.reward.quantityRule')),
  }),
  v.forward(
    v.check((d) => d.quantity <= REWARD_MAX[d.type], m('engage.task.reward.quantityRule')),
    ['quantity'],
  ),
);

/**
 * Section 5: sign-in days must be added; and they run from day 1 without a gap (1, 2, 3…), at
 * most a month. Null when the days are right.
 */
export function signInDaysIssue(days: ReadonlyArray<{ day: unknown }>): MessageId | null {
  if (days.length === 0) return 'engage.signIn.daysRequired';
  if (days.length > MAX_SIGN_IN_DAYS) return 'engage.signIn.tooManyDays';
  for (let i = 0; i < days.length; i++) if (days[i].day !== i + 1) return 'engage.signIn.daysGap';
  return null;
}

export const SaveSignInRequestSchema = v.object({
  id: v.optional(v.nullable(Id)),
  version: v.optional(v.nullable(RecordVersion)),
  name: text(30),
  days: v.pipe(v.array(v.looseObject({})), v.maxLength(MAX_SIGN_IN_DAYS * 2)),
});
export type SaveSignInRequest = v.InferOutput<typeof SaveSignInRequestSchema>;

export const saveSignInCall = defineCall({
  method: 'POST',
  path: 'signIn/v1/save',
  request: SaveSignInRequestSchema,
  response: SignInPlanRowSchema,
  access: 'write',
  grant: 'operate/signIn',
  summary: 'Adds or edits a sign-in reward plan: its name and the reward of each consecutive day.',
  notes: 'Sign-in days must be added (请添加签到天数) and run from day 1 without a gap; at most 31. A new plan starts disabled; one plan is enabled at a time (`signIn/v1/status` switches the others off).',
});

/* ================================================================================================
 * The ticker (operate/horseRaceLamp).
 * ============================================================================================== */

export const TickerSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  content: v.string(),
  contentJa: v.string(),
  /** Higher first: the app scrolls the enabled messages by weight. */
  weight: v.number(),
  /** The display window ('YYYY-MM-DDTHH:mm', local): both ends or neither. */
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  enabled: v.boolean(),
  createTime: v.string(),
});
export type Ticker = v.InferOutput<typeof TickerSchema>;
export const TICKER_TABLE = 'tickers';
export const TICKER_ENDPOINT = 'ticker';

/** A display window: both ends or neither, the start before the end. */
export function windowIssue(start: unknown, end: unknown): MessageId | null {
  const s = typeof start === 'string' && start ? timeOf(start) : null;
  const e = typeof end === 'string' && end ? timeOf(end) : null;
  if (s == null && e == null) return null;
  if (s == null || e == null) return 'engage.window.both';
  return s < e ? null : 'engage.window.order';
}

/** Whether a ticker message shows at `at`: enabled and inside its window (if any). */
export function tickerShows(t: Pick<Ticker, 'enabled' | 'startTime' | 'endTime'>, at: number): boolean {
  if (!t.enabled) return false;
  if (t.startTime && timeOf(t.startTime) > at) return false;
  if (t.endTime && timeOf(t.endTime) <= at) return false;
  return true;
}

/** The order the app scrolls them in: weight, higher first; then the newest. */
export function byWeight<T extends { weight: number; id: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.weight - a.weight || b.id - a.id);
}

export const TickerPreviewSchema = v.object({
  at: v.string(),
  items: v.array(v.object({ id: v.number(), content: v.string(), contentJa: v.string(), weight: v.number() })),
  /** Enabled messages outside their window now, and disabled ones: not scrolled. */
  hidden: v.number(),
});
export type TickerPreview = v.InferOutput<typeof TickerPreviewSchema>;
export const tickerPreviewCall = defineCall({
  method: 'GET',
  path: 'ticker/v1/preview',
  response: TickerPreviewSchema,
  access: 'read',
  grant: 'operate/horseRaceLamp',
  summary: 'The ticker as the app scrolls it now: the enabled messages inside their window, by weight (higher first).',
});

/* ================================================================================================
 * Push popups (operate/pushPopup).
 * ============================================================================================== */

export const JUMP_TYPES = ['inStation', 'none'] as const;
export type JumpType = (typeof JUMP_TYPES)[number];

export const PopupSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  name: v.string(),
  image: v.string(),
  /** Display order: smaller first. */
  sort: v.number(),
  jumpType: v.picklist(JUMP_TYPES),
  /** The in-station path the popup opens (jump type in-station only). */
  path: v.string(),
  ...AudienceSchema.entries,
  enabled: v.boolean(),
  createTime: v.string(),
  updateTime: v.string(),
});
export type Popup = v.InferOutput<typeof PopupSchema>;
/** A popup as the list shows it: how many members it reaches now. */
export const PopupRowSchema = v.object({ ...PopupSchema.entries, reach: v.number() });
export type PopupRow = v.InferOutput<typeof PopupRowSchema>;
export const POPUP_TABLE = 'popups';
export const POPUP_ENDPOINT = 'popup';

/** An in-station path: the app's own route, '/…' (no other site). */
export const IN_STATION_PATH = /^\/[A-Za-z0-9/_\-?=&.%]{0,199}$/;

/** The popup rules beyond each field's own: an in-station jump needs its path, and the audience. */
export function popupIssues(p: { jumpType?: unknown; path?: unknown; target?: unknown; memberIds?: unknown; segment?: unknown }): Partial<Record<string, MessageId>> {
  const out: Partial<Record<string, MessageId>> = { ...audienceIssues(p) };
  if (p.jumpType === 'inStation') {
    const path = typeof p.path === 'string' ? p.path.trim() : '';
    if (!path) out.path = 'engage.popup.pathRequired';
    else if (!IN_STATION_PATH.test(path)) out.path = 'engage.popup.pathRule';
  }
  return out;
}

export const PopupInputSchema = v.object({
  name: text(30),
  image: v.pipe(v.string(), v.maxLength(2_000_000)),
  sort: v.number(),
  jumpType: v.picklist(JUMP_TYPES),
  path: text(200),
  ...AudienceSchema.entries,
  enabled: v.boolean(),
});
export const SavePopupRequestSchema = v.object({ id: v.optional(v.nullable(Id)), version: v.optional(v.nullable(RecordVersion)), popup: PopupInputSchema });
export type SavePopupRequest = v.InferOutput<typeof SavePopupRequestSchema>;
export const savePopupCall = defineCall({
  method: 'POST',
  path: 'popup/v1/save',
  request: SavePopupRequestSchema,
  response: PopupRowSchema,
  access: 'write',
  grant: 'operate/pushPopup',
  summary: 'Adds or edits a push popup with its audience; answers it with its reach now.',
  notes: 'An in-station jump needs its path (/…); no jump keeps none. Chosen members must exist; a segment is one of lowBalance, vipExpiring, streak.',
});

/* ================================================================================================
 * Internal messages (operate/internalMessage) and the members' inboxes.
 * ============================================================================================== */

/** The states of the scheduled-message statechart (src/features/operate/message-schedule.ts). */
export const MESSAGE_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
/** Section 4: send status sent or not sent. */
export const SEND_STATUSES = ['sent', 'notSent'] as const;

export const InternalMessageSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  title: v.string(),
  /** The message in Chinese and English (required) and Japanese (optional). */
  content: v.string(),
  contentEn: v.string(),
  contentJa: v.string(),
  ...AudienceSchema.entries,
  state: v.picklist(MESSAGE_STATES),
  /** When it is to be sent ('YYYY-MM-DDTHH:mm', local; scheduled ones). */
  sendAt: v.nullable(v.string()),
  /** When it was sent (ISO), and to how many members (one inbox row each). */
  sentTime: v.nullable(v.string()),
  recipientCount: v.nullable(v.number()),
  createTime: v.string(),
  updateTime: v.string(),
  createdBy: v.string(),
});
export type InternalMessage = v.InferOutput<typeof InternalMessageSchema>;
export const InternalMessageRowSchema = v.object({
  ...InternalMessageSchema.entries,
  sendStatus: v.picklist(SEND_STATUSES),
  /** The send time: when it was sent, else when it is to be. */
  sendTime: v.nullable(v.string()),
  /** Sent: the inbox rows written; not sent: how many members it would reach now. */
  recipients: v.number(),
});
export type InternalMessageRow = v.InferOutput<typeof InternalMessageRowSchema>;
export const MESSAGE_TABLE = 'internalMessages';
export const MESSAGE_ENDPOINT = 'internalMessage';


export const SEND_ACTIONS = ['draft', 'now', 'schedule'] as const;
export type SendAction = (typeof SEND_ACTIONS)[number];

export const MessageInputSchema = v.object({
  title: text(50),
  content: text(1000),
  contentEn: text(1000),
  contentJa: text(1000),
  ...AudienceSchema.entries,
  /** When to send it: blank, or a real time (a draft's too: 'not a date' is refused with valid.time). */
  sendAt: v.nullable(v.pipe(v.string(), v.maxLength(20 * 8), v.check((at) => at === '' || Number.isFinite(timeOf(at)), m('valid.time')))),
});
export const SaveMessageRequestSchema = v.object({
  id: v.optional(v.nullable(Id)),
  version: v.optional(v.nullable(RecordVersion)),
  message: MessageInputSchema,
  /** Keep it as a draft, send it now, or schedule it for `sendAt`. */
  action: v.picklist(SEND_ACTIONS),
});
export type SaveMessageRequest = v.InferOutput<typeof SaveMessageRequestSchema>;

/** A scheduled message's time: required, a real time, in the future (by the server's clock). */
export function sendAtIssue(action: SendAction, sendAt: unknown, now: number): MessageId | null {
  if (action !== 'schedule') return null;
  if (typeof sendAt !== 'string' || !sendAt) return 'engage.message.sendAtRequired';
  const at = timeOf(sendAt);
  if (!Number.isFinite(at)) return 'valid.time';
  return at > now ? null : 'engage.message.sendAtFuture';
}

export const saveMessageCall = defineCall({
  method: 'POST',
  path: 'internalMessage/v1/save',
  request: SaveMessageRequestSchema,
  response: InternalMessageRowSchema,
  access: 'write',
  grant: 'operate/internalMessage',
  summary: 'Adds or edits an internal message and keeps it as a draft, sends it now, or schedules it.',
  notes: 'Only a draft or a scheduled message can be edited. Sending writes one inbox row per recipient; a scheduled message is sent when the server’s clock passes its time (at the next read). Scheduling needs a time in the future.',
});
const MessageRefSchema = v.object({ id: Id, version: RecordVersion });
export const cancelMessageCall = defineCall({
  method: 'POST',
  path: 'internalMessage/v1/cancel',
  request: MessageRefSchema,
  response: InternalMessageRowSchema,
  access: 'write',
  grant: 'operate/internalMessage',
  summary: 'Cancels a scheduled message (it will not be sent).',
  notes: 'Only a scheduled message can be cancelled; a sent one is refused.',
});
export const sendMessageNowCall = defineCall({
  method: 'POST',
  path: 'internalMessage/v1/sendNow',
  request: MessageRefSchema,
  response: InternalMessageRowSchema,
  access: 'write',
  grant: 'operate/internalMessage',
  summary: 'Sends a draft or a scheduled message now; answers it with the inbox rows written.',
});


/* ================================================================================================
 * Automatic internal messages (operate/automaticInternalMessage).
 * ============================================================================================== */

/** Section 9's triggers: watched ads; signed in for a week; watched a drama unpaid; no behaviour for 3 consecutive days. */
export const AUTO_TRIGGERS = ['watchAds', 'signInWeek', 'watchedUnpaid', 'inactive'] as const;
export type AutoTrigger = (typeof AUTO_TRIGGERS)[number];
/** Signed in for a week: 7 consecutive days. */
export const SIGN_IN_WEEK_DAYS = 7;
/** No behaviour for 3 consecutive days. */
export const INACTIVE_DAYS = 3;
/** The window the automatic page counts over. */
export const AUTO_WINDOW_DAYS = 7;

export const AutoMessageSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  trigger: v.picklist(AUTO_TRIGGERS),
  title: v.string(),
  content: v.string(),
  contentEn: v.string(),
  contentJa: v.string(),
  enabled: v.boolean(),
  /** The start of its latest enabled period (ISO), and its end when it is disabled. */
  enabledFrom: v.nullable(v.string()),
  disabledAt: v.nullable(v.string()),
  updateTime: v.string(),
});
export type AutoMessage = v.InferOutput<typeof AutoMessageSchema>;
export const AutoMessageRowSchema = v.object({
  ...AutoMessageSchema.entries,
  /** Members it was sent to in the last 7 days (while enabled). */
  sentLast7Days: v.number(),
});
export type AutoMessageRow = v.InferOutput<typeof AutoMessageRowSchema>;
export const AUTO_MESSAGE_TABLE = 'autoMessages';
export const AUTO_MESSAGE_ENDPOINT = 'autoMessage';

/**
 * The days (dayIndex) a trigger fired for one member, from the member's days:
 * - watchAds: each day with an episode unlocked by an ad;
 * - signInWeek: the day a run of sign-ins reaches 7 days in a row (and each 7 more);
 * - watchedUnpaid: each day the member watched a drama to its paywall and did not unlock on;
 * - inactive: the day after 3 whole days without a visit (the 4th day), for each such gap,
 *   including the gap since the last visit, up to `today`.
 * All day lists ascending, without repeats.
 */
export function triggerDays(trigger: AutoTrigger, days: { ad: readonly number[]; signIn: readonly number[]; unpaid: readonly number[]; visits: readonly number[] }, today: number): number[] {
  switch (trigger) {
    case 'watchAds':
      return days.ad.filter((d) => d <= today);
    case 'watchedUnpaid':
      return days.unpaid.filter((d) => d <= today);
    case 'signInWeek': {
      const out: number[] = [];
      let run = 0;
      for (let i = 0; i < days.signIn.length && days.signIn[i] <= today; i++) {
        run = i > 0 && days.signIn[i - 1] === days.signIn[i] - 1 ? run + 1 : 1;
        if (run % SIGN_IN_WEEK_DAYS === 0) out.push(days.signIn[i]);
      }
      return out;
    }
    case 'inactive': {
      const out: number[] = [];
      const visits = days.visits.filter((d) => d <= today);
      for (let i = 0; i < visits.length; i++) {
        const fires = visits[i] + INACTIVE_DAYS + 1;
        const next = i + 1 < visits.length ? visits[i + 1] : Infinity;
        if (fires <= next && fires <= today) out.push(fires);
      }
      return out;
    }
  }
}

/** The days a trigger counts: the last 7 (today included), cut to when it was enabled. Null: none (never enabled in them). */
export function countedDays(row: Pick<AutoMessage, 'enabled' | 'enabledFrom' | 'disabledAt'>, now: number): { from: number; to: number } | null {
  const today = dayIndex(now);
  let from = today - AUTO_WINDOW_DAYS + 1;
  let to = today;
  if (row.enabledFrom) from = Math.max(from, dayIndex(Date.parse(row.enabledFrom)));
  if (!row.enabled) {
    if (!row.enabledFrom || !row.disabledAt) return null;
    to = Math.min(to, dayIndex(Date.parse(row.disabledAt)));
  }
  return from <= to ? { from, to } : null;
}

/* ================================================================================================
 * The calls and the pages' API.
 * ============================================================================================== */

/** The engagement pages' calls beyond the resource ones. */
export const engagementApi = {
  taskDetail: (id: number) => taskDetailCall.send({ id }),
  saveTask: (body: SaveTaskRequest) => saveTaskCall.send(body),
  saveSignIn: (body: SaveSignInRequest) => saveSignInCall.send(body),
  tickerPreview: () => tickerPreviewCall.send(undefined),
  savePopup: (body: SavePopupRequest) => savePopupCall.send(body),
  saveMessage: (body: SaveMessageRequest) => saveMessageCall.send(body),
  cancelMessage: (id: number, version: number) => cancelMessageCall.send({ id, version }),
  sendMessageNow: (id: number, version: number) => sendMessageNowCall.send({ id, version }),
};
