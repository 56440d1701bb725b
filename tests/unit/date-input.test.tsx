// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Field } from '@fluentui/react-components';
import { type Locale } from '@/i18n';
import '@/i18n/messages/resource';
import { FieldInput } from '@/lib/resource/FieldInput';
import { presetRange } from '@/lib/resource/dates';
import type { FieldDef } from '@/lib/resource/types';
import { renderUi } from './support/render';

/*
 * The date kit as a form shows it (FieldInput's date, datetime and daterange kinds): what typing
 * gives the form, the names of the controls, the tab stops, and a preset from the popover.
 */

afterEach(cleanup);

/** A form field of this kind, labelled 创建时间 / Created; returns every value the form was given. */
function renderField(kind: FieldDef['kind'], initial: unknown, locale: Locale = 'ZH') {
  const values: unknown[] = [];
  const field: FieldDef = { key: 'when', label: 'list.createTime', kind };
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <Field label={{ children: locale === 'ZH' ? '创建时间' : 'Created', htmlFor: 'when' }}>
          <FieldInput
            field={field}
            id="when"
            value={value}
            onChange={(v) => {
              values.push(v);
              setValue(v);
            }}
            onBlur={() => {}}
          />
        </Field>
        <Button>after</Button>
      </>
    );
  }
  renderUi(<Form />, { locale });
  return values;
}

describe('a date-range field', () => {
  it('reads typed text leniently, gives the form YYYY-MM-DD, and shows it so once left', async () => {
    const user = userEvent.setup();
    const values = renderField('daterange', ['', '']);
    const start = screen.getByRole('textbox', { name: '创建时间 开始' });
    const end = screen.getByRole('textbox', { name: '创建时间 结束' });
    expect(start).toHaveProperty('placeholder', 'YYYY-MM-DD');
    await user.type(start, '2026/5/10');
    expect(values.at(-1)).toEqual(['2026-05-10', '']);
    await user.type(end, '20260601');
    expect(values.at(-1)).toEqual(['2026-05-10', '2026-06-01']);
    await user.tab();
    expect(start).toHaveProperty('value', '2026-05-10');
    expect(end).toHaveProperty('value', '2026-06-01');
    // A text that is no day reaches the form as typed, so its rule can refuse it.
    await user.clear(end);
    await user.type(end, '2026-02-30');
    expect(values.at(-1)).toEqual(['2026-05-10', '2026-02-30']);
  });

  it('its label focuses the start (the tab stops are counted in a browser: tests/e2e/date-range.spec.ts)', async () => {
    const user = userEvent.setup();
    renderField('daterange', ['2026-05-01', '2026-05-31']);
    await user.click(screen.getByText('创建时间'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '创建时间 开始' }));
  });

  it('a preset from the popover fills both ends; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    const values = renderField('daterange', ['', ''], 'EN');
    const button = screen.getByRole('button', { name: 'Created: choose dates' });
    await user.click(button);
    // jsdom leaves the popover marked aria-hidden while Tabster's modalizer settles: look with hidden.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-label')).toBe('Created: choose dates');
    const presets = within(dialog).getByRole('group', { hidden: true });
    expect(presets.getAttribute('aria-label')).toBe('Presets');
    expect(within(presets).getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual(['Today', 'Last 7 days', 'This month', 'Last month']);
    await user.click(within(presets).getAllByRole('button', { hidden: true })[3]);
    expect(values.at(-1)).toEqual(presetRange('lastMonth'));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Created From' })).toHaveProperty('value', presetRange('lastMonth')[0]);

    button.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const again = await screen.findByRole('dialog', { hidden: true });
    // The preset in use is marked.
    expect(within(again).getAllByRole('button', { hidden: true }).filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent)).toEqual(['Last month']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement).toBe(button);
  });
});

describe('a date field and a date-time field', () => {
  it('a date field takes YYYYMMDD as a day and passes a non-day on as typed', async () => {
    const user = userEvent.setup();
    const values = renderField('date', '');
    const input = screen.getByRole('textbox', { name: '创建时间' });
    await user.type(input, '20240229');
    expect(values.at(-1)).toBe('2024-02-29');
    await user.clear(input);
    await user.type(input, '20260229');
    expect(values.at(-1)).toBe('20260229');
    expect(screen.getByRole('button', { name: '创建时间：选择日期' })).toBeTruthy();
  });

  it('a date-time field joins the day and a 24-hour time as YYYY-MM-DDTHH:mm', async () => {
    const user = userEvent.setup();
    const values = renderField('datetime', '2026-05-01 08:00:00');
    const day = screen.getByRole('textbox', { name: '创建时间' });
    const time = screen.getByRole('textbox', { name: '创建时间 时间' });
    expect(day).toHaveProperty('value', '2026-05-01');
    expect(time).toHaveProperty('value', '08:00');
    await user.clear(time);
    await user.type(time, '9:30');
    expect(values.at(-1)).toBe('2026-05-01T09:30');
    await user.clear(day);
    await user.type(day, '2026/6/2');
    expect(values.at(-1)).toBe('2026-06-02T09:30');
  });
});
