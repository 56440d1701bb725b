import { describe, expect, it, vi } from 'vitest';
import { areas } from '@/app/areas';
import { pages } from '@/app/pages';
import type { AreaManifest } from '@/lib/area';
import { catalogueMenu, fallbackMenu, knownPages, menuGroups } from '@/lib/menu-catalogue';

/**
 * The menu comes from the areas' manifests (src/lib/menu-catalogue.ts, `menu` in src/lib/area.ts):
 * a page in the menu without a component, or a component no menu entry names, fails here with its path.
 */
function registryProblems(list: readonly AreaManifest[]): string[] {
  const inMenu = list.flatMap((a) => Object.keys(a.menu?.pages ?? {}).map((key) => ({ key, area: a.name })));
  const built = list.flatMap((a) => Object.keys(a.pages ?? {}).map((key) => ({ key, area: a.name })));
  return [
    ...inMenu.filter(({ key }) => !built.some((b) => b.key === key)).map(({ key, area }) => `${key}: in ${area}'s menu, but no area has its page`),
    ...built.filter(({ key }) => key !== 'home' && !inMenu.some((m) => m.key === key)).map(({ key, area }) => `${key}: a page of ${area}, but in no manifest's menu`),
  ];
}

describe('the menu registry', () => {
  it('has a page for every menu path, and every page in a menu', () => {
    expect(registryProblems(areas)).toEqual([]);
    expect(knownPages().filter((key) => !pages[key]?.component)).toEqual([]);
  });

  it('names the path of a menu entry with no page, and of a page with no menu entry', () => {
    const scratch: AreaManifest[] = [
      { name: 'scratch', menu: { pages: { 'operate/nowhere': { name: '无页面', nameEn: 'Nowhere', sort: 99 } } }, pages: { 'operate/unlisted': async () => ({ default: () => null }) } },
    ];
    expect(registryProblems(scratch)).toEqual([
      "operate/nowhere: in scratch's menu, but no area has its page",
      'operate/unlisted: a page of scratch, but in no manifest\'s menu',
    ]);
  });

  it("holds section 2's 49 pages in its nine groups, in menu order, the built-in fallback menu six of them", () => {
    expect(menuGroups().map((g) => g.path)).toEqual(['system', 'member', 'theater', 'channel', 'operate', 'push', 'statisticalReport', 'marketReport', 'toolCategory']);
    expect(knownPages()).toHaveLength(49);
    expect(menuGroups().find((g) => g.path === 'operate')?.pages.map((p) => p.name)).toEqual([
      'VIP管理', 'VIP订单', '充值订单', '套餐管理', '任务管理', '签到管理', '卡密管理', '跑马灯', '推送弹窗', '站内信', '自动站内信', '自归因配置', '白名单',
    ]);
    expect(fallbackMenu().map((g) => g.name)).toEqual(['系统设置', '会员管理', '剧场管理', '渠道管理', '运营管理', '消息推送']);
    const ids = catalogueMenu().flatMap((g) => [g.id, ...(g.children ?? []).map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a page declared twice, a key that is no <group>/<page>, and a page without its group', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/menu-catalogue');
    fresh.registerMenu('a', { groups: [{ path: 'g', name: '组', nameEn: 'G', icon: 'system', sort: 1 }], pages: { 'g/p': { name: '页', nameEn: 'P', sort: 1 } } });
    expect(() => fresh.registerMenu('b', { pages: { 'g/p': { name: '页', nameEn: 'P', sort: 2 } } })).toThrow("menu page 'g/p' is declared by a and b");
    expect(() => fresh.registerMenu('b', { groups: [{ path: 'g', name: '组', nameEn: 'G', icon: 'system', sort: 2 }] })).toThrow("menu group 'g' is declared twice");
    expect(() => fresh.registerMenu('b', { pages: { 'g-p': { name: '页', nameEn: 'P', sort: 1 } } })).toThrow("'g-p' (b) is not '<group>/<page>'");
    fresh.registerMenu('c', { pages: { 'h/q': { name: '页', nameEn: 'Q', sort: 1 } } });
    expect(() => fresh.menuGroups()).toThrow("menu page 'h/q' has no group 'h'");
  });
});
