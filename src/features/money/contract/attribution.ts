import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { SELF_ATTRIBUTION_TABLE } from '@/records/attribution';
import { Id } from './fields';

/* Self-attribution (operate/selfAttributionConfiguration; section 5): which attribution sources are active. */

/** Which attribution sources are active: natural attribution alone, or some channels (section 5). */
export const AttributionConfigSchema = v.object({
  id: v.number(),
  natural: v.boolean(),
  channelIds: v.array(v.number()),
  updateTime: v.string(),
  updatedBy: v.string(),
  version: RecordVersion,
});
export type AttributionConfig = v.InferOutput<typeof AttributionConfigSchema>;

/** The mock world's table of the attribution settings (one row; the tools mock reads it for a member's attribution trail). */
export const ATTRIBUTION_TABLE = SELF_ATTRIBUTION_TABLE;

/** The attribution settings as the page shows them: the record and the old-user window of system/systemConfiguration. */
export const AttributionViewSchema = v.object({ config: AttributionConfigSchema, oldUserAttributionDays: v.number() });
export const SaveAttributionRequestSchema = v.object({
  natural: v.boolean(),
  channelIds: v.pipe(v.array(Id), v.maxLength(1000)),
  version: RecordVersion,
});

/** Section 5: natural attribution cannot be chosen together with other channels; and something must be chosen (the page and the server). */
export function attributionIssue(choice: { natural: boolean; channelIds: readonly number[] }) {
  if (choice.natural && choice.channelIds.length) return 'operate.attribution.naturalExclusive' as const;
  if (!choice.natural && !choice.channelIds.length) return 'operate.attribution.required' as const;
  return null;
}

export const attributionCall = defineCall({
  method: 'GET',
  path: 'attribution/v1/info',
  response: AttributionViewSchema,
  access: 'read',
  grant: 'operate/selfAttributionConfiguration',
  summary: 'The self-attribution settings, with the attribution window for old users (system/systemConfiguration).',
});
export const saveAttributionCall = defineCall({
  method: 'POST',
  path: 'attribution/v1/update',
  request: SaveAttributionRequestSchema,
  response: AttributionViewSchema,
  access: 'write',
  grant: 'operate/selfAttributionConfiguration',
  summary: 'Saves which attribution sources are active: natural attribution, or channels that exist.',
  notes: 'Natural attribution cannot be chosen together with other channels (section 5), and something must be chosen. The version read is required (a changed record answers 409).',
});
