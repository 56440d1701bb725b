import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { Tooltip } from '@fluentui/react-components';

/**
 * Tooltips for text cut short with an ellipsis: an element marked `data-overflow-tip` (a block
 * inside a table cell, a header's label, a long name; not a table cell itself, which does not
 * report its overflow) shows its full text in a tooltip when, and only when, its
 * text does not fit (measured when the pointer or the focus reaches it). The pointer shows it over
 * the element; the focus shows it for a focusable element that is marked or holds a marked label
 * (a sortable header's button), so the keyboard reaches it too. Escape, leaving or scrolling
 * hides it.
 *
 * One tooltip serves a whole container (a table of hundreds of cells costs nothing until one is
 * hovered): spread `handlers` on the container and render `tooltip` beside it. The full text is
 * already in the page for screen readers (an ellipsis only clips what is drawn), so the tooltip
 * is for the eyes (`relationship="inaccessible"`).
 *
 * The same host shows the name of an icon button (the list's row actions): an element with
 * `data-tip="text"` shows that text whenever the pointer rests on it or it has the focus. Such a
 * button carries the same text as its `aria-label`, so again the tooltip is for the eyes; a
 * table of rows then renders no tooltip per button (docs/performance.md).
 */

export const OVERFLOW_TIP = 'data-overflow-tip';
/** An element whose tooltip is this attribute's text, always shown (an icon button's name). */
export const TIP = 'data-tip';
const MARKED = `[${OVERFLOW_TIP}]`;
const TIPPED = `[${TIP}]`;
/** As Fluent's tooltips: shown after a short rest of the pointer, hidden a little after it leaves. */
const SHOW_DELAY = 250;

/** Whether an element's content is wider than its box (what an ellipsis cuts). */
export function isTruncated(el: Element): boolean {
  return el.scrollWidth > el.clientWidth + 0.5;
}

const CELL = 'th, td, [role="columnheader"], [role="cell"], [role="gridcell"]';

/** The marked element a pointer or focus target stands for: itself, the marked element around it, or the one inside the cell it is in (its padding). */
function markedOf(target: EventTarget | null, within: Element): HTMLElement | null {
  if (!(target instanceof Element) || !within.contains(target)) return null;
  const tipped = target.closest<HTMLElement>(TIPPED);
  if (tipped && within.contains(tipped)) return tipped;
  const around = target.closest<HTMLElement>(MARKED);
  if (around && within.contains(around)) return around;
  const cell = target.closest(CELL);
  return cell && within.contains(cell) ? cell.querySelector<HTMLElement>(MARKED) : null;
}

interface Tip {
  target: HTMLElement;
  text: string;
}

export interface OverflowTips {
  handlers: {
    onPointerOver: (e: PointerEvent<HTMLElement>) => void;
    onPointerLeave: () => void;
    onFocus: (e: FocusEvent<HTMLElement>) => void;
    onBlur: () => void;
    onScroll: () => void;
  };
  tooltip: ReactElement | null;
}

export function useOverflowTips(): OverflowTips {
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    current.current = null;
    setTip(null);
  }, []);

  /** Shows the tip of `el` (after `delay`) when its text is cut; hides any other. */
  const offer = useCallback(
    (el: HTMLElement | null, delay: number) => {
      if (el === current.current) return;
      clearTimeout(timer.current);
      current.current = el;
      const named = el?.getAttribute(TIP);
      const text = named ?? el?.textContent?.trim() ?? '';
      if (!el || !text || (named == null && !isTruncated(el))) {
        setTip(null);
        return;
      }
      const show = () => current.current === el && setTip({ target: el, text });
      if (delay) timer.current = setTimeout(show, delay);
      else show();
    },
    [],
  );

  const handlers: OverflowTips['handlers'] = {
    onPointerOver: (e) => offer(markedOf(e.target, e.currentTarget), SHOW_DELAY),
    onPointerLeave: hide,
    onFocus: (e) => {
      const target = e.target;
      const inside = target.matches(`${TIPPED}, ${MARKED}`) ? target : target.querySelector<HTMLElement>(MARKED);
      offer(inside ?? markedOf(target, e.currentTarget), 0);
    },
    onBlur: hide,
    onScroll: hide,
  };

  const tooltip = tip ? (
    <Tooltip
      content={tip.text}
      relationship="inaccessible"
      visible
      positioning={{ target: tip.target, position: 'above' }}
      onVisibleChange={(_, data) => {
        if (!data.visible) hide();
      }}
    >
      {/* The tooltip is placed by `target`; Fluent still wants a trigger element. */}
      <span hidden />
    </Tooltip>
  ) : null;

  return { handlers, tooltip };
}
