import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { createActor, fromPromise, waitFor } from 'xstate';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { MIGRATION_CHUNK_ROWS, rowIssues, type SheetRow } from '@/lib/migration';
import { LoginResultSchema } from '@/records/session';
import { COMPANY_MIGRATION } from '@/records/channels';
import { channelTables } from '@/features/channel/mock';
import { MEMBER_MIGRATION } from '@/records/members';
import { BeanLogSchema, beanLogsCall } from '@/features/member/contract';
import { memberTables } from '@/features/member/mock/tables';
import { MIGRATION_KEY, toolsApi, type MigrationReport, type MigrationRow } from '@/features/tools/contract';
import { migrationMachine, type ChunkAnswer, type ReadFile } from '@/features/tools/machines/migration-machine';
import { systemTables } from '@/features/system/mock/tables';
import { useMockBackend } from '../support/mock-server';

/**
 * Data migration (toolCategory/dataMigration): a row's own rules (the preview and the server's
 * first check), rows written whole or not at all, an import kept under its key so nothing is
 * written twice, the report by key, who may import into what, and the page's statechart.
 */

const { token } = useMockBackend();
const zh = (id: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate('ZH', id, values);

async function signIn(username = 'admin', password = 'admin123') {
  token.value = (await api.post('user/v1/login', { username, password }, LoginResultSchema)).token;
}

/** A good member row (row rules and the member area's checks both pass), unique by n. */
function member(n: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `移行 会員${n}`,
    nickname: '',
    type: 'member',
    phone: `0708${String(n).padStart(7, '0')}`,
    email: `migrated.${n}@example.jp`,
    gender: 'female',
    birthday: '1990-05-01',
    platform: n % 2 ? 'android' : 'ios',
    loginType: 'line',
    channelNumber: n % 3 ? '' : 'CH1001',
    joinTime: '2025-08-01',
    ...extra,
  };
}
const sheet = (rows: Array<Record<string, unknown>>, first = 2): SheetRow[] => rows.map((values, i) => ({ row: first + i, values }));
const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

async function importRows(target: string, rows: SheetRow[], fileHash = HASH_A, key?: string): Promise<MigrationReport> {
  const started = await toolsApi.startMigration({ target, fileName: 'members.xlsx', fileHash, total: rows.length, key });
  for (let i = 0; i < rows.length; i += MIGRATION_CHUNK_ROWS) {
    await toolsApi.migrationRows({ key: started.key, rows: rows.slice(i, i + MIGRATION_CHUNK_ROWS) as Array<{ row: number; values: Record<string, string | number | boolean | null> }> });
  }
  return toolsApi.finishMigration(started.key);
}

describe("a row's own rules (what the page previews and the server checks first)", () => {
  it('a good member row has no problem; each broken field says what is wrong with it', () => {
    expect(rowIssues(MEMBER_MIGRATION, member(1))).toEqual([]);
    expect(rowIssues(MEMBER_MIGRATION, member(1, { phone: '12345' }))).toEqual([{ field: 'phone', reason: 'member.import.phoneRule' }]);
    expect(rowIssues(MEMBER_MIGRATION, member(1, { name: '' }))).toEqual([{ field: 'name', reason: 'valid.required' }]);
    const many = rowIssues(MEMBER_MIGRATION, member(1, { name: '', email: 'not an e-mail', platform: '' }));
    expect(many.map((i) => i.field)).toEqual(['name', 'email', 'platform']);
  });

  it('every field of a target has a label and a rule the template can show (example passes)', () => {
    for (const target of [MEMBER_MIGRATION, COMPANY_MIGRATION]) {
      const example = Object.fromEntries(target.fields.map((f) => [f.key, f.example ?? '']));
      expect(rowIssues(target, example), target.key).toEqual([]);
    }
  });

  it('property: any phone that is not 070/080/090 and eight digits is refused, any that is passes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (phone) => {
        const issues = rowIssues(MEMBER_MIGRATION, member(1, { phone }));
        const valid = phone === '' || /^0[789]0\d{8}$/.test(phone.trim());
        expect(issues.some((i) => i.field === 'phone')).toBe(!valid);
      }),
    );
  });
});

