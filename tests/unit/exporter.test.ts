import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { translate, type MessageId } from '@/i18n';
import { buildWorkbook, isFormulaLike, unescapeCellText } from '@/lib/resource/exporter';
import { buildTemplate, cellValue } from '@/lib/resource/importer';
import { PAGE_SIZES, queryFromSearch, searchFromQuery, type Search } from '@/lib/resource/url';
import type { ColumnDef, ListQuery, Option, ResourceDef, Row } from '@/lib/resource/types';
import { loadContracts } from '@/app/contracts';

const { resources: allResources } = await loadContracts();
import { userResource } from '@/features/system/resources';

const t = (id: MessageId, values?: Record<string, string | number>) => translate('ZH', id, values);
const ctx = (options: Record<string, Option[]> = {}) => ({ t, locale: 'ZH' as const, options });

/** Builds the workbook and reads it back the way Excel would get it: from the bytes. */
async function roundTrip(columns: ColumnDef[], rows: Row[], options: Record<string, Option[]> = {}) {
  const buffer = await buildWorkbook('测试导出', columns, rows, ctx(options));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return { workbook, sheet, cell: (row: number, col: number) => sheet.getRow(row).getCell(col) };
}

const STATUS: Option[] = [
  { value: 1, label: 'list.enabled' },
  { value: 0, label: 'list.disabled' },
];

const COLUMNS: ColumnDef[] = [
  { key: 'id', label: 'list.id', kind: 'number' },
  { key: 'name', label: 'system.user.name' },
  { key: 'amount', label: 'list.updateTime', kind: 'money' },
  { key: 'count', label: 'list.createTime', kind: 'number' },
  { key: 'state', label: 'list.status', kind: 'enum', options: STATUS },
  { key: 'roleId', label: 'system.user.role', kind: 'enum', options: { endpoint: 'role', valueKey: 'id', labelKey: 'name' } },
  { key: 'enabled', label: 'system.user.enabled', kind: 'status' },
];

