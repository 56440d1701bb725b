// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useOverflowTips } from '@/lib/overflow-tips';

/**
 * Issue #8: text cut with an ellipsis shows in full in a tooltip, only when it is cut (measured),
 * by pointer and, for a focusable header, by keyboard. jsdom has no layout: the test gives the
 * elements the widths Chromium would measure (tests/e2e/every-page.spec.ts hovers a real one).
 */
afterEach(cleanup);

const LONG = 'Version code, Version name, System type, Force update';

function Table() {
  const tips = useOverflowTips();
  return (
    <div {...tips.handlers} data-testid="card">
      <table>
        <thead>
          <tr>
            <th>
              <button type="button">
                <span data-overflow-tip="" data-testid="header-label">
                  Golden-bean balance
                </span>
              </button>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-testid="cut-cell">
              <div data-overflow-tip="" data-testid="cut">
                {LONG}
              </div>
            </td>
            <td>
              <div data-overflow-tip="" data-testid="whole">
                admin
              </div>
            </td>
          </tr>
        </tbody>
      </table>
      {tips.tooltip}
    </div>
  );
}

function widths(el: HTMLElement, scroll: number, client: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scroll });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: client });
}

function show() {
  render(
    <FluentProvider theme={webLightTheme}>
      <Table />
    </FluentProvider>,
  );
  widths(screen.getByTestId('cut'), 494, 209);
  widths(screen.getByTestId('whole'), 40, 120);
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('tooltips on text cut short', () => {
  it('a cut cell shows its whole text after the pointer rests on it, and Escape hides it', async () => {
    show();
    fireEvent.pointerOver(screen.getByTestId('cut'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', LONG);
    fireEvent.keyDown(document, { key: 'Escape' });
    await wait(0);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('the pointer on the cell around the text (its padding) counts as on the text', async () => {
    show();
    fireEvent.pointerOver(screen.getByTestId('cut-cell'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(LONG);
  });

  it('whole text shows no tooltip', async () => {
    show();
    fireEvent.pointerOver(screen.getByTestId('whole'));
    await wait(400);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('moving to whole text or leaving the table hides the tooltip', async () => {
    show();
    fireEvent.pointerOver(screen.getByTestId('cut'));
    await screen.findByRole('tooltip');
    fireEvent.pointerOver(screen.getByTestId('whole'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerOver(screen.getByTestId('cut'));
    await screen.findByRole('tooltip');
    fireEvent.pointerLeave(screen.getByTestId('card'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a sortable header whose label is cut shows it when focused from the keyboard, and hides it on blur', async () => {
    show();
    const label = screen.getByTestId('header-label');
    widths(label, 130, 88);
    const button = screen.getByRole('button', { name: 'Golden-bean balance' });
    act(() => button.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Golden-bean balance');
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a header whose label fits shows nothing on focus', async () => {
    show();
    widths(screen.getByTestId('header-label'), 88, 88);
    act(() => screen.getByRole('button', { name: 'Golden-bean balance' }).focus());
    await wait(300);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
