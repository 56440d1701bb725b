import type { MenuItem } from './menu';

/**
 * The menu registry: every page of the console with the names the demo backend seeds its menu with.
 * The kernel holds no list of its own: each area's manifest declares its menu entries
 * (`menu` in src/lib/area.ts) and src/app/areas.ts registers them, so a new page is one entry in
 * its area's manifest. The real backend's menu decides what a user sees; this registry is what
 * the console can show, the demo's seeded menu, and section 2's built-in fallback menu.
 */

/** A group of the menu (a top-level entry: 系统设置, 运营管理…). */
export interface MenuGroupEntry {
  /** The group's path ('operate'): the first segment of its pages' keys. */
  path: string;
  name: string;
  nameEn: string;
  /** `/icons/<icon>.svg` (public/icons). */
  icon: string;
  /** Place among the groups (1 is first). */
  sort: number;
  /** In section 2's built-in fallback menu, shown when the menu cannot be loaded. */
  fallback?: boolean;
}

/** A page of the menu; its key ('operate/task') is its path and the grant a role needs to open it. */
export interface MenuPageEntry {
  name: string;
  nameEn: string;
  /** Place within its group (1 is first): pages of one group may come from several areas. */
  sort: number;
}

/** What an area's manifest declares: the groups it opens (if any) and its pages, by key. */
export interface MenuEntries {
  groups?: MenuGroupEntry[];
  pages?: Record<string, MenuPageEntry>;
}

export interface MenuGroup extends MenuGroupEntry {
  pages: (MenuPageEntry & { key: string; path: string })[];
}

const groups = new Map<string, MenuGroupEntry>();
const pageEntries = new Map<string, MenuPageEntry & { owner: string }>();

/**
 * Registers an area's menu entries (src/app/areas.ts does, once per area). A group or a page
 * declared twice, or a page whose key is not `<group>/<page>`, is a programming error.
 */
export function registerMenu(owner: string, entries: MenuEntries | undefined): void {
  for (const group of entries?.groups ?? []) {
    if (groups.has(group.path)) throw new Error(`menu group '${group.path}' is declared twice (again by ${owner})`);
    groups.set(group.path, group);
  }
  for (const [key, page] of Object.entries(entries?.pages ?? {})) {
    if (!/^[A-Za-z]+\/[A-Za-z]+$/.test(key)) throw new Error(`menu page '${key}' (${owner}) is not '<group>/<page>'`);
    const known = pageEntries.get(key);
    if (known) throw new Error(`menu page '${key}' is declared by ${known.owner} and ${owner}`);
    pageEntries.set(key, { ...page, owner });
  }
}

/** The registered groups in menu order, each with its pages in order. Throws if a page's group is not registered. */
export function menuGroups(): MenuGroup[] {
  const out = [...groups.values()].sort((a, b) => a.sort - b.sort).map((g): MenuGroup => ({ ...g, pages: [] }));
  for (const [key, { owner: _owner, ...page }] of pageEntries) {
    const [groupPath, path] = key.split('/');
    const group = out.find((g) => g.path === groupPath);
    if (!group) throw new Error(`menu page '${key}' has no group '${groupPath}': declare it in an area's manifest`);
    group.pages.push({ ...page, key, path });
  }
  for (const group of out) group.pages.sort((a, b) => a.sort - b.sort);
  return out;
}

/** Every registered page key ('system/user', …), in menu order. */
export function knownPages(): string[] {
  return menuGroups().flatMap((g) => g.pages.map((p) => p.key));
}

/** The full menu tree, ids assigned in order: groups 1..n, pages 100+. */
export function catalogueMenu(): MenuItem[] {
  let pageId = 100;
  return menuGroups().map((g, gi) => ({
    id: gi + 1,
    path: g.path,
    name: g.name,
    nameEn: g.nameEn,
    iconUrl: `/icons/${g.icon}.svg`,
    sort: gi + 1,
    parentId: null,
    children: g.pages.map((p, pi) => ({
      id: pageId++,
      path: p.key,
      name: p.name,
      nameEn: p.nameEn,
      iconUrl: null,
      sort: pi + 1,
      parentId: gi + 1,
    })),
  }));
}

/**
 * Section 2's built-in fallback menu: system settings, member, theater management, channel
 * management (its page holds the distribution console and distribution orders), operations
 * management, message push (the groups marked `fallback`).
 */
export function fallbackMenu(): MenuItem[] {
  const fallback = new Set(menuGroups().filter((g) => g.fallback).map((g) => g.path));
  return catalogueMenu().filter((g) => fallback.has(g.path));
}
