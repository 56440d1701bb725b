import * as v from 'valibot';
import type { OptionsSource } from '@/lib/resource/types';

/*
 * The channel area's contract: what other areas may know of channels. Members point at a
 * development channel; the member filters, columns and the set-channel form list them.
 */

/** A development channel (the channel area manages them; members point at one). */
export const ChannelSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The channel number used in promotion links. */
  number: v.string(),
  company: v.string(),
});
export type Channel = v.InferOutput<typeof ChannelSchema>;

/** The mock world's channel table (another area's mock reads it by this name). */
export const CHANNEL_TABLE = 'channels';

/** The channel list's endpoint: POST channel/v1/page (the resource pattern). */
export const CHANNEL_ENDPOINT = 'channel';

/** Channel options (value: id, label: name) for member filters, columns and the set-channel form. */
export const CHANNEL_OPTIONS: OptionsSource = { endpoint: CHANNEL_ENDPOINT, valueKey: 'id', labelKey: 'name' };
