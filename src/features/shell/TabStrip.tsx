import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
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
  DismissRegular,
  HomeRegular,
} from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { HOME_PATH } from '@/lib/constants';
import { confirmDiscard } from '@/lib/dirty';
import { findByRoute, menuLabel, type MenuItem as Item } from '@/lib/menu';
import { useActors, useTabs } from '@/lib/session-context';
import type { Tab } from '@/machines/tabs';

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
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, overflowX: 'auto', flexGrow: 1, scrollbarWidth: 'thin' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  activeTab: {
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  tabButton: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    height: '26px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  close: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '18px',
    height: '18px',
    marginRight: '4px',
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Pressed, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

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
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const positioning = useRef<PositioningImperativeRef>(null);

  const title = (tab: Tab) => {
    if (tab.path === HOME_PATH) return t('shell.home');
    const trail = findByRoute(menu, tab.path);
    const item = trail?.[trail.length - 1];
    return item ? menuLabel(item, locale) : tab.title;
  };

  const go = (path: string) => void navigate({ to: path });

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

  return (
    <div className={styles.bar}>
      <div role="tablist" aria-label={t('shell.tabs')} className={styles.list} ref={listRef}>
        {tabs.map((tab, i) => {
          const selected = tab.path === active;
          const label = title(tab);
          return (
            <div
              key={tab.path}
              role="presentation"
              className={mergeClasses(styles.tab, selected && styles.activeTab)}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenuFor(tab.path);
                positioning.current?.setTarget({
                  getBoundingClientRect: () => ({ x: e.clientX, y: e.clientY, left: e.clientX, top: e.clientY, right: e.clientX, bottom: e.clientY, width: 0, height: 0 }) as DOMRect,
                });
              }}
            >
              <button
                type="button"
                role="tab"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                className={styles.tabButton}
                data-path={tab.path}
                onClick={() => go(tab.path)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {tab.path === HOME_PATH ? <HomeRegular aria-hidden /> : null}
                {label}
              </button>
              {tab.path !== HOME_PATH ? (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('common.close')}
                  title={`${t('common.close')} ${label}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => closing([tab.path], { type: 'CLOSE', path: tab.path })}
                >
                  <DismissRegular fontSize={12} aria-hidden />
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
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
