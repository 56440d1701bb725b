// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/i18n/messages/resource';
import { FieldInput, moveItem, orderedChoice } from '@/lib/resource/FieldInput';
import type { FieldDef } from '@/lib/resource/types';
import { renderUi } from './support/render';

/*
 * An ordered multiselect (a home-screen column's dramas): what is chosen is listed in order under
 * the dropdown, and can be moved by buttons or Alt+↑/↓ and removed; the form gets the new order.
 */
afterEach(cleanup);

const OPTIONS = [
  { value: 1, text: '契约之恋' },
  { value: 2, text: '重生千金' },
  { value: 3, text: '闪婚总裁' },
];

function renderOrdered(initial: number[]) {
  const values: unknown[] = [];
  const field: FieldDef = { key: 'dramaIds', label: 'list.createTime', kind: 'multiselect', ordered: true, options: OPTIONS };
  function Form() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <FieldInput
        field={field}
        id="dramas"
        value={value}
        onChange={(v) => {
          values.push(v);
          setValue(v);
        }}
        onBlur={() => undefined}
      />
    );
  }
  renderUi(<Form />);
  return values;
}

describe('ordered multiselect', () => {
  it('lists the chosen in their order; the buttons move and remove', async () => {
    const user = userEvent.setup();
    const values = renderOrdered([1, 2, 3]);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1契约之恋', '2重生千金', '3闪婚总裁']);
    expect((screen.getByRole('button', { name: '上移：契约之恋' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '下移：契约之恋' }));
    expect(values.at(-1)).toEqual([2, 1, 3]);
    await user.click(screen.getByRole('button', { name: '移除：闪婚总裁' }));
    expect(values.at(-1)).toEqual([2, 1]);
    expect(screen.getByRole('status').textContent).toBe('契约之恋 已移到第 2 位');
  });

  it('Alt+↑ on a chosen item moves it up and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const values = renderOrdered([1, 2, 3]);
    const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
    items()[2].focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(values.at(-1)).toEqual([1, 3, 2]);
    expect(document.activeElement).toBe(items()[1]);
    expect(items()[1].textContent).toContain('闪婚总裁');
    // Without Alt the arrow does nothing to the order.
    await user.keyboard('{ArrowUp}');
    expect(values).toHaveLength(1);
  });

  it('moveItem keeps every item once; orderedChoice keeps the earlier order and appends new choices', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 20 }), fc.nat(), fc.nat(), (list, a, b) => {
        const from = a % list.length;
        const to = b % list.length;
        const moved = moveItem(list, from, to);
        expect([...moved].sort()).toEqual([...list].sort());
        expect(moved[to]).toBe(list[from]);
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 })), fc.uniqueArray(fc.integer({ min: 0, max: 30 })), (previous, chosen) => {
        const next = orderedChoice(previous, chosen);
        expect([...next].sort()).toEqual([...chosen].sort());
        const kept = previous.filter((p) => chosen.includes(p));
        expect(next.slice(0, kept.length)).toEqual(kept);
      }),
    );
  });
});
