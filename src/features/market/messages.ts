import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/** The marketing reports (marketReport/): promotion records, recharge by ad, landing pages, TikTok. */
const messages = defineMessages({
  // Ad platforms (a promotion link's utm_source).
  'market.source.tiktok': { zh: 'TikTok', en: 'TikTok' },
  'market.source.meta': { zh: 'Meta', en: 'Meta' },
  'market.source.google': { zh: 'Google', en: 'Google' },
  'market.source.line': { zh: 'LINE', en: 'LINE' },
  'market.source.x': { zh: 'X（Twitter）', en: 'X (Twitter)' },
  'market.source.appleSearch': { zh: 'Apple Search Ads', en: 'Apple Search Ads' },
  'market.source.youtube': { zh: 'YouTube', en: 'YouTube' },
  'market.source.smartnews': { zh: 'SmartNews', en: 'SmartNews' },
  'market.source.a8': { zh: 'A8.net 联盟', en: 'A8.net affiliates' },
  'market.source.creator': { zh: '创作者合作', en: 'Creator partners' },
  'market.source.unity': { zh: 'Unity Ads', en: 'Unity Ads' },
  'market.source.applovin': { zh: 'AppLovin', en: 'AppLovin' },
  'market.behaviour.click': { zh: '点击', en: 'Click' },
  'market.behaviour.viewed': { zh: '浏览', en: 'Viewed' },
  'market.device.iphone': { zh: 'iPhone', en: 'iPhone' },
  'market.device.ipad': { zh: 'iPad', en: 'iPad' },
  'market.device.android': { zh: 'Android 手机', en: 'Android phone' },
  'market.device.androidTablet': { zh: 'Android 平板', en: 'Android tablet' },
  'market.device.desktop': { zh: '电脑', en: 'Desktop' },
  'market.activated.yes': { zh: '已激活', en: 'Activated' },
  'market.activated.no': { zh: '未激活', en: 'Not activated' },

  // Advertising promotion records: marketReport/adUserActivation.
  'market.record.title': { zh: '广告推广记录', en: 'advertising promotion record' },
  'market.record.table': { zh: '广告推广记录', en: 'Advertising promotion records' },
  'market.record.time': { zh: '时间', en: 'Time' },
  'market.record.source': { zh: '广告平台', en: 'Ad platform' },
  'market.record.campaignId': { zh: '广告系列ID', en: 'Campaign ID' },
  'market.record.campaignName': { zh: '广告系列', en: 'Campaign' },
  'market.record.adGroupId': { zh: '广告组ID', en: 'Ad group ID' },
  'market.record.adGroupName': { zh: '广告组', en: 'Ad group' },
  'market.record.behaviour': { zh: '用户行为', en: 'Behaviour' },
  'market.record.deviceType': { zh: '设备类型', en: 'Device type' },
  'market.record.deviceModel': { zh: '设备型号', en: 'Device model' },
  'market.record.osVersion': { zh: '系统版本', en: 'System version' },
  'market.record.screenSize': { zh: '屏幕尺寸', en: 'Screen size' },
  'market.record.siteId': { zh: '站点ID', en: 'Site ID' },
  'market.record.clickIp': { zh: '归因IP（点击）', en: 'Attribution IP (touch)' },
  'market.record.activationIp': { zh: '归因IP（激活）', en: 'Attribution IP (activation)' },
  'market.record.clicks': { zh: '点击数', en: 'Clicks' },
  'market.record.activations': { zh: '激活数', en: 'Activations' },
  'market.record.activated': { zh: '是否激活', en: 'Activated' },
  'market.record.member': { zh: '激活会员', en: 'Member' },
  'market.record.touchTime': { zh: '点击/浏览时间', en: 'Touch time' },
  'market.record.activationTime': { zh: '激活时间', en: 'Activation time' },
  'market.record.search': { zh: '广告系列、广告组或会员卡号', en: 'Campaign, ad group or card number' },
  'market.activation.records': { zh: '触达设备数', en: 'Devices reached' },
  'market.activation.views': { zh: '浏览数', en: 'Views' },
  'market.activation.rate': { zh: '激活率', en: 'Activation rate' },
  'market.activation.daily': { zh: '激活率趋势', en: 'Activation rate over time' },
  'market.activation.note': {
    zh: '每条记录是一台设备对广告的一次触达（点击或浏览）；激活即安装并打开 App 成为会员。激活率 = 激活数 ÷ 触达设备数。记录按激活时间（未激活的按触达时间）归入日期（UTC），下方列表的筛选条件同样作用于上方的图表。',
    en: 'Each record is one device reached by an ad (a click or a view); an activation is an install that opened the app as a member. Activation rate = activations ÷ devices reached. A record falls on the day of its activation (of its touch when it has none, UTC); the list\'s filters below apply to the figures and the chart too.',
  },

  // Recharge by ad: marketReport/advertisingCorrespondingRecharge.
  'market.recharge.title': { zh: '广告对应充值', en: 'Recharge by ad' },
  'market.recharge.channel': { zh: '渠道', en: 'Channel' },
  'market.recharge.allChannels': { zh: '全部渠道', en: 'All channels' },
  'market.recharge.payers': { zh: '付费人数', en: 'Payers' },
  'market.recharge.orders': { zh: '付费订单数', en: 'Paid orders' },
  'market.recharge.amount': { zh: '充值金额', en: 'Recharge' },
  'market.recharge.perActivation': { zh: '激活人均充值', en: 'Recharge per activation' },
  'market.recharge.byCampaign': { zh: '各广告系列充值', en: 'Recharge by campaign' },
  'market.recharge.table': { zh: '广告组明细', en: 'By ad group' },
  'market.recharge.viewOrders': { zh: '查看订单：{name}', en: 'Orders of {name}' },
  'market.recharge.ordersOf': { zh: '{name} 的付费订单', en: 'Paid orders of {name}' },
  'market.recharge.ordersPeriod': { zh: '{start} 至 {end}（{zone}）期间激活的会员在该期间支付的订单', en: 'Orders paid {start} to {end} ({zone}) by the members activated in those days' },
  'market.recharge.ordersTotal': { zh: '共 {count} 笔，{amount}', en: '{count} orders, {amount}' },
  'market.recharge.ordersCapped': { zh: '（显示最新的 {shown} 笔）', en: '(the newest {shown} shown)' },
  'market.recharge.note': {
    zh: '会员归属于其激活记录的广告组。激活数为该期间通过该广告组加入的会员；付费人数、付费订单数和充值金额只计这些会员在该期间支付成功的订单（已退款、未支付、失败的订单不计），单位日元，所以付费人数不会超过激活数；激活人均充值为充值金额除以激活数。该期间之前激活的会员不计入；上期对比为上一期间激活的会员。',
    en: 'A member belongs to the ad group of its activation record. Activations are the members who joined through the ad group in the period; payers, paid orders and recharge count only those members\' orders paid in the period (refunded, unpaid and failed orders left out), in yen, so payers never exceed activations; recharge per activation is recharge divided by activations. Members activated before the period are not counted; the comparison is with the members activated in the period before.',
  },

  // Landing pages: marketReport/pageBrowsingClick.
  'market.page.title': { zh: '页面浏览点击', en: 'Page views and clicks' },
  'market.page.page': { zh: '页面', en: 'Page' },
  'market.page.allPages': { zh: '全部页面', en: 'All pages' },
  'market.page.kind': { zh: '页面类型', en: 'Kind' },
  'market.page.kind.landing': { zh: '推广落地页', en: 'Landing pages' },
  'market.page.kind.h5': { zh: 'H5 页面', en: 'H5 pages' },
  'market.page.name': { zh: '页面名称', en: 'Page' },
  'market.page.url': { zh: '页面地址', en: 'URL' },
  'market.page.views': { zh: '浏览量', en: 'Views' },
  'market.page.visitors': { zh: '独立访客', en: 'Unique visitors' },
  'market.page.clicks': { zh: '点击数', en: 'Clicks' },
  'market.page.ctr': { zh: '点击率', en: 'Click-through rate' },
  'market.page.daily': { zh: '浏览与点击趋势', en: 'Views and clicks over time' },
  'market.page.ctrDaily': { zh: '点击率趋势', en: 'Click-through rate over time' },
  'market.page.table': { zh: '各页面数据', en: 'By page' },
  'market.page.note': {
    zh: '每次点击广告都会打开推广链接的落地页（一次浏览），一台设备算一位访客。落地页的点击为「在 App 中观看」按钮的点击；H5 页面（用户协议、隐私政策等，在短剧分类 › H5 管理中维护）由落地页底部打开，其点击为返回短剧的链接。点击率 = 点击数 ÷ 浏览量。',
    en: 'Every click on an ad opens its promotion link\'s landing page (a view); one device is one visitor. A landing page\'s clicks are on its "Watch in the app" button; the H5 pages (terms, privacy and the like, kept in theater classification › H5 management) are opened from the landing page\'s footer, and their clicks are on the link back to the drama. Click-through rate = clicks ÷ views.',
  },

  // TikTok: marketReport/ttReport.
  'market.tiktok.title': { zh: 'TT报表', en: 'TikTok report' },
  'market.tiktok.dbTable': { zh: 'TikTok 广告账户日数据', en: 'TikTok ad account days' },
  'market.tiktok.currency': { zh: '账户币种', en: 'Account currency' },
  'market.tiktok.spend': { zh: '消耗', en: 'Spend' },
  'market.tiktok.impressions': { zh: '展示数', en: 'Impressions' },
  'market.tiktok.ctr': { zh: '点击率', en: 'CTR' },
  'market.tiktok.cpa': { zh: '激活成本', en: 'Cost per activation' },
  'market.tiktok.payments': { zh: '付费次数', en: 'Payments' },
  'market.tiktok.paymentYen': { zh: '付费金额', en: 'Revenue' },
  'market.tiktok.cpaShort': { zh: '激活成本', en: 'CPA' },
  'market.tiktok.roas': { zh: 'ROAS', en: 'ROAS' },
  'market.tiktok.allCampaigns': { zh: '全部广告系列', en: 'All campaigns' },
  'market.tiktok.moneyDaily': { zh: '消耗与付费', en: 'Spend and payments' },
  'market.tiktok.resultsDaily': { zh: '激活与 ROAS', en: 'Activations and ROAS' },
  'market.tiktok.byCampaign': { zh: '各广告系列', en: 'By campaign' },
  'market.tiktok.byDay': { zh: '每日明细', en: 'By day' },
  'market.tiktok.spendOriginal': { zh: '本期消耗（账户币种 {currency}）：{amount}', en: 'Spend this period (account currency {currency}): {amount}' },
  'market.tiktok.note': {
    zh: '消耗与展示数来自 TikTok 广告账户（美元，按固定汇率换算为日元并列显示）；点击数为 TikTok 推广记录的点击，激活数为当天通过 TikTok 广告组加入的会员，付费为这些会员当天支付成功的订单。选择广告系列可查看该广告系列的每日数据。激活成本 = 消耗 ÷ 激活数，ROAS = 付费金额 ÷ 消耗。',
    en: "Spend and impressions are the TikTok ad account's (US dollars, shown with yen at the fixed rate); clicks are the TikTok promotion records' clicks, activations the members who joined through a TikTok ad group that day, payments their paid orders that day (revenue: what they paid). Choose a campaign to see its days. Cost per activation = spend ÷ activations; ROAS = revenue ÷ spend.",
  },
});

declare module '@/i18n' {
  interface MessageGroups {
    market: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('market', messages);
