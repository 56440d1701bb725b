// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardModalAriaHidden, MODAL_GUARD_DELAY, releaseOrphanedAriaHidden } from '@/lib/modal-guard';

/**
 * The workaround for fluentui#35139 / tabster#530: a modal dialog that unmounts while closing
 * can leave aria-hidden="true" on the console's root, hiding the whole page from screen readers.
 */
function page() {
  document.body.innerHTML = '<div id="root"><table aria-label="会员"></table></div><div id="portal"></div>';
  return { root: document.getElementById('root')!, portal: document.getElementById('portal')! };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('modal guard', () => {
  it('releases aria-hidden left on the page when no modal dialog is open', () => {
    const { root } = page();
    root.setAttribute('aria-hidden', 'true');
    expect(releaseOrphanedAriaHidden()).toBe(1);
    expect(root.hasAttribute('aria-hidden')).toBe(false);
  });

  it('keeps what the modalizer set while a modal dialog is open', () => {
    const { root, portal } = page();
    portal.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    root.setAttribute('aria-hidden', 'true');
    expect(releaseOrphanedAriaHidden()).toBe(0);
    expect(root.getAttribute('aria-hidden')).toBe('true');
  });

  it('releases the page once the dialog is removed without the modalizer cleaning up', async () => {
    vi.useFakeTimers();
    const { root, portal } = page();
    const stop = guardModalAriaHidden(document);
    portal.innerHTML = '<div role="alertdialog"></div>';
    root.setAttribute('aria-hidden', 'true');
    await Promise.resolve();
    vi.advanceTimersByTime(MODAL_GUARD_DELAY + 10);
    expect(root.getAttribute('aria-hidden')).toBe('true');
    portal.innerHTML = '';
    await Promise.resolve();
    vi.advanceTimersByTime(MODAL_GUARD_DELAY - 10);
    expect(root.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(20);
    expect(root.hasAttribute('aria-hidden')).toBe(false);
    stop();
  });
});
