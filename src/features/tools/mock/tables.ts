import { COMPANY_TABLE, LINK_TABLE, type ChannelCompany, type PromotionLink } from '@/records/channels';
import { PROMOTION_TABLE, type PromotionRecord } from '@/records/promotions';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { ORDER_TABLE, type Order } from '@/records/orders';
import { now } from '@/mocks/clock';
import { defineTable, worldTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import { PIXEL_TABLE, PixelConfigSchema, type PixelConfig } from '@/records/promotions';
import { POSTBACK_ATTEMPT_TABLE, PostbackAttemptSchema, type PostbackAttempt } from '@/records/attribution';
import { MIGRATION_TABLE, MigrationSchema, POSTBACK_TABLE, PostbackSchema, type Migration, type Postback } from '../contract';
import '../messages';
import { migrationResource, pixelResource, postbackResource } from '../resources';
import { seedAttempts, seedPostbacks } from './seed/postbacks';
import { seedMigrations, seedPixels } from './seed';

/**
 * Feedback configurations (audited: the log masks `accessToken`, as it masks every field named
 * like a secret), and the imports: one record per import with every row's result, not audited
 * (the records an import writes are logged by their own tables; the import itself logs one
 * action when it ends).
 */
const pixels = defineTable<PixelConfig>(PIXEL_TABLE, PixelConfigSchema, () => seedPixels(now()), {
  label: 'tools.pixel.table',
  fields: { ...fieldLabels(pixelResource), accessToken: 'tools.pixel.token' },
});

const migrations = defineTable<Migration>(MIGRATION_TABLE, MigrationSchema, () => seedMigrations(worldTable<ChannelCompany>(COMPANY_TABLE).all()), {
  label: 'tools.migration.history',
  fields: fieldLabels(migrationResource),
  audited: false,
  // The first seeded import wrote the channel companies (read through the channel area's contract).
  after: [COMPANY_TABLE],
});

/**
 * The postbacks: from the members who came through a Meta or TikTok ad, their activation records
 * (market), their paid orders, the promotion links and the feedback configurations. A retry is a
 * write of the console (audited).
 */
const postbacks = defineTable<Postback>(
  POSTBACK_TABLE,
  PostbackSchema,
  () =>
    seedPostbacks(
      worldTable<PromotionRecord>(PROMOTION_TABLE).all(),
      worldTable<Member>(MEMBER_TABLE).all(),
      worldTable<Order>(ORDER_TABLE).all(),
      worldTable<PromotionLink>(LINK_TABLE).all(),
      pixels.all(),
      now(),
    ),
  {
    label: 'tools.postback.table',
    fields: fieldLabels(postbackResource),
    after: [PIXEL_TABLE, PROMOTION_TABLE, MEMBER_TABLE, ORDER_TABLE, LINK_TABLE],
  },
);

/**
 * Every attempt of a postback (the attribution trail shows them): the first send of each seeded
 * postback, then one per retry. Not audited (the retry is logged as the postback's update).
 */
const postbackAttempts = defineTable<PostbackAttempt>(POSTBACK_ATTEMPT_TABLE, PostbackAttemptSchema, () => seedAttempts(postbacks.all()), {
  label: 'tools.postback.attemptTable',
  audited: false,
  after: [POSTBACK_TABLE],
});

export const toolTables = { pixels, migrations, postbacks, postbackAttempts };
