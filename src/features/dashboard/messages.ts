import { defineMessages } from '@/i18n/define';
import { registerMessages } from '@/i18n';

/** The dashboard (/home/index). */
const messages = defineMessages({
  'dashboard.title': { zh: '首页数据概览', en: 'Dashboard' },
  'dashboard.note': {
    zh: '付费金额为所选周期内已支付订单的实付金额（日元，按支付时间计，与 VIP 订单和充值订单列表一致，不含退款）；付费人数按人计，每人只计一次；复购为此前已付费过的会员的付费订单；观看人数按观看方式分为 VIP、金豆与免费，每人只归入一类。',
    en: 'The payment amount is what the paid orders of the period brought in (yen, by payment time, as the VIP and recharge order lists show them; refunds left out). Payers are people, each counted once; reorders are paid orders of members who had paid before. Viewers are split by how they watched (VIP, golden beans or free), each in one class.',
  },
  'dashboard.newUsers': { zh: '新增用户', en: 'New users' },
  'dashboard.paymentCount': { zh: '付费次数', en: 'Payments' },
  'dashboard.payers': { zh: '付费人数', en: 'Payers' },
  'dashboard.paymentAmount': { zh: '付费金额（日元）', en: 'Payment amount (yen)' },
  'dashboard.rechargeOrders': { zh: '金豆充值订单', en: 'Golden-bean recharge orders' },
  'dashboard.vipOrders': { zh: '会员订单', en: 'Membership orders' },
  'dashboard.reorders': { zh: '复购订单', en: 'Reorders' },
  'dashboard.viewers': { zh: '观看人数', en: 'Viewers' },
  'dashboard.trend': { zh: '付费与新增趋势', en: 'Payments and new users' },
  'dashboard.orderTypes': { zh: '付费订单构成', en: 'Paid orders by type' },
  'dashboard.orderType': { zh: '订单类型', en: 'Order type' },
  'dashboard.orderType.vip': { zh: '会员订单', en: 'Membership' },
  'dashboard.orderType.beans': { zh: '金豆充值', en: 'Golden-bean recharge' },
  'dashboard.orders': { zh: '订单数', en: 'Orders' },
  'dashboard.amount': { zh: '金额（日元）', en: 'Amount (yen)' },
  'dashboard.viewerSplit': { zh: '观看用户构成', en: 'Viewers by how they watched' },
  'dashboard.viewerClass': { zh: '观看方式', en: 'Watched with' },
  'dashboard.viewerClass.vip': { zh: 'VIP 观看', en: 'VIP' },
  'dashboard.viewerClass.beans': { zh: '金豆观看', en: 'Golden beans' },
  'dashboard.viewerClass.free': { zh: '免费观看', en: 'Free' },
  'dashboard.ranking': { zh: '短剧观看排行（前10）', en: 'Drama viewing ranking (top 10)' },
  'dashboard.rank': { zh: '排名', en: 'Rank' },
  'dashboard.dramaId': { zh: '短剧ID', en: 'Drama ID' },
  'dashboard.dramaName': { zh: '短剧名称', en: 'Drama' },
  'dashboard.views': { zh: '播放次数', en: 'Views' },
  'dashboard.openDrama': { zh: '打开短剧《{name}》', en: 'Open the drama {name}' },
  'dashboard.copyright.title': { zh: '版权预警', en: 'Copyright alerts' },
  'dashboard.copyright.hint': {
    zh: '版权已过期或将在 {days} 天内到期的短剧（系统配置中的预警天数），最早到期的在前。',
    en: 'Dramas whose copyright has expired or ends within {days} days (the alert setting of the system configuration), soonest first.',
  },
  'dashboard.copyright.none': { zh: '没有版权已过期或即将到期的短剧', en: 'No drama’s copyright has expired or is about to' },
  'dashboard.copyright.expired': { zh: '已过期', en: 'Expired' },
  'dashboard.copyright.daysLeft': { zh: '剩余 {days} 天', en: 'Days left: {days}' },
  'dashboard.copyright.expiry': { zh: '到期时间 {time}', en: 'Ends {time}' },
  'dashboard.copyright.more': { zh: '另有 {count} 部，见短剧内容列表', en: '{count} more in the drama list' },
  'dashboard.noAccess': {
    zh: '您的角色没有任何统计报表的权限，首页不显示经营数据。',
    en: 'Your role has none of the statistical reports, so the dashboard shows no business figures.',
  },
});

declare module '@/i18n' {
  interface MessageGroups {
    dashboard: typeof messages;
  }
}

export default registerMessages('dashboard', messages);
