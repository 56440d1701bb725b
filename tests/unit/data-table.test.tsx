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
 * so the virtualizer renders none of them here: tests/e2e/columns-fit.spec.ts covers the cells).
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

function show(onSelect = vi.fn(), shown: Row[] = rows) {
  render(
    <I18nProvider locale="ZH">
      <FluentProvider theme={webLightTheme}>
        <DataTable
          columns={columns}
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
