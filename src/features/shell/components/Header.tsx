import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { GlobeRegular, NavigationRegular, PanelLeftContractRegular, PanelLeftExpandRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18n, type Locale } from '@/i18n';
import { ENV_BADGE } from '@/lib/env';
import { HOME_PATH } from '@/lib/constants';
import { menuLabel, normalizePath } from '@/lib/menu';
import { useActors } from '@/lib/session-context';
import { Sidebar } from './Sidebar';
import { ThemeMenu } from './ThemeMenu';
import type { PageTrail } from './use-page-trail';
import { UserMenu, type ShellSlots } from './UserMenu';

const useStyles = makeStyles({
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
  crumbs: { flexGrow: 1, minWidth: 0 },
  crumbList: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0, whiteSpace: 'nowrap', overflow: 'hidden' },
  crumbSep: { color: tokens.colorNeutralForeground4 },
  crumbCurrent: { fontWeight: tokens.fontWeightSemibold },
  crumbLink: { minWidth: 0, height: 'auto', padding: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightRegular },
  phoneMenu: { width: 'min(320px, 90vw)', maxHeight: '70vh', overflowY: 'auto', padding: 0 },
});

/** The console's logo, name and environment badge, atop the sidebar (the name hidden while it is collapsed). */
export function Brand({ collapsed }: { collapsed: boolean }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={styles.logo}>
      <img src="/icons/logo.svg" alt="" width={28} height={28} />
      {!collapsed ? (
        <>
          <Text weight="semibold">{t('app.name')}</Text>
          <span className={styles.env} title={t(ENV_BADGE.hint)}>
            {t(ENV_BADGE.label)}
          </span>
        </>
      ) : null}
    </div>
  );
}

/** The breadcrumb: home, the menu trail to the page (a record's trail leads back to its list), the record or the screen's own name. */
function Breadcrumb({ trail, recordName, screenName }: Pick<PageTrail, 'trail' | 'recordName' | 'screenName'>) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const current = (name: string) => (
    <li style={{ display: 'contents' }}>
      <span className={styles.crumbSep} aria-hidden>
        /
      </span>
      <span className={styles.crumbCurrent} aria-current="page">
        {name}
      </span>
    </li>
  );
  return (
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
        {recordName ? current(recordName) : null}
        {screenName ? current(screenName) : null}
      </ol>
    </nav>
  );
}

export interface HeaderProps {
  page: PageTrail;
  /** A phone: the sidebar is a popover behind the menu button, and the buttons show their icons only. */
  phone: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenPalette: () => void;
  slots: ShellSlots;
}

/**
 * The top bar: the sidebar's collapse toggle (on a phone, the menu button opening the sidebar in a
 * popover), the breadcrumb, the command palette's button (Ctrl+K), the language switch and the
 * user menu.
 */
export function Header({ page, phone, collapsed, onToggleSidebar, onOpenPalette, slots }: HeaderProps) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const { session } = useActors();
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  const languageName = locale === 'ZH' ? t('shell.lang.zh') : t('shell.lang.en');
  const setLocale = (next: Locale) => session.send({ type: 'SET_LOCALE', locale: next });

  return (
    <header className={styles.header}>
      {phone ? (
        <Popover open={phoneMenuOpen} onOpenChange={(_, d) => setPhoneMenuOpen(d.open)} positioning="below-start" trapFocus>
          <PopoverTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('shell.openMenu')} />
          </PopoverTrigger>
          <PopoverSurface className={styles.phoneMenu} aria-label={t('shell.sidebar')}>
            <Brand collapsed={false} />
            <Sidebar menu={page.menu} currentPath={page.pathname} collapsed={false} label={t('shell.sidebar')} onNavigate={() => setPhoneMenuOpen(false)} />
          </PopoverSurface>
        </Popover>
      ) : (
        <Tooltip content={collapsed ? t('shell.expand') : t('shell.collapse')} relationship="label">
          <Button appearance="subtle" icon={collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />} aria-expanded={!collapsed} onClick={onToggleSidebar} />
        </Tooltip>
      )}
      <Breadcrumb trail={page.trail} recordName={page.recordName} screenName={page.screenName} />
      <Tooltip content={t('palette.open')} relationship="description">
        <Button appearance="subtle" icon={<SearchRegular />} aria-label={t('palette.buttonLabel')} aria-keyshortcuts="Control+K Meta+K" onClick={onOpenPalette}>
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
      <ThemeMenu />
      <UserMenu slots={slots} compact={phone} />
    </header>
  );
}
