import type { MenuItem } from '@/machines/session';

export type { MenuItem };

export type MenuLocale = 'ZH' | 'EN';

/** nameEn when the language is not ZH, name otherwise (section 1). */
export function menuLabel(item: Pick<MenuItem, 'name' | 'nameEn'>, locale: MenuLocale): string {
  return locale === 'ZH' ? item.name : item.nameEn || item.name;
}

export function normalizePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '').replace(/\/index$/, '');
}

/** '/system/user/index' for menu path 'system/user'. */
export function pagePath(menuPath: string): string {
  return `/${normalizePath(menuPath)}/index`;
}

export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      out.push(item);
      if (item.children?.length) walk(item.children);
    }
  };
  walk(items);
  return out;
}

/** The leaf menu item whose page lives at this route path, with its ancestors (for the breadcrumb). */
export function findByRoute(items: readonly MenuItem[], routePath: string): MenuItem[] | null {
  const key = normalizePath(routePath);
  const search = (list: readonly MenuItem[], trail: MenuItem[]): MenuItem[] | null => {
    for (const item of list) {
      const here = [...trail, item];
      if (item.children?.length) {
        const found = search(item.children, here);
        if (found) return found;
      } else if (normalizePath(item.path) === key) return here;
    }
    return null;
  };
  return search(items, []);
}

export function sortMenu(items: MenuItem[]): MenuItem[] {
  return [...items]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)
    .map((item) => (item.children ? { ...item, children: sortMenu(item.children) } : item));
}
