import type { MenuItem } from './menu';

type Page = [path: string, name: string, nameEn: string];
type Group = { path: string; name: string; nameEn: string; icon: string; pages: Page[] };

/**
 * Every known page of section 2, grouped, with the names the demo backend seeds its menu with.
 * The built-in fallback menu (shown when the menu cannot be loaded) is a subset of it.
 */
export const MENU_GROUPS: Group[] = [
  {
    path: 'system', name: '系统设置', nameEn: 'System settings', icon: 'system',
    pages: [
      ['user', '用户管理', 'Users'],
      ['roles', '角色管理', 'Roles'],
      ['menu', '菜单管理', 'Menus'],
      ['version', '版本管理', 'App versions'],
      ['attachmentManagement', '附件管理', 'Attachments'],
      ['account', '操作日志', 'Operation log'],
      ['systemConfiguration', '系统配置', 'System configuration'],
      ['tools', '系统工具', 'System tools'],
    ],
  },
  {
    path: 'member', name: '会员管理', nameEn: 'Members', icon: 'member',
    pages: [
      ['memberInforMation', '会员信息', 'Member information'],
      ['membershipData', '会员数据', 'Membership data'],
    ],
  },
  {
    path: 'theater', name: '剧场管理', nameEn: 'Theater management', icon: 'theater',
    pages: [
      ['shortDramaContent', '短剧内容', 'Short dramas'],
      ['classification', '分类管理', 'Classifications'],
      ['comment', '评论管理', 'Comments'],
      ['homePage', '首页配置', 'Homepage'],
    ],
  },
  {
    path: 'channel', name: '渠道管理', nameEn: 'Channel management', icon: 'channel',
    pages: [['management', '渠道与分销', 'Channels and distribution']],
  },
  {
    path: 'operate', name: '运营管理', nameEn: 'Operations management', icon: 'operate',
    pages: [
      ['vipManagement', 'VIP管理', 'VIP management'],
      ['vipOrders', 'VIP订单', 'VIP orders'],
      ['rechargeOrders', '充值订单', 'Recharge orders'],
      ['packageManagement', '套餐管理', 'Packages'],
      ['task', '任务管理', 'Tasks'],
      ['signIn', '签到管理', 'Sign-in rewards'],
      ['cardSecurity', '卡密管理', 'Card codes'],
      ['horseRaceLamp', '跑马灯', 'Ticker'],
      ['pushPopup', '推送弹窗', 'Push popups'],
      ['internalMessage', '站内信', 'Internal messages'],
      ['automaticInternalMessage', '自动站内信', 'Automatic messages'],
      ['selfAttributionConfiguration', '自归因配置', 'Self-attribution'],
      ['whiteList', '白名单', 'White list'],
    ],
  },
  {
    path: 'push', name: '消息推送', nameEn: 'Message push', icon: 'push',
    pages: [
      ['createPush', '创建推送', 'Create push'],
      ['pushRecord', '推送记录', 'Push records'],
    ],
  },
  {
    path: 'statisticalReport', name: '统计报表', nameEn: 'Statistical reports', icon: 'statistics',
    pages: [
      ['visitorStatistics', '访客统计', 'Visitors'],
      ['orderStatistics', '订单统计', 'Orders'],
      ['dramaStatistics', '短剧统计', 'Dramas'],
      ['dramaDetailsStatistics', '短剧详情统计', 'Drama details'],
      ['dramaPlaybackStatistics', '短剧播放统计', 'Drama playback'],
      ['platformInformationStatistics', '平台信息统计', 'Platforms'],
      ['vipStatistics', 'VIP统计', 'VIP retention'],
      ['operationDaily', '运营日报', 'Operation daily'],
      ['thirtyDaysData', '30天数据', '30-day data'],
      ['userClickInformationStatistics', '用户点击统计', 'User clicks'],
    ],
  },
  {
    path: 'marketReport', name: '市场报表', nameEn: 'Marketing reports', icon: 'market',
    pages: [
      ['adUserActivation', '广告用户激活', 'Ad user activation'],
      ['advertisingCorrespondingRecharge', '广告对应充值', 'Recharge by ad'],
      ['pageBrowsingClick', '页面浏览点击', 'Page views and clicks'],
      ['ttReport', 'TT报表', 'TikTok report'],
    ],
  },
  {
    path: 'toolCategory', name: '工具类', nameEn: 'Tools', icon: 'tools',
    pages: [
      ['configureFeedback', '回传配置', 'Feedback configuration'],
      ['dataMigration', '数据迁移', 'Data migration'],
      ['generationLinks', '生成链接', 'Link generation'],
      ['returnList', '回传列表', 'Return list'],
      ['supplementOrder', '补单', 'Supplement order'],
    ],
  },
];

/** All 49 page keys of section 2 ('system/user', ...). */
export const KNOWN_PAGES: string[] = MENU_GROUPS.flatMap((g) => g.pages.map(([p]) => `${g.path}/${p}`));

/** The full menu tree, ids assigned in order: groups 1..n, pages 100+. */
export function catalogueMenu(): MenuItem[] {
  let pageId = 100;
  return MENU_GROUPS.map((g, gi) => ({
    id: gi + 1,
    path: g.path,
    name: g.name,
    nameEn: g.nameEn,
    iconUrl: `/icons/${g.icon}.svg`,
    sort: gi + 1,
    parentId: null,
    children: g.pages.map(([p, name, nameEn], pi) => ({
      id: pageId++,
      path: `${g.path}/${p}`,
      name,
      nameEn,
      iconUrl: null,
      sort: pi + 1,
      parentId: gi + 1,
    })),
  }));
}

/**
 * Section 2's built-in fallback menu: system settings, member, theater management, channel
 * management (its page holds the distribution console and distribution orders), operations
 * management, message push.
 */
export const FALLBACK_GROUPS = ['system', 'member', 'theater', 'channel', 'operate', 'push'];
export function fallbackMenu(): MenuItem[] {
  return catalogueMenu().filter((g) => FALLBACK_GROUPS.includes(g.path));
}
