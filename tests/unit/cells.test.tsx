// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nProvider, type Locale } from '@/i18n';
import { Cell, cellText } from '@/lib/resource/cells';
import { EmptyState } from '@/lib/resource/EmptyState';
import type { ColumnDef } from '@/lib/resource/types';

/** Cells without a value show a dash named for screen readers; exports keep them empty. */
afterEach(cleanup);

function show(node: React.ReactNode, locale: Locale = 'ZH') {
  return render(
    <I18nProvider locale={locale}>
      <FluentProvider theme={webLightTheme}>{node}</FluentProvider>
    </I18nProvider>,
  );
}

const column = (kind: ColumnDef['kind']): ColumnDef => ({ key: 'x', label: 'list.empty', kind }) as ColumnDef;

describe('empty values', () => {
  for (const [kind, value] of [
    ['text', null],
    ['text', ''],
    ['text', '   '],
    ['datetime', null],
    ['money', undefined],
    ['bool', null],
    ['image', ''],
    ['enum', null],
  ] as const) {
    it(`a ${kind} cell with ${JSON.stringify(value)} shows "-" named 无 / None`, () => {
      show(<Cell value={value} column={column(kind)} options={[]} />);
      expect(screen.getByLabelText('无').textContent).toBe('-');
      cleanup();
      show(<Cell value={value} column={column(kind)} options={[]} />, 'EN');
      expect(screen.getByLabelText('None').textContent).toBe('-');
    });
  }

  it('a cell with a value shows it, not the dash', () => {
    show(<Cell value="短剧" column={column('text')} />);
    expect(screen.getByText('短剧')).toBeTruthy();
    expect(screen.queryByLabelText('无')).toBeNull();
  });

  it('an export writes an empty value as nothing (no dash in the spreadsheet)', () => {
    expect(cellText(null, column('text'), { t: (id) => id, locale: 'ZH' })).toBe('');
  });

  it('an empty list says 暂无数据, and with filters on suggests changing them', () => {
    show(<EmptyState filtered />);
    expect(screen.getByRole('status').textContent).toContain('暂无数据');
    expect(screen.getByRole('status').textContent).toContain('没有符合条件的数据');
  });
});

describe('sizes', () => {
  it('a bytes cell reads as B / KB / MB in the console language, not raw bytes', () => {
    const c = column('bytes');
    const zh = { t: ((id: string) => id) as never, locale: 'ZH' as Locale };
    expect(cellText(512, c, zh)).toBe('512 B');
    expect(cellText(1536, c, zh)).toBe('1.5 KB');
    expect(cellText(5 * 1024 * 1024 + 300_000, c, zh)).toBe('5.3 MB');
    expect(cellText(1_234_567_890, c, { ...zh, locale: 'EN' })).toBe('1,177.4 MB');
    expect(cellText(null, c, zh)).toBe('');
  });
});
