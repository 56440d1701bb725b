// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FluentProvider, ToolbarButton, webLightTheme } from '@fluentui/react-components';
import { ActionBar } from '@/lib/resource/ActionBar';

/**
 * A list page's action bar (src/lib/resource/ActionBar.tsx): a toolbar with one tab stop and the
 * arrow keys moving between its enabled buttons, with no focusable aria-hidden element inside
 * (what Fluent's Toolbar's tabster dummies were, and Lighthouse reported).
 */

afterEach(cleanup);

function Bar({ exportDisabled = true }: { exportDisabled?: boolean }) {
  const [more, setMore] = useState(false);
  return (
    <FluentProvider theme={webLightTheme}>
      <ActionBar aria-label="Actions">
        <ToolbarButton onClick={() => setMore(true)}>Add</ToolbarButton>
        <ToolbarButton disabled={exportDisabled}>Export</ToolbarButton>
        <ToolbarButton>Import</ToolbarButton>
        {more ? <ToolbarButton>More</ToolbarButton> : null}
      </ActionBar>
    </FluentProvider>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const tabStops = () => screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0');

describe('ActionBar', () => {
  it('is a named toolbar with one tab stop and no focusable hidden element', () => {
    render(<Bar />);
    const bar = screen.getByRole('toolbar', { name: 'Actions' });
    expect(tabStops()).toEqual([button('Add')]);
    expect(bar.querySelectorAll('[aria-hidden="true"], [data-tabster-dummy]')).toHaveLength(0);
  });

  it('moves with the arrow keys, Home and End, skipping a disabled button and wrapping', () => {
    render(<Bar />);
    const bar = screen.getByRole('toolbar');
    button('Add').focus();
    fireEvent.keyDown(button('Add'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Import'));
    expect(tabStops()).toEqual([button('Import')]);
    fireEvent.keyDown(button('Import'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Add'));
    fireEvent.keyDown(button('Add'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('Import'));
    fireEvent.keyDown(bar.querySelector('button')!, { key: 'End' });
    expect(document.activeElement).toBe(button('Import'));
    fireEvent.keyDown(button('Import'), { key: 'Home' });
    expect(document.activeElement).toBe(button('Add'));
  });

  it('keeps the tab stop on the last focused button, and takes in buttons that appear or are enabled', async () => {
    const { rerender } = render(<Bar />);
    fireEvent.focus(button('Import'));
    expect(tabStops()).toEqual([button('Import')]);
    act(() => button('Add').click());
    // The observer runs after the DOM changed.
    await act(async () => {});
    expect(button('More').getAttribute('tabindex')).toBe('-1');
    rerender(<Bar exportDisabled={false} />);
    await act(async () => {});
    expect(button('Export').getAttribute('tabindex')).toBe('-1');
    expect(tabStops()).toEqual([button('Import')]);
  });
});
