import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';

/*
 * A list page's action bar: `role="toolbar"` with one tab stop and the arrow keys (Home, End) moving
 * between its enabled controls, as Fluent's Toolbar does, but by a roving tabindex instead of
 * tabster's mover. The mover puts focusable, aria-hidden "dummy" inputs inside the toolbar, which
 * Lighthouse and axe report (aria-hidden-focus: the user list scored 97, not 100; issue #22,
 * docs/performance.md), and re-reads the computed style up the tree after each change of its
 * children. Its children are Fluent's ToolbarButtons (they read no Toolbar context they need:
 * without one they are medium, as in a medium Toolbar) and the pages' own controls.
 */

const useStyles = makeStyles({
  // Fluent's medium Toolbar: a row, centred, 4px 8px around.
  root: { display: 'flex', alignItems: 'center', padding: '4px 8px' },
});

const ITEMS = 'button, [href], input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=checkbox]';

/** The controls the arrow keys move between: focusable ones, in document order. */
function itemsOf(bar: HTMLElement): HTMLElement[] {
  return Array.from(bar.querySelectorAll<HTMLElement>(ITEMS)).filter(
    (el) => !el.matches(':disabled') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}

/** Keys a control keeps for itself (a text field's caret, an open list). */
function ownsArrows(el: Element): boolean {
  return el.matches('input:not([type=button]):not([type=checkbox]):not([type=radio]), textarea, select, [role=combobox], [role=slider], [role=spinbutton]');
}

export function ActionBar({ 'aria-label': label, className, children }: { 'aria-label': string; className?: string; children?: ReactNode }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  /** The control the tab stop is on: the last one focused, else the first. */
  const current = useRef<HTMLElement | null>(null);

  const sync = useCallback(() => {
    const bar = ref.current;
    if (!bar) return;
    const items = itemsOf(bar);
    if (!current.current || !items.includes(current.current)) current.current = items[0] ?? null;
    for (const el of items) {
      const tabIndex = el === current.current ? '0' : '-1';
      if (el.getAttribute('tabindex') !== tabIndex) el.setAttribute('tabindex', tabIndex);
    }
  }, []);

  // The controls come and go, and are enabled and disabled, as the page's selection changes.
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(bar, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'aria-hidden'] });
    return () => observer.disconnect();
  }, [sync]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const bar = ref.current;
    if (!bar || e.altKey || e.ctrlKey || e.metaKey || !(e.target instanceof HTMLElement) || ownsArrows(e.target)) return;
    const items = itemsOf(bar);
    const at = items.indexOf(e.target);
    if (at < 0 || !items.length) return;
    const rtl = getComputedStyle(bar).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next: number;
    if (step !== undefined) next = (at + step + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    else return;
    e.preventDefault();
    current.current = items[next];
    sync();
    items[next].focus();
  };

  const onFocus = (e: { target: EventTarget }) => {
    const bar = ref.current;
    if (!bar || !(e.target instanceof HTMLElement) || !itemsOf(bar).includes(e.target)) return;
    current.current = e.target;
    sync();
  };

  return (
    <div ref={ref} role="toolbar" aria-label={label} aria-orientation="horizontal" className={mergeClasses(styles.root, className)} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </div>
  );
}
