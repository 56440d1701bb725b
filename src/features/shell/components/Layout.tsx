import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { PHONE_BREAKPOINT_PX, SIDEBAR_WIDTH } from '@/lib/constants';
import { confirmDiscard } from '@/lib/dirty';
import { useMediaQuery } from '@/lib/media';
import { useSession } from '@/lib/session-context';
import { Brand, Header } from './Header';
import { Sidebar } from './Sidebar';
import { TabStrip } from './TabStrip';
import { usePageTrail } from './use-page-trail';
import { useTabScroll } from './use-tab-scroll';
import { useTabSync } from './use-tab-sync';
import { Watermark } from './Watermark';
import { KeptSlot, type ShellSlots } from './UserMenu';

export type { ShellSlots } from './UserMenu';

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
  menuScroll: { flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
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
  // The content and the watermark over it: a stacking context of its own, beneath anything drawn later (dialogs, menus, toasts).
  contentBox: { position: 'relative', flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column', isolation: 'isolate' },
  content: { flexGrow: 1, overflow: 'auto', padding: tokens.spacingHorizontalL, ':focus-visible': { outline: 'none' } },
});

/**
 * The command palette: opened by its button or Ctrl+K (Cmd+K on a Mac) unless a dialog already
 * holds the keyboard; its code arrives before it is asked for, so keys typed right after Ctrl+K
 * are not lost.
 */
function usePalette() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadPalette().catch(() => undefined), 3000);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'k' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);
  return { open, loaded, show, hide: () => setOpen(false) };
}

/**
 * The main layout: the sidebar (from the server's menu), the top bar (Header.tsx: collapse toggle,
 * breadcrumb, palette, language, user menu), the tab strip kept in step with the router
 * (use-tab-sync.ts), and the page, which keeps its scroll per tab (use-tab-scroll.ts).
 */
export function Layout({ children, slots }: { children: ReactNode; slots: ShellSlots }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  /** Where the user menu offers a kept profile back: the top of the content (UserMenu). */
  const [keptSlot, setKeptSlot] = useState<HTMLElement | null>(null);
  const menu = useSession((s) => s.context.menu);
  const loading = useSession((s) => s.matches('loadingMenu'));
  const menuFallback = useSession((s) => s.context.menuFallback);
  const phone = useMediaQuery(`(max-width: ${PHONE_BREAKPOINT_PX}px)`);
  const [collapsed, setCollapsed] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const palette = usePalette();
  const mainRef = useRef<HTMLElement>(null);
  const page = usePageTrail();
  const { pathname } = page;

  useTabSync(page);
  useTabScroll(mainRef, pathname, refreshKey);

  /** Reloads the active tab only (its page remounts and fetches again); asks first when it holds unsaved edits. */
  const refreshTab = useCallback(() => {
    void confirmDiscard([pathname]).then((ok) => ok && setRefreshKey((k) => k + 1));
  }, [pathname]);

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
        <aside className={styles.aside} style={{ width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH[locale] }} data-testid="sidebar">
          <Brand collapsed={collapsed} />
          <div className={styles.menuScroll}>
            <Sidebar menu={menu} currentPath={pathname} collapsed={collapsed} label={t('shell.sidebar')} />
          </div>
        </aside>
      ) : null}
      <div className={styles.main}>
        <KeptSlot value={keptSlot}>
          <Header page={page} phone={phone} collapsed={collapsed} onToggleSidebar={() => setCollapsed((c) => !c)} onOpenPalette={palette.show} slots={slots} />
        </KeptSlot>
        <TabStrip menu={menu} onRefresh={refreshTab} />
        <div className={styles.contentBox}>
        <main className={styles.content} id="main" tabIndex={-1} ref={mainRef}>
          <div ref={setKeptSlot} />
          {menuFallback ? (
            <MessageBar intent="warning" style={{ marginBottom: tokens.spacingVerticalM }}>
              <MessageBarBody>{t('page.menuFallback')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {loading ? <Spinner label={t('common.loading')} /> : <div key={`${pathname}:${refreshKey}`}>{children}</div>}
        </main>
        <Watermark />
        </div>
      </div>
      {palette.loaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={palette.open} onClose={palette.hide} />
        </Suspense>
      ) : null}
    </div>
  );
}
