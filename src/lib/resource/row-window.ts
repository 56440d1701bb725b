import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { Virtualizer, elementScroll, observeElementOffset, observeElementRect, type VirtualItem } from '@tanstack/virtual-core';

/** The rows a long table renders: their indexes (and place), and the space kept above and below them. */
export interface RowWindow {
  /** The rows in (and near) the scrolled view; every row when the table is not windowed. */
  items: readonly { index: number }[];
  /** Height (px) of the rows above / below the window, kept as spacers so the scrollbar stays true. */
  top: number;
  bottom: number;
  /** Scrolls the table so that row `index` is in view. */
  scrollTo: (index: number) => void;
  /** A row's ref when rows are not all `rowHeight` tall: the row (with its `data-index`) is measured. */
  measure: (row: Element | null) => void;
}

export interface RowWindowOptions {
  /** The element that scrolls (the table's card). */
  scrollRef: RefObject<HTMLElement | null>;
  count: number;
  /** A row's height, as first estimated (and kept, unless the rows are measured). */
  rowHeight: number;
  /** Windowed (a long table) or every row rendered. */
  enabled: boolean;
}

/** What the window shows now: a new object only when it changes (React reads it as an external store). */
interface Frame {
  items: VirtualItem[];
  total: number;
}

/**
 * TanStack's virtualizer as an external store: it calls back when the view scrolls or resizes or a
 * row is measured, and React reads the window as a value (useSyncExternalStore), so a render is a
 * function of what it reads, never of a mutable object memoized by identity.
 */
class WindowStore {
  readonly virtualizer: Virtualizer<HTMLElement, Element>;
  private readonly listeners = new Set<() => void>();
  private frame: Frame = { items: [], total: 0 };

  constructor(count: number, rowHeight: number, enabled: boolean) {
    this.virtualizer = new Virtualizer<HTMLElement, Element>(this.options({ count, rowHeight, enabled, scrollRef: { current: null } }));
  }

  /** The virtualizer's options for `given` (the scroll element is read when it looks for it: after a commit). */
  private options({ count, rowHeight, enabled, scrollRef }: RowWindowOptions) {
    return {
      count,
      enabled,
      getScrollElement: () => scrollRef.current,
      estimateSize: () => rowHeight,
      overscan: 6,
      // No layout before the first observation (and none at all in jsdom): a card of this size.
      initialRect: { width: 1200, height: 600 },
      observeElementRect,
      observeElementOffset,
      scrollToFn: elementScroll,
      onChange: () => this.notify(),
    };
  }

  /** Scrolls the table so that row `index` is in view. */
  scrollTo = (index: number) => this.virtualizer.scrollToIndex(index, { align: 'auto' });

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = (): Frame => {
    const items = this.virtualizer.getVirtualItems();
    const total = this.virtualizer.getTotalSize();
    if (items !== this.frame.items || total !== this.frame.total) this.frame = { items, total };
    return this.frame;
  };

  /** After a commit: the newest options, the scroll element looked for, and a new window rendered at once when it moved. */
  update(given: RowWindowOptions) {
    const before = this.snapshot();
    this.virtualizer.setOptions(this.options(given));
    this.virtualizer._willUpdate();
    if (this.snapshot() !== before) this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

/**
 * The window of a long table's rows (TanStack Virtual's core): once `enabled` (DataTable: more
 * than VIRTUALIZE_FROM rows), only the rows in and near the view are rendered, spacers keeping
 * the scrollbar true. Options reach the virtualizer after each commit; a render that comes before
 * them (the row count just changed) shows the rows it already knows of that still exist, and the
 * window follows before the frame is painted.
 */
export function useRowWindow(options: RowWindowOptions): RowWindow {
  const { count, rowHeight, enabled, scrollRef } = options;
  const [store] = useState(() => new WindowStore(count, rowHeight, enabled));
  const frame = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  useLayoutEffect(() => store.virtualizer._didMount(), [store]);
  useLayoutEffect(() => {
    store.update({ count, rowHeight, enabled, scrollRef });
  });
  const { virtualizer, scrollTo } = store;
  if (!enabled) return { items: Array.from({ length: count }, (_, index) => ({ index })), top: 0, bottom: 0, scrollTo, measure: virtualizer.measureElement };
  const items = frame.items.filter((item) => item.index < count);
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    top: first ? first.start : 0,
    bottom: last ? Math.max(0, frame.total - last.end) : 0,
    scrollTo,
    measure: virtualizer.measureElement,
  };
}
