import { MEMBER_TABLE } from '@/records/members';
import { CONFIG_TABLE } from '@/records/config';
import { STREAK_TABLE } from '@/records/audience';
import { now } from '@/mocks/clock';
import { defineTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import '../messages';
import { PUSH_FAILURE_TABLE, PUSH_TABLE, PushFailureSchema, PushSchema, type Push, type PushFailure } from '../contract';
import { failureRelated, pushRecordResource } from '../resources';
import { seedPushes, seeded } from './seed';

/** The pushes, seeded after the members, their active days and the settings their audiences read; the failed deliveries, seeded with them. */
export const pushes = defineTable<Push>(PUSH_TABLE, PushSchema, () => seedPushes(now()), {
  label: 'push.table.pushes',
  fields: { ...fieldLabels(pushRecordResource), sendAt: 'push.field.sendAt', triggerSegment: 'push.field.triggerSegment', memberIds: 'push.field.members', sentTime: 'push.field.time', sentTo: 'push.field.sentTo', test: 'push.field.test', later: 'push.field.later' },
  after: [MEMBER_TABLE, STREAK_TABLE, CONFIG_TABLE],
});
export const pushFailures = defineTable<PushFailure>(PUSH_FAILURE_TABLE, PushFailureSchema, () => seeded.failures, {
  label: 'push.table.failures',
  fields: fieldLabels(failureRelated),
  after: [PUSH_TABLE],
  // Deliveries are the system's doing; the push record (audited) says who sent it.
  audited: false,
});
