import { now } from '@/mocks/clock';
import { handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, refuseStale } from '@/mocks/resource';
import { retryPostbackCall, type Postback } from '../../contract';
import { postbackResource } from '../../resources';
import { attempt } from '../seed/postbacks';
import { toolTables } from '../tables';

/* toolCategory/returnList: the postbacks' list (read only) and the retry of a failed one. */

const { postbacks, pixels } = toolTables;
const actor = (user: MockUser) => ({ id: user.id, name: user.name });

export const postbackHandlers = [
  ...crudHandlers<Postback>({ def: postbackResource, table: postbacks }),

  handleCall(retryPostbackCall, async ({ request, input, user }) => {
    const row = postbacks.get(input.id);
    if (!row) return refuse(request, 'error.http.404', 404);
    if (postbacks.isStale(row.id, input.version)) return refuseStale(request);
    if (row.status !== 'failed') return refuse(request, 'tools.postback.notFailed', 400);
    const pixel = pixels.get(row.pixelId);
    if (!pixel) return refuse(request, 'error.http.404', 404);
    if (!pixel.enabled) return refuse(request, 'tools.pixel.disabled', 400);
    // A retry meets no transient error: the platform answers with the configuration as it is now.
    const answer = attempt(pixel, `${row.id}:${row.attempts + 1}`, false);
    const updated = await postbacks.update(
      row.id,
      { status: answer.ok ? 'success' : 'failed', httpStatus: answer.status, returnInfo: answer.body, attempts: row.attempts + 1, lastAttemptTime: new Date(now()).toISOString() },
      actor(user),
    );
    return ok(updated);
  }),
];

