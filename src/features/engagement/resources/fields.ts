import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import type { Option } from '@/lib/resource/types';
import { SEGMENTS, TARGETS } from '@/records/audience';
import { AUTO_TRIGGERS, DETECTION_PERIODS, JUMP_TYPES, MESSAGE_STATES, REWARD_TYPES, SEND_STATUSES, TASK_EVENTS, TASK_TYPES } from '../contract';

/*
 * The engagement area's lists (issue #12), one file per record; here the options and rules they
 * share. Tasks, sign-in plans, popups and internal messages are added and edited in bespoke
 * dialogs (a task with its conditions and rewards, a plan with its days, a popup or message with
 * its audience and reach) that use these definitions' fields for their inputs and rules; the
 * ticker and the automatic messages use the kit's form.
 */

const labelled = <T extends string>(values: readonly T[], id: (value: T) => string): Option[] => values.map((value) => ({ value, label: id(value) as MessageId }));

export const TASK_TYPE_OPTIONS = labelled(TASK_TYPES, (x) => `engage.taskType.${x}`);
export const TASK_EVENT_OPTIONS = labelled(TASK_EVENTS, (x) => `engage.event.${x}`);
export const PERIOD_OPTIONS = labelled(DETECTION_PERIODS, (x) => `engage.period.${x}`);
export const REWARD_TYPE_OPTIONS = labelled(REWARD_TYPES, (x) => `engage.rewardType.${x}`);
export const TARGET_OPTIONS = labelled(TARGETS, (x) => `engage.target.${x}`);
export const SEGMENT_OPTIONS = labelled(SEGMENTS, (x) => `engage.segment.${x}`);
export const JUMP_OPTIONS = labelled(JUMP_TYPES, (x) => `engage.jump.${x}`);
export const STATE_OPTIONS = labelled(MESSAGE_STATES, (x) => `engage.state.${x}`);
export const SEND_STATUS_OPTIONS = labelled(SEND_STATUSES, (x) => `engage.sendStatus.${x}`);
export const TRIGGER_OPTIONS = labelled(AUTO_TRIGGERS, (x) => `engage.trigger.${x}`);
export const ENABLED_OPTIONS: Option[] = [
  { value: true, label: 'list.enabled' },
  { value: false, label: 'list.disabled' },
];

export const sortRule = v.pipe(v.number('engage.sort.rule'), v.integer('engage.sort.rule'), v.minValue(0, 'engage.sort.rule'), v.maxValue(9999, 'engage.sort.rule'));
export const sortField = { key: 'sort', label: 'engage.sort', kind: 'number', required: true, rule: sortRule, min: 0, initial: 10, example: 5 } as const;
export const enabledStatus = { key: 'enabled' as const, on: true, off: false, label: 'list.enabled' as const };