describe('importing over the mock backend', () => {
  it('good rows become members of the world, refused rows write nothing at all', async () => {
    await signIn();
    const { members, orders } = memberTables;
    const holder = members.all().find((m) => m.phone)!;
    const before = { members: members.size, orders: orders.size };
    const rows = sheet([
      member(1),
      member(2, { phone: holder.phone }), // another member's phone: refused by the member area
      member(3, { channelNumber: 'CH9999' }), // no such channel
      member(4, { type: 'guest', loginType: 'line' }), // a guest signs in with the device only
      member(5, { phone: '12345' }), // the row's own rule
      member(6),
    ]);
    const report = await importRows('members', rows);
    expect(report.key).toMatch(MIGRATION_KEY);
    expect(report).toMatchObject({ status: 'done', total: 6, processed: 6, accepted: 2, rejected: 4 });
    expect(report.results.map((r) => [r.row, r.reason, r.field])).toEqual([
      [2, null, null],
      [3, 'member.import.phoneTaken', 'phone'],
      [4, 'member.import.channelUnknown', 'channelNumber'],
      [5, 'member.import.guestLogin', 'loginType'],
      [6, 'member.import.phoneRule', 'phone'],
      [7, null, null],
    ]);
    expect(zh('member.import.phoneTaken', report.results[1].values!)).toContain(holder.cardNumber);
    expect(members.size).toBe(before.members + 2);
    // The two new members and their orders only: nothing of the refused rows.
    const added = report.results.filter((r) => r.recordId !== null).map((r) => members.get(r.recordId!)!);
    expect(added.map((m) => m.name)).toEqual(['移行 会員1', '移行 会員6']);
    const theirOrders = orders.all().filter((o) => added.some((m) => m.id === o.memberId)).length;
    expect(orders.size).toBe(before.orders + theirOrders);
    expect(members.all().filter((m) => m.name.startsWith('移行 会員') && !added.includes(m))).toEqual([]);
  });

  it("an imported member's golden beans agree with their golden-bean details, like every member's", async () => {
    await signIn();
    const report = await importRows('members', sheet([member(11, { joinTime: '2025-03-01' }), member(12, { joinTime: '2025-12-01', type: 'guest', loginType: 'device', phone: '', email: '' })]));
    for (const result of report.results) {
      const m = memberTables.members.get(result.recordId!)!;
      const logs = await beanLogsCall.send({ memberId: m.id, pageNum: 1, pageSize: 1000 });
      v.parse(v.array(BeanLogSchema), logs.records);
      expect(logs.records.reduce((n, l) => n + l.quantity, 0), m.name).toBe(m.beanBalance);
      expect(m.joinTime.slice(0, 10)).toBe(result.row === 2 ? '2025-03-01' : '2025-12-01');
    }
  });

  it('the same file under the same key writes nothing twice; a chunk sent again is skipped', async () => {
    await signIn();
    const rows = sheet(Array.from({ length: 150 }, (_, i) => member(100 + i)));
    const first = await importRows('members', rows);
    expect(first.accepted).toBe(150);
    const size = memberTables.members.size;
    // A chunk sent twice (a retry after a lost answer).
    const again = await toolsApi.migrationRows({ key: first.key, rows: rows.slice(0, 100) as never });
    expect(again).toMatchObject({ accepted: 0, rejected: 0, skipped: 100, processed: 150 });
    // The whole file again, under its key.
    const second = await importRows('members', rows, HASH_A, first.key);
    expect(second.key).toBe(first.key);
    expect(second).toMatchObject({ accepted: 150, rejected: 0, processed: 150 });
    expect(memberTables.members.size).toBe(size);
    // Without the key it is a new import: the members it would add are there already, so every row is refused.
    const fresh = await importRows('members', rows);
    expect(fresh.key).not.toBe(first.key);
    expect(fresh.accepted).toBe(0);
    expect(new Set(fresh.results.map((r) => r.reason))).toEqual(new Set(['member.import.phoneTaken']));
    expect(memberTables.members.size).toBe(size);
    // The page finds the earlier import of this file, to offer its key.
    expect(await toolsApi.findMigration('members', HASH_A)).toMatchObject({ key: fresh.key });
  });

  it('an import ends only once its rows are in (issue #24): a partial one is refused, stays open, and ends once continued', async () => {
    await signIn();
    const rows = sheet([member(71), member(72), member(73)]);
    const started = await toolsApi.startMigration({ target: 'members', fileName: 'members.xlsx', fileHash: HASH_B, total: rows.length });
    const early = await toolsApi.finishMigration(started.key).catch((e: unknown) => e);
    expect(early).toMatchObject({ code: 400, serverMessage: zh('tools.migration.rowsMissing', { left: 3 }) });
    await toolsApi.migrationRows({ key: started.key, rows: rows.slice(0, 2) as Array<{ row: number; values: Record<string, string | number | boolean | null> }> });
    const partial = await toolsApi.finishMigration(started.key).catch((e: unknown) => e);
    expect(partial).toMatchObject({ code: 400, serverMessage: zh('tools.migration.rowsMissing', { left: 1 }) });
    const open = (await api.get('migration/v1/report', { key: started.key })) as MigrationReport;
    expect(open).toMatchObject({ status: 'running', finishTime: null, processed: 2 });
    await toolsApi.migrationRows({ key: started.key, rows: rows.slice(2) as Array<{ row: number; values: Record<string, string | number | boolean | null> }> });
    const done = await toolsApi.finishMigration(started.key);
    expect(done).toMatchObject({ status: 'done', processed: 3, accepted: 3 });
    expect(done.finishTime).not.toBeNull();
  });

  it('a key names one import of one file: another file or target, or an unknown key, is refused', async () => {
    await signIn();
    const done = await importRows('members', sheet([member(300)]));
    const refusal = (p: Promise<unknown>) => p.then(() => null, (e: ApiError) => e.message);
    expect(await refusal(toolsApi.startMigration({ target: 'members', fileName: 'x.xlsx', fileHash: HASH_B, total: 1, key: done.key }))).toBe(zh('tools.migration.keyOtherFile'));
    expect(await refusal(toolsApi.startMigration({ target: 'channelCompanies', fileName: 'x.xlsx', fileHash: HASH_A, total: 1, key: done.key }))).toBe(zh('tools.migration.keyOtherFile'));
    expect(await refusal(toolsApi.startMigration({ target: 'members', fileName: 'x.xlsx', fileHash: HASH_A, total: 1, key: 'IMP-20200101-9999' }))).toBe(zh('tools.migration.keyUnknown'));
    expect(await refusal(toolsApi.migrationReport('IMP-20200101-9999'))).toBe(zh('tools.migration.keyUnknown'));
  });

  it('the report is opened by the key, with every row in file order; the import is in the history', async () => {
    await signIn();
    const done = await importRows('channelCompanies', sheet([
      { name: '株式会社移行テスト', contact: '佐藤 一郎', phone: '03-1111-2222' },
      { name: 'ByteDance Japan 株式会社', contact: '佐藤 一郎', phone: '03-1111-2222' },
      { name: 'X', contact: '佐藤 一郎', phone: '03-1111-2222' },
    ]));
    const report = await toolsApi.migrationReport(done.key);
    expect(report.results.map((r) => [r.row, r.reason])).toEqual([
      [2, null],
      [3, 'channel.company.nameTaken'],
      [4, 'channel.company.nameLength'],
    ]);
    expect(channelTables.companies.get(report.results[0].recordId!)?.name).toBe('株式会社移行テスト');
    const history = (await api.post('migration/v1/page', { pageNum: 1, pageSize: 10 })) as { records: MigrationRow[] };
    expect(history.records[0]).toMatchObject({ key: done.key, accepted: 1, rejected: 2, status: 'done' });
    expect(history.records[0]).not.toHaveProperty('results');
  });

  it('options: the slow threshold of the settings; a target needs its own page besides the tool', async () => {
    await signIn();
    expect(await toolsApi.migrationOptions()).toMatchObject({ slowRows: 1000, targets: ['members', 'channelCompanies'], chunkRows: MIGRATION_CHUNK_ROWS });
    // A role with the tool and the channel page, not the member page.
    const menus = systemTables.menus.all();
    const menuIds = menus.filter((m) => ['toolCategory', 'toolCategory/dataMigration', 'channel', 'channel/management'].includes(m.path)).map((m) => m.id);
    const role = (await api.post('role/v1/add', { name: '迁移专员', description: '', remark: '', menuIds })) as { id: number };
    await api.post('user/v1/add', { name: 'migrator01', realName: '周迁移', password: 'train123', password2: 'train123', email: 'migrator01@drama.example', phone: '13700137001', roleId: role.id, enabled: true });
    await signIn('migrator01', 'train123');
    expect((await toolsApi.migrationOptions()).targets).toEqual(['channelCompanies']);
    const forbidden = await toolsApi.startMigration({ target: 'members', fileName: 'm.xlsx', fileHash: HASH_A, total: 1 }).then(() => null, (e: ApiError) => e.status);
    expect(forbidden).toBe(403);
  });
});

