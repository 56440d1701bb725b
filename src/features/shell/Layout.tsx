import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
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
  SignOutRegular,
  WrenchRegular,
} from '@fluentui/react-icons';
import { useI18n, type Locale } from '@/i18n';
import { ENV_BADGE } from '@/lib/env';
import { HOME_PATH, PHONE_BREAKPOINT_PX, SIDEBAR_WIDTH } from '@/lib/constants';
import { confirm } from '@/lib/confirm';
import { demoPanelAvailable, openDemoPanel } from '@/lib/demo-bridge';
import { useMediaQuery } from '@/lib/media';
import { findByRoute, menuLabel, normalizePath } from '@/lib/menu';
import { useActors, useSession, useTabs } from '@/lib/session-context';
import { HOME_TAB } from '@/machines/tabs';
import { useOwnPageNameOverride } from './page-title';
import { Sidebar } from './Sidebar';
import { TabStrip } from './TabStrip';

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
  const [refreshKey, setRefreshKey] = useState(0);

  const trail = pathname === HOME_PATH ? [] : (findByRoute(menu, pathname) ?? []);
  // A screen the menu cannot name (403, 404) names itself.
  const ownName = useOwnPageNameOverride();
  const screenName = pathname !== HOME_PATH && !trail.length ? ownName : null;

  // Each visited page opens (or activates) its tab.
  useEffect(() => {
    if (pathname === HOME_PATH) tabs.send({ type: 'OPEN', tab: HOME_TAB });
    else {
      const item = trail[trail.length - 1];
      if (item) tabs.send({ type: 'OPEN', tab: { title: item.name, path: pathname, name: normalizePath(item.path) } });
    }
  }, [pathname, menu, tabs]);

  // Closing the active tab moves to the tab the statechart activated.
  const lastActive = useRef(active);
  useEffect(() => {
    if (lastActive.current !== active) {
      lastActive.current = active;
      if (active !== pathname) void navigate({ to: active });
    }
  }, [active, pathname, navigate]);

  // The window's title names the page, in the console's language.
  const pageName = trail.length ? menuLabel(trail[trail.length - 1], locale) : (screenName ?? t('shell.home'));
  useEffect(() => {
    document.title = t('app.pageTitle', { page: pageName });
  }, [pageName, t]);

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
              {trail.map((item, i) => (
                <li key={item.id} style={{ display: 'contents' }}>
                  <span className={styles.crumbSep} aria-hidden>
                    /
                  </span>
                  <span className={i === trail.length - 1 ? styles.crumbCurrent : undefined} aria-current={i === trail.length - 1 ? 'page' : undefined}>
                    {menuLabel(item, locale)}
                  </span>
                </li>
              ))}
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
        <TabStrip menu={menu} onRefresh={() => setRefreshKey((k) => k + 1)} />
        <main className={styles.content} id="main" tabIndex={-1}>
          {menuFallback ? (
            <MessageBar intent="warning" style={{ marginBottom: tokens.spacingVerticalM }}>
              <MessageBarBody>{t('page.menuFallback')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {loading ? <Spinner label={t('common.loading')} /> : <div key={`${pathname}:${refreshKey}`}>{children}</div>}
        </main>
      </div>
      <slots.ProfileDialog open={dialog === 'profile'} onClose={() => setDialog(null)} />
      <slots.PasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </div>
  );
}
