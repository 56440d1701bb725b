import { configCall, saveConfigCall } from '../../contract';
import { handleCall, ok } from '@/mocks/http';
import { refuseStale } from '@/mocks/resource';
import { settings } from '../tables';

/* system/systemConfiguration: the business settings. */

export const configHandlers = [
  handleCall(configCall, () => ok(settings.get(1))),

  // The request is checked with SaveConfigRequestSchema: only the tunable values pass (the request timeout is read-only), from a current version.
  handleCall(saveConfigCall, async ({ request, user, input }) => {
    const { version, ...values } = input;
    if (settings.isStale(1, version)) return refuseStale(request);
    const row = await settings.update(1, { ...values, updateTime: new Date().toISOString(), updatedBy: user.name }, { id: user.id, name: user.name });
    return ok(row);
  }),
];