describe('the import statechart', () => {
  const file = (n: number): ReadFile => ({ fileName: 'f.xlsx', hash: HASH_A, rows: sheet(Array.from({ length: n }, (_, i) => member(i))) });
  const row = (key: string): MigrationRow => ({ id: 9, key, target: 'members', fileName: 'f.xlsx', fileHash: HASH_A, total: 0, processed: 0, accepted: 0, rejected: 0, status: 'running', operatorId: 1, operator: 'admin', createTime: '', finishTime: null, version: 1 });

  function start(options: { failAt?: number } = {}) {
    const calls = { start: [] as Array<{ key?: string }>, send: [] as number[][], finish: 0 };
    let processed = 0;
    let failures = options.failAt ?? -1;
    const actor = createActor(
      migrationMachine.provide({
        actors: {
          read: fromPromise(async () => file(250)),
          start: fromPromise(async ({ input }) => {
            calls.start.push({ key: input.key });
            return row(input.key ?? 'IMP-20260101-0009');
          }),
          send: fromPromise<ChunkAnswer, { key: string; rows: SheetRow[] }>(async ({ input }) => {
            if (failures-- === 0) throw new Error('network');
            calls.send.push(input.rows.map((r) => r.row));
            processed = Math.max(processed, input.rows.at(-1)!.row - 1);
            return { accepted: input.rows.length, rejected: 0, skipped: 0, processed, total: 250 };
          }),
          finish: fromPromise(async ({ input }) => {
            calls.finish += 1;
            return { ...row(input.key), processed: 250, accepted: 250, status: 'done', results: [] } as MigrationReport;
          }),
        },
      }),
      { input: { target: 'members' } },
    );
    actor.start();
    return { actor, calls };
  }

  it('reads, previews, sends every row chunk by chunk under the key, finishes, and shows the key', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'FILE', file: new File([], 'f.xlsx') });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.keyInput).toBe('');
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.start).toEqual([{ key: undefined }]);
    expect(calls.send.map((c) => [c[0], c.length])).toEqual([
      [2, 100],
      [102, 100],
      [202, 50],
    ]);
    expect(calls.finish).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ keyInput: 'IMP-20260101-0009', processed: 250 });
  });

  it('a failure keeps the key in the input; starting again resumes the import under it', async () => {
    const { actor, calls } = start({ failAt: 1 });
    actor.send({ type: 'FILE', file: new File([], 'f.xlsx') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.keyInput).toBe('IMP-20260101-0009');
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.start).toEqual([{ key: undefined }, { key: 'IMP-20260101-0009' }]);
  });

  it('a key typed before starting continues that import; another target drops the file', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'FILE', file: new File([], 'f.xlsx') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SET_KEY', key: 'IMP-20250101-0004' });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.start).toEqual([{ key: 'IMP-20250101-0004' }]);
    actor.send({ type: 'TARGET', target: 'channelCompanies' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ target: 'channelCompanies', file: null, keyInput: '', report: null });
  });
});
