import { defineMessages } from '@/i18n/define';
import { registerMessages } from '@/i18n';

/** The statistical reports (statisticalReport/): figures, charts, tables, the app's pages and elements. */
const messages = defineMessages({
  // Figures and columns shared by several reports.
  'statistics.visitors': { zh: '访客数', en: 'Visitors' },
  'statistics.newVisitors': { zh: '新访客', en: 'New visitors' },
  'statistics.visits': { zh: '访问次数', en: 'Visits' },
  'statistics.memberVisitors': { zh: '会员访客', en: 'Member visitors' },
  'statistics.guestVisitors': { zh: '游客访客', en: 'Guest visitors' },
  'statistics.visitsPerVisitor': { zh: '人均访问次数', en: 'Visits per visitor' },
  'statistics.views': { zh: '播放次数', en: 'Views' },
  'statistics.viewers': { zh: '观看人数', en: 'Viewers' },
  'statistics.payingViewers': { zh: '付费观看人数', en: 'Paying viewers' },
  'statistics.paidUnlocks': { zh: '付费解锁次数', en: 'Paid unlocks' },
  'statistics.revenue': { zh: '收入（日元）', en: 'Revenue (yen)' },
  'statistics.completionRate': { zh: '完播率（%）', en: 'Completion rate (%)' },
  'statistics.plays': { zh: '播放次数', en: 'Plays' },
  'statistics.watchMinutes': { zh: '观看时长（分钟）', en: 'Watch time (minutes)' },
  'statistics.minutesPerViewer': { zh: '人均观看时长（分钟）', en: 'Minutes per viewer' },
  'statistics.activeUsers': { zh: '活跃用户', en: 'Active users' },
  'statistics.newUsers': { zh: '新增用户', en: 'New users' },
  'statistics.clicks': { zh: '点击次数', en: 'Clicks' },
  'statistics.clickUsers': { zh: '点击用户数', en: 'Clicking users' },
  'statistics.clicksPerUser': { zh: '人均点击次数', en: 'Clicks per user' },
  'statistics.rank': { zh: '排名', en: 'Rank' },
  'statistics.dramaId': { zh: '短剧ID', en: 'Drama ID' },
  'statistics.dramaName': { zh: '短剧名称', en: 'Drama' },

  // Visitors.
  'statistics.visitor.title': { zh: '访客统计', en: 'Visitors' },
  'statistics.visitor.trend': { zh: '访客趋势', en: 'Visitors over time' },
  'statistics.visitor.types': { zh: '会员与游客', en: 'Members and guests' },
  'statistics.visitor.platforms': { zh: '各平台访客', en: 'Visitors by platform' },
  'statistics.visitor.platformDays': { zh: '各平台每日访客', en: 'Daily visitors by platform' },
  'statistics.visitor.note': {
    zh: '访客数按人计：同一会员在所选周期内多次打开 App 只计一次；每日访客为当天打开 App 的人数。新访客为当天注册的用户。',
    en: 'Visitors are people: a member who opens the app several times in the period counts once; daily visitors are the people who opened it that day. New visitors joined that day.',
  },
  'statistics.type': { zh: '用户类型', en: 'User type' },
  'statistics.type.guest': { zh: '游客', en: 'Guests' },
  'statistics.type.member': { zh: '会员', en: 'Members' },
  'statistics.platform': { zh: '平台', en: 'Platform' },
  'statistics.platform.ios': { zh: 'iOS', en: 'iOS' },
  'statistics.platform.android': { zh: 'Android', en: 'Android' },
  'statistics.platform.h5': { zh: 'H5', en: 'H5' },

  // Dramas.
  'statistics.drama.title': { zh: '短剧统计', en: 'Dramas' },
  'statistics.drama.ranking': { zh: '短剧观看排行（前10）', en: 'Viewing ranking (top 10)' },
  'statistics.drama.table': { zh: '各短剧数据', en: 'Figures by drama' },
  'statistics.drama.daily': { zh: '每日播放与收入', en: 'Daily views and revenue' },
  'statistics.drama.details': { zh: '详情', en: 'Details' },
  'statistics.drama.detailsOf': { zh: '查看《{name}》的分集统计', en: 'Episode figures of {name}' },
  'statistics.drama.note': {
    zh: '收入为在该短剧付费墙购买的金豆套餐与 VIP 中已支付的金额（不含退款）；付费观看人数为用金豆或 VIP 解锁过该剧剧集的人数；完播率为看完整集的播放占比。',
    en: 'Revenue: golden-bean packages and VIP periods bought at the drama’s paywall and paid (refunds left out). Paying viewers unlocked an episode with golden beans or VIP. Completion rate: plays watched to the end.',
  },

  // One drama.
  'statistics.details.title': { zh: '短剧详情统计', en: 'Drama details' },
  'statistics.details.drama': { zh: '短剧', en: 'Drama' },
  'statistics.details.pick': { zh: '选择短剧', en: 'Choose a drama' },
  'statistics.details.dramaRequired': { zh: '请选择短剧', en: 'Choose a drama' },
  'statistics.details.noDrama': { zh: '没有找到该短剧', en: 'This drama was not found' },
  'statistics.details.noMatch': { zh: '没有匹配的短剧', en: 'No matching drama' },
  'statistics.details.summary': {
    zh: '已上线 {released} / {total} 集，第 {start} 集起收费',
    en: '{released} of {total} episodes released; paid from episode {start}',
  },
  'statistics.details.episodes': { zh: '分集数据', en: 'Episode by episode' },
  'statistics.details.daily': { zh: '每日播放与收入', en: 'Daily views and revenue' },
  'statistics.details.episode': { zh: '集数', en: 'Episode' },
  'statistics.details.episodeN': { zh: '第 {n} 集', en: 'Episode {n}' },
  'statistics.details.charge': { zh: '收费', en: 'Charge' },
  'statistics.details.paid': { zh: '付费', en: 'Paid' },
  'statistics.details.free': { zh: '免费', en: 'Free' },
  'statistics.details.dropOff': { zh: '较上一集流失率（%）', en: 'Drop-off from previous (%)' },
  'statistics.details.back': { zh: '返回短剧统计', en: 'Back to dramas' },
  'statistics.details.note': {
    zh: '流失率：上一集在所选周期内的播放中，没有接着播放本集的占比。付费解锁次数只统计收费集（免费集显示为 -）。',
    en: 'Drop-off: of the previous episode’s plays in the period, the share not followed by this episode. Paid unlocks count paid episodes only (free ones show -).',
  },

  // Playback.
  'statistics.playback.title': { zh: '短剧播放统计', en: 'Drama playback' },
  'statistics.playback.trend': { zh: '播放趋势', en: 'Playback over time' },
  'statistics.playback.unlocks': { zh: '按解锁方式', en: 'By unlock type' },
  'statistics.unlock': { zh: '解锁方式', en: 'Unlock type' },
  'statistics.unlock.free': { zh: '免费', en: 'Free' },
  'statistics.unlock.beans': { zh: '金豆解锁', en: 'Golden beans' },
  'statistics.unlock.vip': { zh: 'VIP', en: 'VIP' },
  'statistics.unlock.ad': { zh: '广告解锁', en: 'Ad' },
  'statistics.playback.note': {
    zh: '观看时长为每次播放的观看进度乘以该集时长；观看人数按人计，人均观看时长 = 观看时长 ÷ 观看人数。',
    en: 'Watch time is each play’s progress times the episode’s length; viewers are people, minutes per viewer = watch time ÷ viewers.',
  },

  // Platforms.
  'statistics.platform.title': { zh: '平台信息统计', en: 'Platforms' },
  'statistics.platform.devices': { zh: '设备类型', en: 'Device types' },
  'statistics.platform.platforms': { zh: '平台', en: 'Platforms' },
  'statistics.platform.systems': { zh: '系统版本', en: 'System versions' },
  'statistics.platform.apps': { zh: 'App 版本', en: 'App versions' },
  'statistics.deviceType': { zh: '设备类型', en: 'Device type' },
  'statistics.device.phone': { zh: '手机', en: 'Phone' },
  'statistics.device.tablet': { zh: '平板', en: 'Tablet' },
  'statistics.device.desktop': { zh: '电脑', en: 'Desktop' },
  'statistics.system': { zh: '系统版本', en: 'System version' },
  'statistics.appVersion': { zh: 'App 版本', en: 'App version' },
  'statistics.platform.note': {
    zh: '活跃用户为所选周期内打开过 App 的人数，新增用户为在周期内注册的人数，占比按活跃用户计算。',
    en: 'Active users opened the app in the period; new users joined in it; shares are of the active users.',
  },

  // Clicks.
  'statistics.click.title': { zh: '用户点击统计', en: 'User clicks' },
  'statistics.click.daily': { zh: '每日点击', en: 'Clicks per day' },
  'statistics.click.pages': { zh: '各页面点击', en: 'Clicks by page' },
  'statistics.click.elements': { zh: '各元素点击', en: 'Clicks by element' },
  'statistics.click.page': { zh: '页面', en: 'Page' },
  'statistics.click.allPages': { zh: '全部页面', en: 'All pages' },
  'statistics.click.element': { zh: '元素', en: 'Element' },
  'statistics.click.note': {
    zh: '点击用户按人计：同一用户多次点击只计一次。',
    en: 'Clicking users are people: several clicks by one user count once.',
  },
  'statistics.page.home': { zh: '首页', en: 'Home' },
  'statistics.page.profile': { zh: '我的', en: 'Me' },
  'statistics.page.player': { zh: '播放页', en: 'Player' },
  'statistics.page.paywall': { zh: '解锁弹窗', en: 'Paywall' },
  'statistics.page.store': { zh: '充值页', en: 'Store' },
  'statistics.page.vip': { zh: '会员页', en: 'VIP page' },
  'statistics.page.welfare': { zh: '福利页', en: 'Rewards' },
  'statistics.element.homeDramaCard': { zh: '短剧卡片', en: 'Drama card' },
  'statistics.element.homeBanner': { zh: '轮播图', en: 'Banner' },
  'statistics.element.homeSearch': { zh: '搜索', en: 'Search' },
  'statistics.element.profileHistory': { zh: '观看历史', en: 'Watch history' },
  'statistics.element.playerNext': { zh: '下一集', en: 'Next episode' },
  'statistics.element.paywallBeans': { zh: '金豆解锁', en: 'Unlock with beans' },
  'statistics.element.paywallAd': { zh: '看广告解锁', en: 'Unlock with an ad' },
  'statistics.element.paywallRecharge': { zh: '去充值', en: 'Recharge' },
  'statistics.element.paywallVip': { zh: '开通VIP', en: 'Become VIP' },
  'statistics.element.storePackage': { zh: '金豆套餐', en: 'Bean package' },
  'statistics.element.vipSubscribe': { zh: '订阅会员', en: 'Subscribe' },
  'statistics.element.welfareSignIn': { zh: '签到', en: 'Sign in' },
  'statistics.element.welfareTask': { zh: '领取任务奖励', en: 'Claim task reward' },
});

declare module '@/i18n' {
  interface MessageGroups {
    statistics: typeof messages;
  }
}

export default registerMessages('statistics', messages);
