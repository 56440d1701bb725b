import { useEffect, useState } from 'react';
import type { MessageId } from '@/i18n';
import { onInvalidate } from './resource/options';

/**
 * Counts shown beside menu items (the theater's copyright alerts on 短剧内容): an area declares a
 * loader per page key in its manifest (`badges`), src/app registers them here, and the sidebar
 * asks for the pages the signed-in user's menu has when it mounts, after every write the console
 * makes through the list kit (`invalidate`: a saved drama changes the count at once), when the
 * browser tab becomes visible again, and when `refreshMenuBadges()` is called (the demo clock).
 * Not on every navigation: that would add a call to every page opened. A count of 0 shows nothing;
 * a failed load shows nothing either (the page itself says what failed).
 */
export interface MenuBadge {
  count: number;
  /** What the count is, for screen readers and the tooltip ("{count} 部短剧版权已到期或即将到期"). */
  label: MessageId;
}
export type MenuBadgeLoader = () => Promise<MenuBadge>;

const loaders = new Map<string, MenuBadgeLoader>();

export function registerMenuBadges(badges: Record<string, MenuBadgeLoader>): void {
  for (const [key, load] of Object.entries(badges)) loaders.set(key, load);
}

const refreshers = new Set<() => void>();

/** Reloads the badges on screen (after something no list write tells of, such as the demo clock moving on). */
export function refreshMenuBadges(): void {
  refreshers.forEach((r) => r());
}

/** The badges of these page keys (those with a loader). */
export function useMenuBadges(keys: readonly string[]): Record<string, MenuBadge> {
  const [badges, setBadges] = useState<Record<string, MenuBadge>>({});
  // Bumped by whatever asks for a reload; several in one tick make one reload.
  const [refresh, setRefresh] = useState(0);
  const wanted = keys.filter((k) => loaders.has(k)).join('|');
  useEffect(() => {
    if (!wanted) return;
    const bump = () => setRefresh((n) => n + 1);
    const onVisible = () => {
      if (document.visibilityState === 'visible') bump();
    };
    refreshers.add(bump);
    const stop = onInvalidate(bump);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      refreshers.delete(bump);
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    for (const key of wanted.split('|')) {
      loaders
        .get(key)!()
        .then((badge) => {
          if (live) setBadges((prev) => (prev[key]?.count === badge.count && prev[key]?.label === badge.label ? prev : { ...prev, [key]: badge }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [wanted, refresh]);
  return badges;
}
