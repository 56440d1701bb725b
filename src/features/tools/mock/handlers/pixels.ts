import { LOG_MASK, appendLog } from '@/mocks/oplog';
import { handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers } from '@/mocks/resource';
import { worldTable } from '@/mocks/db';
import { LINK_TABLE, type PromotionLink } from '@/records/channels';
import { PIXEL_TABLE, type PixelConfig } from '@/records/promotions';
import { maskToken, pixelTestCall, pixelTokenCall, type PixelPublic, type PixelTestResult } from '../../contract';
import { pixelResource } from '../../resources';
import { hash, platformAnswer } from '../seed/platform';
import { toolTables } from '../tables';

/*
 * toolCategory/configureFeedback: the configurations' list and form (crudHandlers: every answer
 * carries the token's mask, never the token), the copy of a token (logged as an action, the token
 * never), and test events sent to the demo's idea of each platform.
 */

const { pixels } = toolTables;
const links = worldTable<PromotionLink>(LINK_TABLE);
const actor = (user: MockUser) => ({ id: user.id, name: user.name });

/** A configuration as answered: the token only as its mask. */
export function presentPixel({ accessToken, ...rest }: PixelConfig): PixelPublic {
  return { ...rest, tokenMask: maskToken(accessToken) };
}

const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

export const pixelHandlers = [
  ...crudHandlers<PixelConfig>({
    def: pixelResource,
    table: pixels,
    present: presentPixel,
    check: (values, _mode, { current }) => {
      const platform = values.platform ?? current?.platform;
      const code = values.pixelCode ?? current?.pixelCode;
      return pixels.find((p) => p.id !== current?.id && p.platform === platform && same(p.pixelCode, code)) ? 'tools.pixel.codeTaken' : null;
    },
    store: (values) => {
      const out = { ...values };
      if (typeof out.accessToken === 'string') out.accessToken = out.accessToken.trim();
      if (typeof out.pixelCode === 'string') out.pixelCode = out.pixelCode.trim();
      return out;
    },
    create: (values, { table }) => ({
      id: table.nextId(),
      name: String(values.name ?? ''),
      platform: values.platform as PixelConfig['platform'],
      pixelCode: String(values.pixelCode ?? ''),
      accessToken: String(values.accessToken ?? ''),
      remark: String(values.remark ?? ''),
      enabled: values.enabled !== false,
      lastTestTime: null,
      lastTestOk: null,
      lastTestMessage: '',
      createTime: new Date().toISOString(),
    }),
    // Links that load a configuration's pixel keep it: it cannot be deleted under them.
    beforeDelete: (row) => {
      const count = links.filter((l) => l.pixelId === row.id).length;
      return count ? { id: 'tools.pixel.inUse', values: { count } } : null;
    },
  }),

  handleCall(pixelTokenCall, ({ request, input, user }) => {
    const config = pixels.get(input.id);
    if (!config) return refuse(request, 'error.http.404', 404);
    // The copy is an action of the log; the token itself is never written there.
    appendLog({
      time: new Date().toISOString(),
      operatorId: user.id,
      operator: user.name,
      table: PIXEL_TABLE,
      recordId: String(config.id),
      op: 'action',
      before: null,
      after: { accessToken: LOG_MASK },
      changed: ['accessToken'],
    });
    return ok({ token: config.accessToken });
  }),

  handleCall(pixelTestCall, async ({ request, input, user }) => {
    const config = pixels.get(input.id);
    if (!config) return refuse(request, 'error.http.404', 404);
    if (!config.enabled) return refuse(request, 'tools.pixel.disabled', 400);
    const answer = platformAnswer(config);
    const sentAt = new Date().toISOString();
    const updated = await pixels.update(config.id, { lastTestTime: sentAt, lastTestOk: answer.ok, lastTestMessage: answer.message }, actor(user));
    const result: PixelTestResult = {
      ok: answer.ok,
      status: answer.status,
      eventId: `test_${input.event.toLowerCase()}_${config.id}_${Date.parse(sentAt).toString(36)}`,
      event: input.event,
      message: answer.message,
      sentAt,
      latencyMs: 80 + (hash(`${config.pixelCode}:${input.event}`) % 320),
      config: presentPixel(updated ?? config),
    };
    return ok(result);
  }),
];
