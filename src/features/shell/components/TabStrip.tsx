import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useRouter } from '@tanstack/react-router';
import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
  type PositioningImperativeRef,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ChevronDownRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  DismissRegular,
  DocumentRegular,
  HomeRegular,
} from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { HOME_PATH } from '@/lib/constants';
import { confirmDiscard } from '@/lib/dirty';
import { findByRoute, menuLabel, type MenuItem as Item } from '@/lib/menu';
import { parseRecordPath } from '@/lib/records';
import { useActors, useTabs } from '@/lib/session-context';
import type { Tab } from '@/machines/tabs';

/** Where a tab takes the user: its page as it was left (the search it was last seen with: a list's filters, sort and page). */
export function tabHref(tab: Tab): string {
  return `${tab.path}${tab.search ?? ''}`;
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minHeight: '36px',
  },
  // The scroll row. The tablist inside is `display: contents`, so tabs and close buttons are items
  // of this row alike: `order` places each close button right after its tab, over the tab's end.
  list: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    overflowX: 'auto',
    flexGrow: 1,
    minWidth: 0,
    scrollbarWidth: 'none',
  },
  tablist: { display: 'contents' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    gap: tokens.spacingHorizontalXS,
    height: '28px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  // Room for the close button, which sits over the end of the tab: 8px padding + 24px + 2px.
  closable: { paddingRight: '34px' },
  activeTab: {
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  close: {
    position: 'relative',
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    // The smallest target WCAG 2.2 allows (2.5.8): 24 x 24.
    width: '24px',
    height: '24px',
    // Pulled back over its tab's end: the row's gap, then 24px + 2px from the tab's edge.
    marginLeft: `calc(-26px - ${tokens.spacingHorizontalXS})`,
    marginRight: '2px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Pressed, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  activeClose: { color: tokens.colorNeutralForegroundOnBrand },
  scroller: { flexShrink: 0, minWidth: '24px' },
});

/** How far the strip can scroll each way; both false when every tab fits. */
interface Overflow {
  left: boolean;
  right: boolean;
}

/**
 * Keeps the active tab inside the strip (on every activation, and when the strip narrows) and
 * tells whether the strip can scroll left or right, for the scroll buttons.
 */
function useStripScroll(scroller: RefObject<HTMLDivElement | null>, active: string, count: number) {
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const shown = useRef(overflow);
  shown.current = overflow;
  /** Reads whether the strip can scroll each way; a change is rendered at once (`now`: before this frame paints). */
  const measure = useCallback(
    (now = false) => {
      const el = scroller.current;
      if (!el) return;
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      if (shown.current.left === left && shown.current.right === right) return;
      const update = () => setOverflow((o) => (o.left === left && o.right === right ? o : { left, right }));
      // Rendered before this frame paints (flushSync: only for a change, as it also runs React's pending effects).
      if (now) flushSync(update);
      else update();
    },
    [scroller],
  );

  const reveal = useCallback(() => {
    const el = scroller.current;
    const tab = el?.querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`);
    if (!el || !tab) return;
    // The tab's close button sits right after it: keep both in view.
    const close = tab.dataset.path ? el.querySelector<HTMLElement>(`[data-close-for="${CSS.escape(tab.dataset.path)}"]`) : null;
    const start = tab.offsetLeft;
    const end = Math.max(tab.offsetLeft + tab.offsetWidth, close ? close.offsetLeft + close.offsetWidth : 0);
    if (start < el.scrollLeft) el.scrollTo({ left: start - 8, behavior: 'instant' });
    else if (end > el.scrollLeft + el.clientWidth) el.scrollTo({ left: end - el.clientWidth + 8, behavior: 'instant' });
  }, [scroller]);

  /**
   * Geometry is read when the browser lays the page out anyway, never in the middle of React's
   * commit (a forced layout the rest of the commit would invalidate): on first show and on every
   * resize in a ResizeObserver callback (after layout, before paint), after an activation or a
   * change of tabs in the next animation frame (before that frame is painted).
   */
  const revealSoon = useCallback(() => {
    const frame = requestAnimationFrame(() => {
      reveal();
      measure(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal, measure]);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      // The ResizeObserver's first observation (below) reveals and measures.
      if (typeof ResizeObserver !== 'undefined') return;
    }
    return revealSoon();
  }, [active, count, revealSoon]);

  // The router restores the scroll of every element scrolled on the page before (scrollRestoration)
  // once the new page has rendered, which would put the strip back where it was: reveal again then.
  const router = useRouter();
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const off = router.subscribe('onRendered', () => {
      cancel?.();
      cancel = revealSoon();
    });
    return () => {
      cancel?.();
      off();
    };
  }, [router, revealSoon]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onResize = () => {
      reveal();
      measure(true);
    };
    const onScroll = () => measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    observer?.observe(el);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [scroller, reveal, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const el = scroller.current;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el?.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.6), behavior: smooth ? 'smooth' : 'instant' });
  };
  return { overflow, scrollBy };
}

/**
 * The tab strip (a `tablist` of `tab`s): driven by the tabs statechart. Right-click a tab, or use
 * the menu at the end, to close others / left / right / all or refresh. The home tab never closes.
 */
export function TabStrip({ menu, onRefresh }: { menu: Item[]; onRefresh: () => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const { tabs: actor } = useActors();
  const tabs = useTabs((s) => s.context.tabs);
  const active = useTabs((s) => s.context.active);
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { overflow, scrollBy } = useStripScroll(scrollRef, active, tabs.length);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const positioning = useRef<PositioningImperativeRef>(null);

  const title = (tab: Tab) => {
    if (tab.path === HOME_PATH) return t('shell.home');
    // A record's tab is titled by its record (src/lib/records.ts), its id until the record has loaded.
    const record = parseRecordPath(tab.path);
    if (record) return tab.title || t('tabs.recordPending', { id: record.id });
    const trail = findByRoute(menu, tab.path);
    const item = trail?.[trail.length - 1];
    return item ? menuLabel(item, locale) : tab.title;
  };
  /** A record tab's page, for its tooltip ("会员信息"). */
  const pageOf = (tab: Tab) => {
    const record = parseRecordPath(tab.path);
    const trail = record ? findByRoute(menu, record.page) : null;
    return trail?.length ? menuLabel(trail[trail.length - 1], locale) : undefined;
  };

  const go = (tab: Tab) => void navigate({ href: tabHref(tab) });

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % buttons.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + buttons.length) % buttons.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = buttons.length - 1;
    else if (e.key === 'Delete' && tabs[index].path !== HOME_PATH) {
      e.preventDefault();
      closing([tabs[index].path], { type: 'CLOSE', path: tabs[index].path });
      return;
    }
    if (next >= 0) {
      e.preventDefault();
      buttons[next]?.focus();
    }
  };

  const target = menuFor ?? active;
  const index = tabs.findIndex((tab) => tab.path === target);
  /** Closes tabs after asking about unsaved edits on any of them. */
  const closing = (paths: string[], event: Parameters<typeof actor.send>[0]) => {
    void confirmDiscard(paths).then((ok) => ok && actor.send(event));
  };
  const others = (keep: (i: number) => boolean) => tabs.filter((_, i) => i > 0 && !keep(i)).map((tab) => tab.path);
  const actions = (
    <MenuList>
      <MenuItem icon={<ArrowClockwiseRegular />} onClick={onRefresh} disabled={target !== active}>
        {t('tabs.refresh')}
      </MenuItem>
      <MenuDivider />
      <MenuItem onClick={() => closing(others((i) => i === index), { type: 'CLOSE_OTHERS', path: target })} disabled={tabs.length <= 1 || (tabs.length === 2 && index === 1)}>
        {t('tabs.closeOthers')}
      </MenuItem>
      <MenuItem onClick={() => closing(others((i) => i >= index), { type: 'CLOSE_LEFT', path: target })} disabled={index <= 1}>
        {t('tabs.closeLeft')}
      </MenuItem>
      <MenuItem onClick={() => closing(others((i) => i <= index), { type: 'CLOSE_RIGHT', path: target })} disabled={index >= tabs.length - 1}>
        {t('tabs.closeRight')}
      </MenuItem>
      <MenuItem onClick={() => closing(others(() => false), { type: 'CLOSE_ALL' })} disabled={tabs.length <= 1}>
        {t('tabs.closeAll')}
      </MenuItem>
    </MenuList>
  );

  const openMenuAt = (path: string) => (e: MouseEvent) => {
    e.preventDefault();
    setMenuFor(path);
    positioning.current?.setTarget({
      getBoundingClientRect: () => ({ x: e.clientX, y: e.clientY, left: e.clientX, top: e.clientY, right: e.clientX, bottom: e.clientY, width: 0, height: 0 }) as DOMRect,
    });
  };

  // A tablist may own tabs only, so the close buttons are not inside it (a button in a tablist, or
  // in a tab, is invalid ARIA): they follow the tablist and are placed visually by `order`.
  return (
    <div className={styles.bar}>
      {overflow.left || overflow.right ? (
        <Tooltip content={t('tabs.scrollLeft')} relationship="label">
          <Button appearance="subtle" size="small" className={styles.scroller} icon={<ChevronLeftRegular />} disabled={!overflow.left} onClick={() => scrollBy(-1)} />
        </Tooltip>
      ) : null}
      <div className={styles.list} ref={scrollRef}>
        <div role="tablist" aria-label={t('shell.tabs')} className={styles.tablist} ref={listRef}>
          {tabs.map((tab, i) => {
            const selected = tab.path === active;
            return (
              <button
                key={tab.path}
                type="button"
                role="tab"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                className={mergeClasses(styles.tab, tab.path !== HOME_PATH && styles.closable, selected && styles.activeTab)}
                style={{ order: 2 * i }}
                aria-keyshortcuts={tab.path === HOME_PATH ? undefined : 'Delete'}
                data-path={tab.path}
                title={pageOf(tab)}
                onClick={() => go(tab)}
                onKeyDown={(e) => onKeyDown(e, i)}
                onContextMenu={openMenuAt(tab.path)}
              >
                {tab.path === HOME_PATH ? <HomeRegular aria-hidden /> : parseRecordPath(tab.path) ? <DocumentRegular aria-hidden /> : null}
                {title(tab)}
              </button>
            );
          })}
        </div>
        {tabs.map((tab, i) => {
          if (tab.path === HOME_PATH) return null;
          const selected = tab.path === active;
          const name = t('tabs.close', { name: title(tab) });
          return (
            <button
              key={tab.path}
              type="button"
              className={mergeClasses(styles.close, selected && styles.activeClose)}
              style={{ order: 2 * i + 1 }}
              data-close-for={tab.path}
              aria-label={name}
              title={name}
              tabIndex={selected ? 0 : -1}
              onClick={() => closing([tab.path], { type: 'CLOSE', path: tab.path })}
              onContextMenu={openMenuAt(tab.path)}
            >
              <DismissRegular fontSize={14} aria-hidden />
            </button>
          );
        })}
      </div>
      {overflow.left || overflow.right ? (
        <Tooltip content={t('tabs.scrollRight')} relationship="label">
          <Button appearance="subtle" size="small" className={styles.scroller} icon={<ChevronRightRegular />} disabled={!overflow.right} onClick={() => scrollBy(1)} />
        </Tooltip>
      ) : null}
      <Menu open={menuFor !== null} onOpenChange={(_, d) => !d.open && setMenuFor(null)} positioning={{ positioningRef: positioning }}>
        <MenuPopover>{actions}</MenuPopover>
      </Menu>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={t('tabs.menu')} relationship="label">
            <Button appearance="subtle" size="small" icon={<ChevronDownRegular />} />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>{actions}</MenuPopover>
      </Menu>
    </div>
  );
}
