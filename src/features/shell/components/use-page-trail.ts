import { useRouterState } from '@tanstack/react-router';
import { useI18n } from '@/i18n';
import { HOME_PATH } from '@/lib/constants';
import { findByRoute, menuLabel } from '@/lib/menu';
import { parseRecordPath } from '@/lib/records';
import { useSession, useTabs } from '@/lib/session-context';
import { useOwnPageNameOverride } from '../machines/page-title';

/**
 * Where the console is, as the menu names it: the trail of menu items to the page, the record a
 * record tab shows (src/lib/records.ts: it belongs to its list page, whose trail it takes), the
 * name a screen the menu cannot name gives itself (403, 404), and the page's name for the window
 * title. The breadcrumb, the tab sync and the title read it.
 */
export function usePageTrail() {
  const { t, locale } = useI18n();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const menu = useSession((s) => s.context.menu);
  const record = parseRecordPath(pathname);
  const recordTrail = record ? findByRoute(menu, record.page) : null;
  const recordTitle = useTabs((s) => (record ? (s.context.tabs.find((tab) => tab.path === pathname)?.title ?? '') : ''));
  const trail = pathname === HOME_PATH ? [] : (recordTrail ?? (record ? null : findByRoute(menu, pathname)) ?? []);
  const recordName = record && recordTrail ? recordTitle || t('tabs.recordPending', { id: record.id }) : null;
  // A screen the menu cannot name (403, 404) names itself.
  const ownName = useOwnPageNameOverride();
  const screenName = pathname !== HOME_PATH && !trail.length ? ownName : null;
  const pageName = recordName ?? (trail.length ? menuLabel(trail[trail.length - 1], locale) : (screenName ?? t('shell.home')));
  return { pathname, menu, record, recordTrail, trail, recordName, screenName, pageName };
}

export type PageTrail = ReturnType<typeof usePageTrail>;
