import { currentTimeZone, setTimeZone, subscribeTimeZone } from '@/lib/time-zone';
import { timeZoneCall } from '@/records/config';

/** The tab's copy of the zone, so a reload draws its first figures in it before the answer comes. */
const KEY = 'drama-console:time-zone';

try {
  const kept = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  if (kept) setTimeZone(kept);
} catch {
  // No storage: the default until the server answers.
}
subscribeTimeZone(() => {
  try {
    sessionStorage.setItem(KEY, currentTimeZone());
  } catch {
    // Kept in memory only.
  }
});

/**
 * The business day's zone (GET config/v1/timeZone), read with the menu at the session's start
 * (src/app/actors.ts) into the page's one place for it (src/lib/time-zone.ts). A failure leaves
 * the zone as it was (the default, or the tab's copy) and never stops the session.
 */
export async function loadTimeZone(): Promise<void> {
  let zone: string;
  try {
    zone = (await timeZoneCall.send(undefined)).reportTimeZone;
  } catch {
    return;
  }
  setTimeZone(zone);
}
