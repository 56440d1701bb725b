// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nProvider } from '@/i18n';
import { DataTable, VIRTUALIZE_FROM } from '@/lib/resource/DataTable';
import type { ColumnDef, Row } from '@/lib/resource/types';

/**
 * The list's table for assistive tech (issue #8, axe td-has-header): the selection column has a
 * header cell like the others, so every cell of a row has a column header and the first data
 * column's header is not taken for a row header; its checkbox selects the page's rows. Header
 * labels are marked for the column fit and the cut-text tooltips. A page of up to
 * `VIRTUALIZE_FROM` rows is rendered whole; longer ones are virtualized (jsdom lays nothing out,
 * so the virtualizer renders none of them here: tests/e2e/every-page.spec.ts covers the cells).
 */
afterEach(cleanup);

const columns = [
  { key: 'name', label: 'system.user.name', sortable: true, width: 130 },
  { key: 'phone', label: 'system.user.phone', width: 110 },
] as ColumnDef[];
const rows: Row[] = [
  { id: 1, name: 'admin', phone: '13800138000' },
  { id: 2, name: 'operator', phone: '13800138001' },
];

function show(onSelect = vi.fn(), shown: Row[] = rows, keyColumns?: string[], cols: ColumnDef[] = columns) {
  render(
    <I18nProvider locale="ZH">
      <FluentProvider theme={webLightTheme}>
        <DataTable
          columns={cols}
          keyColumns={keyColumns}
          rows={shown}
          firstIndex={0}
          totalRows={shown.length}
          sort={{ field: 'name', order: 'asc' }}
          onSort={() => undefined}
          selectable
          selected={new Set()}
          onSelect={onSelect}
          label="用户"
          maxHeight="400px"
          renderCell={(row, column) => String(row[column.key])}
          renderActions={() => null}
          actionsWidth={96}
        />
      </FluentProvider>
    </I18nProvider>,
  );
  return onSelect;
}

describe('DataTable headers', () => {
  it('gives the selection column a column header whose checkbox selects the page', () => {
    const onSelect = show();
    const table = screen.getByRole('table', { name: '用户' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(4);
    expect(headers[0].tagName).toBe('TH');
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    fireEvent.click(within(headers[0]).getByRole('checkbox', { name: '全选本页' }));
    expect([...onSelect.mock.calls[0][0]]).toEqual([1, 2]);
  });

  it('every header cell holds its label in one marked element, the selection checkbox aside', () => {
    show();
    const labels = [...document.querySelectorAll('thead [data-column-label]')].map((el) => el.textContent);
    expect(labels).toEqual(['用户名', '手机号', '操作']);
    for (const el of document.querySelectorAll('thead [data-column-label]')) expect(el.hasAttribute('data-overflow-tip')).toBe(true);
  });
});

describe('DataTable rows', () => {
  const many = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `user${i + 1}`, phone: '13800138000' }));

  it('renders a page of up to VIRTUALIZE_FROM rows whole, in one pass with no measuring', () => {
    show(vi.fn(), many(VIRTUALIZE_FROM));
    const body = document.querySelector('tbody')!;
    expect(within(body).getAllByRole('row')).toHaveLength(VIRTUALIZE_FROM);
    expect(within(body).getByText(`user${VIRTUALIZE_FROM}`)).toBeTruthy();
  });

  it('virtualizes a longer one (here, with nothing laid out, it renders none of its rows)', () => {
    show(vi.fn(), many(VIRTUALIZE_FROM + 1));
    expect(within(document.querySelector('tbody')!).queryAllByText(/^user\d+$/)).toHaveLength(0);
  });
});

/**
 * Issue #25 point 12: on a phone (window below 576 px) a list's key columns come first, two or
 * more stacked in one cell (the first whole on its line, the others under it with their labels),
 * so they show without a sideways scroll; on a wider screen the columns stay in their order.
 * tests/e2e/every-page.spec.ts measures it in Chromium.
 */
describe('DataTable key columns', () => {
  const wide = [
    { key: 'name', label: 'system.user.name', width: 130 },
    { key: 'phone', label: 'system.user.phone', width: 110 },
    { key: 'email', label: 'system.user.email', width: 180 },
    { key: 'status', label: 'list.status', width: 80 },
  ] as ColumnDef[];
  const people: Row[] = [{ id: 1, name: 'admin', phone: '13800138000', email: 'a@drama.example', status: '启用' }];
  const setPhone = (phone: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  afterEach(() => vi.unstubAllGlobals());
  const headerLabels = () => [...document.querySelectorAll('thead [data-column-label]')].map((el) => el.textContent);

  it('on a phone, stacks the key columns first in one cell, headed by the first, the others labelled', () => {
    setPhone(true);
    show(vi.fn(), people, ['email', 'status'], wide);
    expect(headerLabels()).toEqual(['邮箱', '用户名', '手机号', '操作']);
    const row = document.querySelector('tbody tr')!;
    const cells = row.querySelectorAll('td');
    const stack = cells[1];
    expect(stack.hasAttribute('data-key-column')).toBe(true);
    expect(stack.textContent).toBe('a@drama.example状态启用');
    expect(cells[2].textContent).toBe('admin');
  });

  it('on a phone, one key column comes first, whole (wrapped, not cut)', () => {
    setPhone(true);
    show(vi.fn(), people, ['phone'], wide);
    expect(headerLabels()).toEqual(['手机号', '用户名', '邮箱', '状态', '操作']);
    expect(document.querySelector('tbody tr td:nth-child(2)')!.hasAttribute('data-key-column')).toBe(true);
  });

  it('on a wider screen, keeps the columns in their order', () => {
    setPhone(false);
    show(vi.fn(), people, ['email', 'status'], wide);
    expect(headerLabels()).toEqual(['用户名', '手机号', '邮箱', '状态', '操作']);
    expect(document.querySelector('[data-key-column]')).toBeNull();
  });
});
