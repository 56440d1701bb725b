import { configCall, saveConfigCall } from '../../contract';
import { handleCall, ok } from '@/mocks/http';
import { refuseStale } from '@/mocks/resource';
import { settings } from '../tables';
import { DEFAULT_TIME_ZONE, setTimeZone } from '@/lib/time-zone';
import { timeZoneCall } from '@/records/config';

/** The world's business day follows its settings: the warehouses and the list filters count days in it. */
const zoneOfSettings = () => settings.get(1)?.reportTimeZone ?? DEFAULT_TIME_ZONE;
const followSettings = () => setTimeZone(zoneOfSettings());
settings.onReload(followSettings);
settings.onWrite(followSettings);

/* system/systemConfiguration: the business settings. */

export const configHandlers = [
  handleCall(configCall, () => ok(settings.get(1))),
  handleCall(timeZoneCall, () => ok({ reportTimeZone: zoneOfSettings() })),

  // The request is checked with SaveConfigRequestSchema: only the tunable values pass (the request timeout is read-only), from a current version.
  handleCall(saveConfigCall, async ({ request, user, input }) => {
    const { version, ...values } = input;
    if (settings.isStale(1, version)) return refuseStale(request);
    const row = await settings.update(1, { ...values, updateTime: new Date().toISOString(), updatedBy: user.name }, { id: user.id, name: user.name });
    return ok(row);
  }),
];
