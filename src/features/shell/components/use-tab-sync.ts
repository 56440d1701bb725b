import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useI18n } from '@/i18n';
import { HOME_PATH } from '@/lib/constants';
import { normalizePath } from '@/lib/menu';
import { useActors, useTabs } from '@/lib/session-context';
import { HOME_TAB } from '@/machines/tabs';
import { tabHref } from './TabStrip';
import type { PageTrail } from './use-page-trail';

/**
 * The router and the tab strip kept in step (src/machines/tabs.ts): each visited page opens (or
 * activates) its tab with the search it shows (a list's filters), a record tab with the title its
 * record gave it; when the statechart moves the active tab (a close), the router follows, to the
 * tab as it was left (its search). The window's title names the page, in the console's language.
 */
export function useTabSync({ pathname, menu, record, recordTrail, trail, pageName }: PageTrail): void {
  const { t } = useI18n();
  const { tabs } = useActors();
  const navigate = useNavigate();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const active = useTabs((s) => s.context.active);

  // Each visited page opens (or activates) its tab, with the search it shows (a list's filters).
  const openTab = useEffectEvent((search: string | undefined) => {
    if (pathname === HOME_PATH) {
      tabs.send({ type: 'OPEN', tab: HOME_TAB });
      return;
    }
    if (record) {
      if (!recordTrail) return;
      // The title the record gave its tab stays (kept over a reload); a new record tab starts untitled.
      const known = tabs.getSnapshot().context.tabs.find((tab) => tab.path === pathname);
      tabs.send({ type: 'OPEN', tab: { title: known?.title ?? '', path: pathname, name: record.page, search } });
      return;
    }
    const item = trail[trail.length - 1];
    if (item) tabs.send({ type: 'OPEN', tab: { title: item.name, path: pathname, name: normalizePath(item.path), search } });
  });
  useEffect(() => openTab(searchStr || undefined), [pathname, searchStr, menu]);

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

  useEffect(() => {
    document.title = t('app.pageTitle', { page: pageName });
  }, [pageName, t]);
}
