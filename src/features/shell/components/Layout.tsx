import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  GlobeRegular,
  KeyRegular,
  NavigationRegular,
  PanelLeftContractRegular,
  PanelLeftExpandRegular,
  PersonRegular,
  SearchRegular,
  SignOutRegular,
  WrenchRegular,
} from '@fluentui/react-icons';
import { useI18n, type Locale } from '@/i18n';
import { ENV_BADGE } from '@/lib/env';
import { HOME_PATH, PHONE_BREAKPOINT_PX, SIDEBAR_WIDTH } from '@/lib/constants';
import { confirm } from '@/lib/confirm';
import { demoPanelAvailable, openDemoPanel } from '@/lib/demo-bridge';
import { confirmDiscard } from '@/lib/dirty';
import { useMediaQuery } from '@/lib/media';
import { findByRoute, menuLabel, normalizePath } from '@/lib/menu';
import { parseRecordPath } from '@/lib/records';
import { useActors, useSession, useTabs } from '@/lib/session-context';
import { HOME_TAB } from '@/machines/tabs';
import { useOwnPageNameOverride } from '../machines/page-title';
import { Sidebar } from './Sidebar';
import { TabStrip, tabHref } from './TabStrip';

/** The command palette (Ctrl+K): loaded when the browser is idle after the shell, or the first time it opens. */
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  aside: {
    flexShrink: 0,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    overflow: 'hidden',
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '52px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  env: {
    fontSize: tokens.fontSizeBase100,
    lineHeight: '16px',
    color: tokens.colorPaletteRedForeground2,
    border: `1px solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusSmall,
    padding: `0 ${tokens.spacingHorizontalXS}`,
  },
  menuScroll: { flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // A fixed height at every width: nothing below moves when the user name or crumbs arrive.
    flexShrink: 0,
    boxSizing: 'border-box',
    height: '52px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // The home crumb is a button; it reads at the size of the other crumbs.
  crumbHome: { minWidth: 0, height: 'auto', padding: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightRegular },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalS },
  },
  crumbs: { flexGrow: 1, minWidth: 0 },
  crumbList: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0, whiteSpace: 'nowrap', overflow: 'hidden' },
  crumbSep: { color: tokens.colorNeutralForeground4 },
  crumbCurrent: { fontWeight: tokens.fontWeightSemibold },
  crumbLink: { minWidth: 0, height: 'auto', padding: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightRegular },
  content: { flexGrow: 1, overflow: 'auto', padding: tokens.spacingHorizontalL, ':focus-visible': { outline: 'none' } },
  phoneMenu: { width: 'min(320px, 90vw)', maxHeight: '70vh', overflowY: 'auto', padding: 0 },
});

export interface ShellSlots {
  ProfileDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  PasswordDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}

/**
 * The main layout: sidebar (from the server's menu), top bar with collapse toggle, breadcrumb,
 * language switch and user menu, the tab strip, and the page.
 */
export function Layout({ children, slots }: { children: ReactNode; slots: ShellSlots }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const { session, tabs } = useActors();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const menu = useSession((s) => s.context.menu);
  const user = useSession((s) => s.context.user);
  const loading = useSession((s) => s.matches('loadingMenu'));
  const signingOut = useSession((s) => s.matches('signingOut'));
  const menuFallback = useSession((s) => s.context.menuFallback);
  const active = useTabs((s) => s.context.active);
  const phone = useMediaQuery(`(max-width: ${PHONE_BREAKPOINT_PX}px)`);
  const [collapsed, setCollapsed] = useState(false);
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const [opened, setOpened] = useState({ profile: false, password: false });
  if (dialog && !opened[dialog]) setOpened({ ...opened, [dialog]: true });
  const [refreshKey, setRefreshKey] = useState(0);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  const mainRef = useRef<HTMLElement>(null);

  // A record tab (src/lib/records.ts) belongs to its list page: the page's trail, then the record.
  const record = parseRecordPath(pathname);
  const recordTrail = record ? findByRoute(menu, record.page) : null;
  const recordTitle = useTabs((s) => (record ? (s.context.tabs.find((tab) => tab.path === pathname)?.title ?? '') : ''));
  const trail = pathname === HOME_PATH ? [] : (recordTrail ?? (record ? null : findByRoute(menu, pathname)) ?? []);
  const recordName = record && recordTrail ? recordTitle || t('tabs.recordPending', { id: record.id }) : null;
  // A screen the menu cannot name (403, 404) names itself.
  const ownName = useOwnPageNameOverride();
  const screenName = pathname !== HOME_PATH && !trail.length ? ownName : null;

  // Each visited page opens (or activates) its tab, with the search it shows (a list's filters).
  useEffect(() => {
    if (pathname === HOME_PATH) {
      tabs.send({ type: 'OPEN', tab: HOME_TAB });
      return;
    }
    const search = searchStr || undefined;
    if (record) {
      if (!recordTrail) return;
      // The title the record gave its tab stays (kept over a reload); a new record tab starts untitled.
      const known = tabs.getSnapshot().context.tabs.find((tab) => tab.path === pathname);
      tabs.send({ type: 'OPEN', tab: { title: known?.title ?? '', path: pathname, name: record.page, search } });
      return;
    }
    const item = trail[trail.length - 1];
    if (item) tabs.send({ type: 'OPEN', tab: { title: item.name, path: pathname, name: normalizePath(item.path), search } });
  }, [pathname, searchStr, menu, tabs]);

  // Closing the active tab moves to the tab the statechart activated, as it was left (its search).
  const lastActive = useRef(active);
  useEffect(() => {
    if (lastActive.current !== active) {
      lastActive.current = active;
      if (active !== pathname) {
        const tab = tabs.getSnapshot().context.tabs.find((x) => x.path === active);
        void navigate({ href: tab ? tabHref(tab) : active });
      }
    }
  }, [active, pathname, navigate, tabs]);

  useTabScroll(mainRef, pathname, refreshKey);

  // The window's title names the page (or the record), in the console's language.
  const pageName = recordName ?? (trail.length ? menuLabel(trail[trail.length - 1], locale) : (screenName ?? t('shell.home')));
  useEffect(() => {
    document.title = t('app.pageTitle', { page: pageName });
  }, [pageName, t]);

  // The palette's code arrives before it is asked for, so keys typed right after Ctrl+K are not lost.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadPalette().catch(() => undefined), 3000);
    return () => window.clearTimeout(timer);
  }, []);

  // Ctrl+K (Cmd+K on a Mac) opens the command palette, unless a dialog already holds the keyboard.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'k' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
      setPaletteLoaded(true);
      setPaletteOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** Reloads the active tab only (its page remounts and fetches again); asks first when it holds unsaved edits. */
  const refreshTab = useCallback(() => {
    void confirmDiscard([pathname]).then((ok) => ok && setRefreshKey((k) => k + 1));
  }, [pathname]);

  const signOut = async () => {
    if (await confirm({ title: 'shell.exitConfirmTitle', body: 'shell.exitConfirm', confirm: 'shell.exit' })) session.send({ type: 'LOGOUT' });
  };

  const width = collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH[locale];
  const languageName = locale === 'ZH' ? t('shell.lang.zh') : t('shell.lang.en');
  const userName = user?.realName || user?.name || '';
  const setLocale = (next: Locale) => session.send({ type: 'SET_LOCALE', locale: next });

  const brand = (
    <div className={styles.logo}>
      <img src="/icons/logo.svg" alt="" width={28} height={28} />
      {!collapsed || phone ? (
        <>
          <Text weight="semibold">{t('app.name')}</Text>
          <span className={styles.env} title={t(ENV_BADGE.hint)}>
            {t(ENV_BADGE.label)}
          </span>
        </>
      ) : null}
    </div>
  );

  return (
    <div className={styles.root}>
      <a
        className={styles.skip}
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      {!phone ? (
        <aside className={styles.aside} style={{ width }} data-testid="sidebar">
          {brand}
          <div className={styles.menuScroll}>
            <Sidebar menu={menu} currentPath={pathname} collapsed={collapsed} label={t('shell.sidebar')} />
          </div>
        </aside>
      ) : null}
      <div className={styles.main}>
        <header className={styles.header}>
          {phone ? (
            <Popover open={phoneMenuOpen} onOpenChange={(_, d) => setPhoneMenuOpen(d.open)} positioning="below-start" trapFocus>
              <PopoverTrigger disableButtonEnhancement>
                <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('shell.openMenu')} />
              </PopoverTrigger>
              <PopoverSurface className={styles.phoneMenu} aria-label={t('shell.sidebar')}>
                {brand}
                <Sidebar menu={menu} currentPath={pathname} collapsed={false} label={t('shell.sidebar')} onNavigate={() => setPhoneMenuOpen(false)} />
              </PopoverSurface>
            </Popover>
          ) : (
            <Tooltip content={collapsed ? t('shell.expand') : t('shell.collapse')} relationship="label">
              <Button
                appearance="subtle"
                icon={collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
                aria-expanded={!collapsed}
                onClick={() => setCollapsed((c) => !c)}
              />
            </Tooltip>
          )}
          <nav aria-label={t('shell.breadcrumb')} className={styles.crumbs}>
            <ol className={styles.crumbList}>
              <li>
                {trail.length || screenName ? (
                  <Button appearance="transparent" className={styles.crumbHome} onClick={() => void navigate({ to: HOME_PATH })}>
                    {t('shell.home')}
                  </Button>
                ) : (
                  <span className={styles.crumbCurrent} aria-current="page">
                    {t('shell.home')}
                  </span>
                )}
              </li>
              {trail.map((item, i) => {
                const last = i === trail.length - 1;
                return (
                  <li key={item.id} style={{ display: 'contents' }}>
                    <span className={styles.crumbSep} aria-hidden>
                      /
                    </span>
                    {last && recordName ? (
                      // A record's crumb trail leads back to its list.
                      <Button appearance="transparent" className={styles.crumbLink} onClick={() => void navigate({ to: `/${normalizePath(item.path)}/index` })}>
                        {menuLabel(item, locale)}
                      </Button>
                    ) : (
                      <span className={last ? styles.crumbCurrent : undefined} aria-current={last ? 'page' : undefined}>
                        {menuLabel(item, locale)}
                      </span>
                    )}
                  </li>
                );
              })}
              {recordName ? (
                <li style={{ display: 'contents' }}>
                  <span className={styles.crumbSep} aria-hidden>
                    /
                  </span>
                  <span className={styles.crumbCurrent} aria-current="page">
                    {recordName}
                  </span>
                </li>
              ) : null}
              {screenName ? (
                <li style={{ display: 'contents' }}>
                  <span className={styles.crumbSep} aria-hidden>
                    /
                  </span>
                  <span className={styles.crumbCurrent} aria-current="page">
                    {screenName}
                  </span>
                </li>
              ) : null}
            </ol>
          </nav>
          <Tooltip content={t('palette.open')} relationship="description">
            <Button
              appearance="subtle"
              icon={<SearchRegular />}
              aria-label={t('palette.buttonLabel')}
              aria-keyshortcuts="Control+K Meta+K"
              onClick={() => {
                setPaletteLoaded(true);
                setPaletteOpen(true);
              }}
            >
              {phone ? null : t('palette.button')}
            </Button>
          </Tooltip>
          <Menu positioning="below-end" checkedValues={{ lang: [locale] }} onCheckedValueChange={(_, d) => setLocale(d.checkedItems[0] as Locale)}>
            <MenuTrigger disableButtonEnhancement>
              {/* The name includes the visible language (label in name, WCAG 2.5.3). */}
              <Button appearance="subtle" icon={<GlobeRegular />} aria-label={t('shell.languageCurrent', { lang: languageName })}>
                {phone ? null : languageName}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItemRadio name="lang" value="ZH">
                  {t('shell.lang.zh')}
                </MenuItemRadio>
                <MenuItemRadio name="lang" value="EN">
                  {t('shell.lang.en')}
                </MenuItemRadio>
              </MenuList>
            </MenuPopover>
          </Menu>
          <Menu positioning="below-end">
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" aria-label={t('shell.userMenuOf', { name: userName })} icon={<Avatar size={24} name={userName || undefined} />}>
                {phone ? null : userName}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem icon={<PersonRegular />} onClick={() => setDialog('profile')}>
                  {t('shell.profile')}
                </MenuItem>
                <MenuItem icon={<KeyRegular />} onClick={() => setDialog('password')}>
                  {t('shell.password')}
                </MenuItem>
                {demoPanelAvailable() ? (
                  <MenuItem icon={<WrenchRegular />} onClick={openDemoPanel} secondaryContent="Ctrl+Shift+D">
                    {t('shell.demoControls')}
                  </MenuItem>
                ) : null}
                <MenuItem icon={<SignOutRegular />} disabled={signingOut} onClick={() => void signOut()}>
                  {t('shell.exit')}
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        </header>
        <TabStrip menu={menu} onRefresh={refreshTab} />
        <main className={styles.content} id="main" tabIndex={-1} ref={mainRef}>
          {menuFallback ? (
            <MessageBar intent="warning" style={{ marginBottom: tokens.spacingVerticalM }}>
              <MessageBarBody>{t('page.menuFallback')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {loading ? <Spinner label={t('common.loading')} /> : <div key={`${pathname}:${refreshKey}`}>{children}</div>}
        </main>
      </div>
      {/* Mounted when first opened (and kept, for their closing animation). */}
      {opened.profile ? <slots.ProfileDialog open={dialog === 'profile'} onClose={() => setDialog(null)} /> : null}
      {opened.password ? <slots.PasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} /> : null}
      {paletteLoaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Each tab keeps its scroll: the content area's position is remembered per tab while the user
 * scrolls, and put back when the tab shows again (its page renders, then its data arrives: the
 * position is applied as the content grows, for a short while, unless the user scrolls first).
 * A tab shown for the first time starts at the top.
 */
function useTabScroll(mainRef: RefObject<HTMLElement | null>, pathname: string, refreshKey: number): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(pathname);
  // Where the content area is scrolled, as its scroll events said: a page that starts at the top
  // writes scrollTop only when it is not there already (a write lays the page out at once).
  const lastTop = useRef(0);
  useLayoutEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    current.current = pathname;
    const target = positions.current.get(pathname) ?? 0;
    let restoring = true;
    const apply = () => {
      if (!restoring) return;
      if (target === 0) {
        if (lastTop.current !== 0) main.scrollTop = 0;
        restoring = false;
        return;
      }
      main.scrollTop = target;
      // Reached (or nothing to restore): from now on the user's scrolling is what is kept.
      if (target === 0 || Math.abs(main.scrollTop - target) <= 1) restoring = false;
    };
    apply();
    const stop = () => {
      restoring = false;
    };
    const onScroll = () => {
      lastTop.current = main.scrollTop;
      if (!restoring) positions.current.set(current.current, main.scrollTop);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    const content = main.firstElementChild ?? main;
    observer?.observe(content);
    const timer = window.setTimeout(stop, 3000);
    main.addEventListener('scroll', onScroll, { passive: true });
    main.addEventListener('wheel', stop, { passive: true });
    main.addEventListener('touchstart', stop, { passive: true });
    main.addEventListener('keydown', stop);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      main.removeEventListener('scroll', onScroll);
      main.removeEventListener('wheel', stop);
      main.removeEventListener('touchstart', stop);
      main.removeEventListener('keydown', stop);
    };
  }, [mainRef, pathname, refreshKey]);
}
