import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { ConfigValuesSchema, SystemConfigSchema } from '@/records/config';

/* system/systemConfiguration: the business settings (the record is shared: src/records/config.ts). */

export const configCall = defineCall({
  method: 'GET',
  path: 'config/v1/get',
  response: SystemConfigSchema,
  access: 'read',
  grant: 'system/systemConfiguration',
  summary: 'The business settings (section 9 values by default), the read-only request timeout, and who changed them last.',
});

/** POST config/v1/update: every tunable value, and the version of the settings the form was opened with. */
export const SaveConfigRequestSchema = v.object({ ...ConfigValuesSchema.entries, version: RecordVersion });

export const saveConfigCall = defineCall({
  method: 'POST',
  path: 'config/v1/update',
  request: SaveConfigRequestSchema,
  response: SystemConfigSchema,
  access: 'write',
  grant: 'system/systemConfiguration',
  summary: 'Saves every tunable setting at once (whole numbers within each setting’s bounds), from the version read; answers the saved settings.',
  notes: '`requestTimeoutMs` cannot change. Settings changed since that version are refused with code 409 and nothing is written. The write is recorded in the operation log.',
});
