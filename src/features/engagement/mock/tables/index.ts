import { MEMBER_TABLE, type Member } from '@/records/members';
import { CONFIG_TABLE } from '@/records/config';
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
import { reach } from './audience';
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
