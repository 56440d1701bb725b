import { http } from 'msw';
import * as v from 'valibot';
import type { ResourceDef, Row } from '@/lib/resource/types';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { worldTable } from '@/mocks/db';
import { declareResource } from '@/mocks/grants';
import { API, authed, body, handleCall, ok, page, refuse } from '@/mocks/http';
import { crudHandlers, query, validRange } from '@/mocks/resource';
import { type Channel, type ChannelCompany } from '@/records/channels';
import { distributionConsoleCall } from '../../contract';
import { channelResource, companyResource, orderResource, shareResource } from '../../resources';
import { distributionConsole, distributionOrders, shareRecords } from './distribution';
import { channelTables } from '../tables';

const { companies, channels, links } = channelTables;
const members = () => worldTable<Member>(MEMBER_TABLE);

const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/** ISO strings and numbers: compared directly (the lists of computed rows are long; no collation needed). */
function fastSort<T extends Row>(rows: T[], input: Record<string, unknown>, def: ResourceDef): T[] {
  const sort = (input.sort as { field: string; order: 'asc' | 'desc' } | undefined) ?? def.defaultSort!;
  const factor = sort.order === 'asc' ? 1 : -1;
  const f = sort.field;
  return rows.sort((a, b) => {
    const x = a[f] as string | number;
    const y = b[f] as string | number;
    return (x === y ? 0 : x < y ? -factor : factor) || b.id - a.id;
  });
}

/**
 * A read-only list computed from the world's records (distribution orders, share records): the
 * resource's page and export, with the filters every list has.
 */
function computedList(def: ResourceDef, rows: () => Row[]) {
  declareResource(def);
  const base = `${API}/${def.endpoint}/v1`;
  const list = (request: Request, input: Record<string, unknown>, maxSize: number) => {
    // Filter with the kit's semantics (sorted by id: numbers, cheap), then sort by the asked field.
    const matched = query(rows(), def, { ...input, sort: { field: 'id', order: 'desc' } });
    if (typeof matched === 'string') return refuse(request, matched, 400);
    return ok(page(fastSort(matched, input, def), input.pageNum, Math.min(Number(input.pageSize) || 10, maxSize)));
  };
  return [
    http.post(`${base}/page`, authed(async ({ request }) => list(request, await body(request), 1000))),
    http.post(`${base}/export`, authed(async ({ request }) => list(request, await body(request), 5000))),
    http.get(
      `${base}/info`,
      authed(({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        const row = rows().find((r) => r.id === id);
        return row ? ok(row) : refuse(request, 'error.http.404', 404);
      }),
    ),
  ];
}

const optionalNumber = (x: unknown) => (x == null || x === '' ? undefined : Number(x));

export const channelHandlers = [
  ...crudHandlers<ChannelCompany>({
    def: companyResource,
    table: companies,
    present: (row) => ({ ...row, channelCount: channels.filter((c) => c.companyId === row.id).length }),
    check: (values, _mode, { current }) =>
      'name' in values && companies.find((c) => c.id !== current?.id && same(c.name, values.name)) ? 'channel.company.nameTaken' : null,
    // A company with channels cannot be deleted (the list disables the button with the same reason).
    beforeDelete: (row) => (channels.find((c) => c.companyId === row.id) ? 'channel.company.hasChannels' : null),
  }),
  ...crudHandlers<Channel>({
    def: channelResource,
    table: channels,
    check: (values, _mode, { current }) => {
      if ('number' in values && channels.find((c) => c.id !== current?.id && same(c.number, values.number))) return 'channel.channel.numberTaken';
      if ('companyId' in values && !companies.get(Number(values.companyId))) return 'channel.channel.companyMissing';
      return null;
    },
    store: (values) => ('companyId' in values ? { ...values, companyId: Number(values.companyId), ...('number' in values ? { number: String(values.number).trim() } : {}) } : values),
    // Members point at their channel: a channel with members cannot be deleted.
    beforeDelete: (row) => (members().find((m) => m.channelId === row.id) ? 'channel.channel.hasMembers' : null),
    afterWrite: (row, op, { user }) => {
      if (op !== 'delete' || !row) return;
      for (const link of links.filter((l) => l.channelId === row.id)) links.remove(link.id, { id: user.id, name: user.name });
    },
  }),
  handleCall(distributionConsoleCall, ({ request, input }) => {
    const start = input.start?.trim() ?? '';
    const end = input.end?.trim() ?? '';
    if ((start || end) && !validRange([start, end])) return refuse(request, 'valid.dateRange', 400);
    const companyId = optionalNumber(input.companyId);
    const channelId = optionalNumber(input.channelId);
    if ([companyId, channelId].some((n) => n !== undefined && !v.is(v.pipe(v.number(), v.integer(), v.minValue(1)), n))) return refuse(request, 'valid.invalid', 400);
    return ok(distributionConsole({ start, end, companyId, channelId }));
  }),
  ...computedList(orderResource, distributionOrders),
  ...computedList(shareResource, () => shareRecords()),
];
