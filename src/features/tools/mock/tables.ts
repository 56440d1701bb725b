import { COMPANY_TABLE, type ChannelCompany } from '@/features/channel/contract';
import { now } from '@/mocks/clock';
import { defineTable, worldTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import { MIGRATION_TABLE, MigrationSchema, PIXEL_TABLE, PixelConfigSchema, type Migration, type PixelConfig } from '../contract';
import '../messages';
import { migrationResource, pixelResource } from '../resources';
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

export const toolTables = { pixels, migrations };
