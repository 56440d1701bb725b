import type { MessageId } from '@/i18n';
import { now } from '@/mocks/clock';
import { handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, refuseStale } from '@/mocks/resource';
import { trailRetryCall } from '@/records/attribution';
import { retryPostbackCall, type Postback } from '../../contract';
import { trailPostbackOf } from '../../machines/attribution';
import { postbackResource } from '../../resources';
import { attempt } from '../seed/postbacks';
import { toolTables } from '../tables';

/*
 * toolCategory/returnList: the postbacks' list (read only) and the retry of a failed one; the same
 * retry from a member's attribution trail (postback/v1/trailRetry, granted to the member's page).
 * Every attempt is recorded (postbackAttempts).
 */

const { postbacks, pixels, postbackAttempts } = toolTables;
const actor = (user: MockUser) => ({ id: user.id, name: user.name });

type Retried = { row: Postback } | { refused: MessageId; status: number } | { stale: true };

/** Sends a failed postback again with its configuration as it is now, and records the attempt. */
async function retry(id: number, version: number, user: MockUser): Promise<Retried> {
  const row = postbacks.get(id);
  if (!row) return { refused: 'error.http.404', status: 404 };
  if (postbacks.isStale(row.id, version)) return { stale: true };
  if (row.status !== 'failed') return { refused: 'tools.postback.notFailed', status: 400 };
  const pixel = pixels.get(row.pixelId);
  if (!pixel) return { refused: 'error.http.404', status: 404 };
  if (!pixel.enabled) return { refused: 'tools.pixel.disabled', status: 400 };
  // A retry meets no transient error: the platform answers with the configuration as it is now.
  const answer = attempt(pixel, `${row.id}:${row.attempts + 1}`, false);
  const at = new Date(now()).toISOString();
  const status = answer.ok ? ('success' as const) : ('failed' as const);
  const updated = await postbacks.update(row.id, { status, httpStatus: answer.status, returnInfo: answer.body, attempts: row.attempts + 1, lastAttemptTime: at }, actor(user));
  // The new attempt, beside the earlier ones (a member's attribution trail lists them).
  await postbackAttempts.insert({ id: postbackAttempts.nextId(), postbackId: row.id, attempt: row.attempts + 1, time: at, status, httpStatus: answer.status, returnInfo: answer.body, operator: user.name }, actor(user));
  return updated ? { row: updated } : { refused: 'error.http.404', status: 404 };
}

export const postbackHandlers = [
  ...crudHandlers<Postback>({ def: postbackResource, table: postbacks }),

  handleCall(retryPostbackCall, async ({ request, input, user }) => {
    const done = await retry(input.id, input.version, user);
    if ('stale' in done) return refuseStale(request);
    if ('refused' in done) return refuse(request, done.refused, done.status);
    return ok(done.row);
  }),

  handleCall(trailRetryCall, async ({ request, input, user }) => {
    const done = await retry(input.id, input.version, user);
    if ('stale' in done) return refuseStale(request);
    if ('refused' in done) return refuse(request, done.refused, done.status);
    return ok(trailPostbackOf(done.row, postbackAttempts.all().filter((a) => a.postbackId === done.row.id)));
  }),
];
