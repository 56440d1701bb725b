import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';

/*
 * What every signed-in screen shows of the system configuration (src/records/config.ts): the
 * watermark switch. Its own call, so a role without system/systemConfiguration reads this and
 * nothing else of the settings (docs/theme-and-watermark.md).
 */

export const DisplaySettingsSchema = v.object({
  /** The watermark over data pages: the operator's user name and the time (系统配置 → 水印). */
  watermark: v.boolean(),
});
export type DisplaySettings = v.InferOutput<typeof DisplaySettingsSchema>;

export const displayCall = defineCall({
  method: 'GET',
  path: 'config/v1/display',
  response: DisplaySettingsSchema,
  access: 'read',
  grant: 'signed-in',
  summary: 'What every signed-in screen shows of the system configuration: whether the watermark is on.',
});

/* The display settings as this tab knows them: read when the layout mounts (each sign-in), and set by the settings page when it saves. */

const OFF: DisplaySettings = { watermark: false };
let current: DisplaySettings = OFF;
const listeners = new Set<() => void>();

export function setDisplaySettings(next: DisplaySettings): void {
  if (next.watermark === current.watermark) return;
  current = { watermark: next.watermark };
  listeners.forEach((l) => l());
}

/** Asks the server (a failure leaves them as they were: off until known). */
export async function loadDisplaySettings(): Promise<void> {
  try {
    setDisplaySettings(await displayCall.send());
  } catch {
    // Nothing to say: the watermark is an addition, never in the way of the page.
  }
}

export function readDisplaySettings(): DisplaySettings {
  return current;
}

export function subscribeDisplaySettings(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
