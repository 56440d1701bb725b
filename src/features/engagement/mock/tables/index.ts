import { MEMBER_TABLE, type Member } from '@/records/members';
import { CONFIG_DEFAULTS, CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { POPUP_SHOW_TABLE, PopupShowSchema, type PopupShow } from '@/records/touches';
import { dayOfTime } from '@/lib/report/period';
import { DAY_MS, timeOf } from '@/lib/time';
import { now } from '@/mocks/clock';
import { defineTable, worldTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import { STREAK_TABLE } from '@/records/audience';
import { INBOX_TABLE, InboxSchema, type InboxRow } from '@/records/inbox';
import { AUTO_MESSAGE_TABLE, AutoMessageSchema, InternalMessageSchema, MESSAGE_TABLE, POPUP_TABLE, PopupSchema, SIGN_IN_TABLE, SignInPlanSchema, TASK_CONDITION_TABLE, TASK_REWARD_TABLE, TASK_TABLE, TICKER_TABLE, TaskConditionSchema, TaskRewardSchema, TaskSchema, TickerSchema, type AutoMessage, type InternalMessage, type Popup, type SignInPlan, type Task, type TaskCondition, type TaskReward, type Ticker } from '../../contract';
import { autoMessageResource } from '../../resources/autoMessages';
import { messageResource } from '../../resources/internalMessages';
import { popupResource } from '../../resources/popups';
import { signInResource } from '../../resources/signIn';
import { taskResource } from '../../resources/tasks';
import { tickerResource } from '../../resources/ticker';
import { audienceWorld, reach } from './audience';
import { membersWithTimes } from '../seed/activity';
import { popupShows } from '../seed/popup-shows';
import { inboxRows, seedAutoMessages, seedMessages, seedPopups, seedSignInPlans, seedTaskWorld, seedTickers, type TaskWorld } from '../seed';

/* The engagement area's tables, seeded after the members they point at. */

const members = () => worldTable<Member>(MEMBER_TABLE).all().sort((a, b) => a.id - b.id);

let taskWorld: TaskWorld | null = null;
const tasksSeed = () => (taskWorld ??= seedTaskWorld(now()));

export const tasks = defineTable<Task>(TASK_TABLE, TaskSchema, () => {
  taskWorld = null;
  return tasksSeed().tasks;
}, { label: 'engage.table.tasks', fields: { ...fieldLabels(taskResource), createTime: 'list.createTime' } });
export const taskConditions = defineTable<TaskCondition>(TASK_CONDITION_TABLE, TaskConditionSchema, () => tasksSeed().conditions, {
  label: 'engage.table.taskConditions',
  fields: { name: 'engage.task.condition.name', remark: 'engage.task.condition.remark', event: 'engage.task.condition.event', period: 'engage.task.condition.period', threshold: 'engage.task.condition.threshold' },
  after: [TASK_TABLE],
});
export const taskRewards = defineTable<TaskReward>(TASK_REWARD_TABLE, TaskRewardSchema, () => tasksSeed().rewards, {
  label: 'engage.table.taskRewards',
  fields: { name: 'engage.task.reward.name', type: 'engage.task.reward.type', quantity: 'engage.task.reward.quantity' },
  after: [TASK_TABLE],
});

export const signInPlans = defineTable<SignInPlan>(SIGN_IN_TABLE, SignInPlanSchema, () => seedSignInPlans(now()), {
  label: 'engage.table.signIn',
  fields: { ...fieldLabels(signInResource), createTime: 'list.createTime' },
});

export const tickers = defineTable<Ticker>(TICKER_TABLE, TickerSchema, () => seedTickers(now()), { label: 'engage.table.tickers', fields: fieldLabels(tickerResource) });

export const popups = defineTable<Popup>(POPUP_TABLE, PopupSchema, () => seedPopups(now(), members()), {
  label: 'engage.table.popups',
  fields: { ...fieldLabels(popupResource), memberIds: 'engage.audience.members', createTime: 'list.createTime' },
  after: [MEMBER_TABLE],
});

/** How far back the popups shown are kept: the daily cap reads today's (and a waiting push's next day). */
export const SHOW_DAYS = 3;

/**
 * The popups shown at the members' visits of the last SHOW_DAYS days (the rule of
 * ../seed/popup-shows.ts), with the audiences and the cap of the world as seeded. Not audited:
 * the app shows them, nobody edits them.
 */
export const shows = defineTable<PopupShow>(
  POPUP_SHOW_TABLE,
  PopupShowSchema,
  () => {
    const at = now();
    const world = audienceWorld(at);
    const showable = popups.all().map((p) => ({ id: p.id, sort: p.sort, enabled: p.enabled, since: timeOf(p.createTime), audience: new Set(reach(p, world)) }));
    const cap = worldTable<SystemConfig>(CONFIG_TABLE).get(1)?.dailyPushCap ?? CONFIG_DEFAULTS.dailyPushCap;
    const visits = [...membersWithTimes()].map(([id, times]) => [id, times.visits] as const).sort((a, b) => a[0] - b[0]);
    const shown = popupShows(visits, showable, { dayOf: (ms) => dayOfTime(ms), cap }, at - SHOW_DAYS * DAY_MS, at);
    return shown.sort((a, b) => a.at - b.at || a.memberId - b.memberId || a.popupId - b.popupId).map((s, i) => ({ id: i + 1, popupId: s.popupId, memberId: s.memberId, at: new Date(s.at).toISOString() }));
  },
  { label: 'engage.table.popupShows', audited: false, after: [POPUP_TABLE, MEMBER_TABLE, STREAK_TABLE, CONFIG_TABLE] },
);

/** The recipients of the seeded sent messages, for their inbox rows (the same list the count comes from). */
let sentTo = new Map<number, number[]>();

export const messages = defineTable<InternalMessage>(
  MESSAGE_TABLE,
  InternalMessageSchema,
  () => {
    sentTo = new Map();
    const rows = seedMessages(now(), members());
    for (const row of rows) {
      if (row.state !== 'sent') continue;
      const recipients = reach(row);
      sentTo.set(row.id, recipients);
      row.recipientCount = recipients.length;
    }
    return rows;
  },
  {
    label: 'engage.table.messages',
    fields: { ...fieldLabels(messageResource), memberIds: 'engage.audience.members', sendAt: 'engage.message.sendAt', sentTime: 'engage.message.sendTime', recipientCount: 'engage.message.recipients', createTime: 'list.createTime' },
    after: [MEMBER_TABLE, STREAK_TABLE, CONFIG_TABLE],
  },
);

/** One row per recipient of each sent message: what a member finds in the app's inbox. Not audited (the message is). */
export const inbox = defineTable<InboxRow>(
  INBOX_TABLE,
  InboxSchema,
  () => {
    const rows: InboxRow[] = [];
    const at = now();
    for (const message of messages.all().sort((a, b) => a.id - b.id)) {
      const recipients = sentTo.get(message.id);
      if (recipients) rows.push(...inboxRows(message, recipients, rows.length + 1, at));
    }
    return rows;
  },
  { label: 'engage.table.inbox', audited: false, after: [MESSAGE_TABLE] },
);

export const autoMessages = defineTable<AutoMessage>(AUTO_MESSAGE_TABLE, AutoMessageSchema, () => seedAutoMessages(now()), {
  label: 'engage.table.autoMessages',
  fields: { ...fieldLabels(autoMessageResource), trigger: 'engage.auto.trigger', enabledFrom: 'engage.auto.enabledFrom', disabledAt: 'engage.auto.disabledAt' },
});