describe('buildWorkbook', () => {
  it('writes the translated labels as the header row', async () => {
    const { sheet } = await roundTrip(COLUMNS, []);
    const header = COLUMNS.map((_, i) => sheet.getRow(1).getCell(i + 1).value);
    expect(header).toEqual(COLUMNS.map((c) => t(c.label)));
    expect(header).toContain('用户名');
    expect(sheet.name).toBe('测试导出');
    expect(sheet.rowCount).toBe(1);
  });

  it('keeps money and numbers as numbers, and writes enums and statuses as their labels', async () => {
    const rows: Row[] = [
      { id: 7, name: 'alice01', amount: 1234.5, count: '42', state: 1, roleId: 2, enabled: true },
      { id: 8, name: 'bob0002', amount: -80, count: 0, state: 0, roleId: 99, enabled: false },
    ];
    const roles: Option[] = [{ value: 2, text: '运营人员' }];
    const { cell, sheet } = await roundTrip(COLUMNS, rows, { state: STATUS, roleId: roles });
    expect(sheet.rowCount).toBe(3);

    for (const [r, row] of [
      [2, rows[0]],
      [3, rows[1]],
    ] as const) {
      expect(cell(r, 1).type).toBe(ExcelJS.ValueType.Number);
      expect(cell(r, 1).value).toBe(row.id);
      expect(cell(r, 3).type).toBe(ExcelJS.ValueType.Number);
      expect(cell(r, 3).value).toBe(row.amount);
      // A numeric string in a number column becomes a number.
      expect(cell(r, 4).type).toBe(ExcelJS.ValueType.Number);
      expect(cell(r, 4).value).toBe(Number(row.count));
    }
    expect(cell(2, 2).value).toBe('alice01');
    expect(cell(2, 5).value).toBe('启用');
    expect(cell(3, 5).value).toBe('禁用');
    expect(cell(2, 6).value).toBe('运营人员');
    // An id without an option (a deleted role) is written as is.
    expect(cell(3, 6).value).toBe('99');
    expect(cell(2, 7).value).toBe('是');
    expect(cell(3, 7).value).toBe('否');
  });

  it('writes text that looks like a formula (= + - @ tab CR) as a string with a leading quote, never a formula', async () => {
    const dangerous = [
      '=1+1',
      '=HYPERLINK("http://evil.example","点我")',
      '+8613800138000',
      '-2+3',
      '@SUM(A1:A2)',
      '=cmd|\' /C calc\'!A0',
      '\t=1+1',
      '\r=1+1',
      '\tcalc',
    ];
    const columns: ColumnDef[] = [{ key: 'name', label: 'system.user.name' }];
    const { cell } = await roundTrip(
      columns,
      dangerous.map((name, i) => ({ id: i + 1, name })),
    );
    dangerous.forEach((text, i) => {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(true);
      const c = cell(i + 2, 1);
      expect(c.type, text).toBe(ExcelJS.ValueType.String);
      expect(c.formula, text).toBeUndefined();
      // XML reads a CR back as a line feed (end-of-line normalisation); the quote still leads.
      expect(c.value, text).toBe(`'${text}`.replace(/\r/g, '\n'));
      expect(unescapeCellText(String(c.value))).toBe(text.replace(/\r/g, '\n'));
    });
  });

  it('leaves other text alone, keeps numbers numbers (a negative amount is not text), and guards option labels too', async () => {
    const columns: ColumnDef[] = [
      { key: 'name', label: 'system.user.name' },
      { key: 'amount', label: 'list.updateTime', kind: 'money' },
      { key: 'count', label: 'list.createTime', kind: 'number' },
      { key: 'roleId', label: 'system.user.role', kind: 'enum', options: { endpoint: 'role', valueKey: 'id', labelKey: 'name' } },
    ];
    const rows: Row[] = [
      { id: 1, name: '王建国', amount: -80, count: '-3', roleId: 1 },
      { id: 2, name: "'=already quoted", amount: 0, count: 1, roleId: 2 },
      { id: 3, name: 'a=b-c', amount: 12.5, count: 7, roleId: 1 },
    ];
    // A role named by another admin: its name comes from the server like any other text.
    const roles: Option[] = [
      { value: 1, text: '运营人员' },
      { value: 2, text: '=HYPERLINK("http://evil.example")' },
    ];
    const { cell } = await roundTrip(columns, rows, { roleId: roles });
    expect(cell(2, 1).value).toBe('王建国');
    expect(cell(2, 2).type).toBe(ExcelJS.ValueType.Number);
    expect(cell(2, 2).value).toBe(-80);
    expect(cell(2, 3).type).toBe(ExcelJS.ValueType.Number);
    expect(cell(2, 3).value).toBe(-3);
    // Text that starts like a guarded cell gets one more quote, so an import gives back what was typed.
    expect(cell(3, 1).value).toBe("''=already quoted");
    expect(unescapeCellText(String(cell(3, 1).value))).toBe("'=already quoted");
    expect(cell(2, 4).value).toBe('运营人员');
    expect(cell(3, 4).value).toBe('\'=HYPERLINK("http://evil.example")');
    expect(cell(4, 1).value).toBe('a=b-c');
    expect(cell(4, 2).value).toBe(12.5);
  });

  it('the import template guards its header cells too, and an import reads a guarded cell back as the text', async () => {
    const buffer = await buildTemplate(userResource, t);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as ArrayBuffer);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header.length).toBeGreaterThan(0);
    for (const h of header) expect(isFormulaLike(String(h))).toBe(false);
    const field = userResource.fields.find((f) => f.key === 'realName')!;
    expect(cellValue(field, "'=1+1", [], t)).toBe('=1+1');
    expect(cellValue(field, "'-5", [], t)).toBe('-5');
    expect(cellValue(field, "'plain", [], t)).toBe("'plain");
  });

  it('any text reads back as a string: formula-like text with a leading quote, the rest unchanged (property)', async () => {
    const columns: ColumnDef[] = [
      { key: 'a', label: 'system.user.name' },
      { key: 'b', label: 'system.user.realName' },
    ];
    const text = fc.oneof(
      fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([p, s]) => p + s),
      fc.string({ minLength: 1 }),
      fc.constantFrom('王建国', '=王建国', '-1', '00123', '1e3', 'true', "'=1+1", "'-"),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 5 }), async (pairs) => {
        const { cell } = await roundTrip(
          columns,
          pairs.map(([a, b], i) => ({ id: i + 1, a, b })),
        );
        pairs.forEach(([a, b], i) => {
          for (const [col, value] of [
            [1, a],
            [2, b],
          ] as const) {
            const c = cell(i + 2, col);
            expect(c.type).toBe(ExcelJS.ValueType.String);
            expect(c.formula).toBeUndefined();
            // XML reads a CR back as a line feed (end-of-line normalisation).
            const read = value.replace(/\r\n?/g, '\n');
            // Formula-like text, and text that starts like a guarded cell ('=…), get one more quote.
            expect(c.value).toBe(/^'?[=+\-@\t\r\0]/.test(value) || /^'\n/.test(value) ? `'${read}` : read);
            expect(unescapeCellText(String(c.value))).toBe(read);
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it('exports the user list the way the users page does', async () => {
    const rows: Row[] = [
      { id: 1, name: 'admin', realName: '王建国', roleId: 1, email: 'admin@drama.example', phone: '13800138000', enabled: true, createTime: '2026-01-05T09:00:00.000Z' },
    ];
    const { cell, sheet } = await roundTrip(userResource.columns, rows, { roleId: [{ value: 1, text: '超级管理员' }] });
    expect(sheet.getRow(1).values).toEqual([undefined, ...userResource.columns.map((c) => t(c.label))]);
    const byKey = (key: string) => cell(2, userResource.columns.findIndex((c) => c.key === key) + 1);
    expect(byKey('id').value).toBe(1);
    expect(byKey('roleId').value).toBe('超级管理员');
    // A phone number stays text (leading digits are not turned into a number).
    expect(byKey('phone').type).toBe(ExcelJS.ValueType.String);
    expect(byKey('phone').value).toBe('13800138000');
    expect(byKey('enabled').value).toBe('是');
    expect(String(byKey('createTime').value)).toMatch(/^2026-01-05 \d{2}:00:00$/);
  });
});

// ---------------------------------------------------------------------------------------------
// Filters, sort and page in the URL (src/lib/resource/url.ts)

const sizesOf = (def: ResourceDef) => def.pageSizes ?? PAGE_SIZES;
const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** A query the list could be showing: what the filter bar, the column headers and the pager produce. */
function queryOf(def: ResourceDef): fc.Arbitrary<ListQuery> {
  const sortable = def.columns.filter((c) => c.sortable);
  const sort = sortable.length
    ? fc.tuple(fc.constantFrom(...sortable.map((c) => c.key)), fc.constantFrom('asc' as const, 'desc' as const)).map(([field, order]) => ({ field, order }))
    : fc.constant(undefined);
  const filterValue = (kind: string) =>
    kind === 'dateRange'
      ? fc.tuple(day, day).map(([a, b]) => [a, b])
      : kind === 'number'
        ? fc.integer({ min: -1000, max: 100000 }).map(String)
        : // Whatever a user types (but not blank: an empty filter is no filter).
          fc.string({ minLength: 1 }).filter((s) => s !== '');
  const filters = fc.record(Object.fromEntries(def.filters.map((f) => [f.key, filterValue(f.kind)])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
  return fc.record({
    pageNum: fc.integer({ min: 1, max: 10_000 }),
    pageSize: fc.constantFrom(...sizesOf(def)),
    filters,
    // No sort means the default sort.
    sort: def.defaultSort ? fc.oneof(sort, fc.constant(def.defaultSort)) : fc.option(sort, { nil: undefined }),
  }).map((q) => (q.sort === undefined ? { pageNum: q.pageNum, pageSize: q.pageSize, filters: q.filters, sort: undefined } : q));
}

const defs = fc.constantFrom(...allResources);

describe('url: query ⇄ search', () => {
  it('queryFromSearch(searchFromQuery(q)) == q for any query of any resource', () => {
    fc.assert(
      fc.property(
        defs.chain((def) => fc.tuple(fc.constant(def), queryOf(def))),
        ([def, q]) => {
          expect(queryFromSearch(def, searchFromQuery(def, q))).toEqual(q);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('survives the address bar: through the router’s own search serialisation', () => {
    fc.assert(
      fc.property(
        defs.chain((def) => fc.tuple(fc.constant(def), queryOf(def))),
        ([def, q]) => {
          const url = defaultStringifySearch(searchFromQuery(def, q));
          expect(queryFromSearch(def, defaultParseSearch(url) as Search)).toEqual(q);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps other search keys, and replaces stale list keys', () => {
    const def = userResource;
    const q: ListQuery = { pageNum: 1, pageSize: 10, filters: { keyword: 'li' }, sort: def.defaultSort };
    const search = searchFromQuery(def, q, { tab: 'x', page: 4, size: 50, sort: 'name.desc', 'f.roleId': '2' });
    expect(search).toEqual({ tab: 'x', 'f.keyword': 'li' });
  });

  it('the default query is an empty search', () => {
    for (const def of allResources) {
      const q: ListQuery = { pageNum: 1, pageSize: sizesOf(def)[0], filters: {}, sort: def.defaultSort };
      expect(searchFromQuery(def, q), def.name).toEqual({});
      expect(queryFromSearch(def, {}), def.name).toEqual(q);
    }
  });

  it('ignores unknown or unsortable sort columns, bad orders, unknown page sizes and bad pages', () => {
    const def = userResource;
    const fallback = { pageNum: 1, pageSize: 10, filters: {}, sort: def.defaultSort };
    const bad: Search[] = [
      { sort: 'nope.asc' },
      { sort: 'email.desc' }, // a column, but not sortable
      { sort: 'name.up' },
      { sort: 'name' },
      { sort: '.asc' },
      { size: 7 },
      { size: 1000 },
      { size: 'abc' },
      { page: 0 },
      { page: -3 },
      { page: 1.5 },
      { page: 'x' },
      { 'f.nope': 'zzz' },
      { 'f.createTime': '2026-01-01' }, // a range needs both ends
      { 'f.createTime': '~2026-01-01' },
      { 'f.keyword': '' },
    ];
    for (const search of bad) expect(queryFromSearch(def, search), JSON.stringify(search)).toEqual(fallback);
    expect(queryFromSearch(def, { sort: 'name.desc', size: '50', page: '3' })).toEqual({ ...fallback, pageNum: 3, pageSize: 50, sort: { field: 'name', order: 'desc' } });
  });

  it('any unknown sort or page size, random, falls back (property)', () => {
    fc.assert(
      fc.property(defs, fc.string(), fc.integer(), (def, column, size) => {
        fc.pre(!def.columns.some((c) => c.key === column && c.sortable));
        fc.pre(!sizesOf(def).includes(size));
        const q = queryFromSearch(def, { sort: `${column}.asc`, size });
        expect(q.sort).toEqual(def.defaultSort);
        expect(q.pageSize).toBe(sizesOf(def)[0]);
      }),
    );
  });
});
