import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/** The channel area: companies, channels and distribution. */
const messages = defineMessages({
  'channel.page.tabs': { zh: '渠道管理', en: 'Channel management' },
  'channel.tab.companies': { zh: '渠道公司', en: 'Companies' },
  'channel.tab.channels': { zh: '渠道', en: 'Channels' },
  'channel.tab.console': { zh: '分销控制台', en: 'Distribution console' },
  'channel.tab.orders': { zh: '分销订单', en: 'Distribution orders' },
  'channel.tab.shares': { zh: '分成记录', en: 'Share records' },

  'channel.company.title': { zh: '渠道公司', en: 'channel company' },
  'channel.company.channelCount': { zh: '渠道数', en: 'Channels' },
  'channel.company.search': { zh: '公司名称/联系人/电话', en: 'Name, contact or phone' },
  'channel.company.hasChannels': { zh: '该渠道公司下还有渠道，不能删除', en: 'This company still has channels and cannot be deleted' },
  'channel.company.nameTaken': { zh: '公司名称已存在', en: 'A company with this name already exists' },

  'channel.list.title': { zh: '渠道', en: 'channel' },
  'channel.list.id': { zh: '渠道ID', en: 'Channel ID' },
  'channel.list.name': { zh: '渠道名称', en: 'Channel name' },
  'channel.list.number': { zh: '渠道编号', en: 'Channel number' },
  'channel.list.company': { zh: '渠道公司', en: 'Channel company' },
  'channel.list.sharePercent': { zh: '分成比例', en: 'Share' },
  'channel.list.search': { zh: '渠道名称/编号', en: 'Channel name or number' },
  'channel.channel.nameLength': { zh: '渠道名称长度为2-40个字符', en: 'Channel name must be 2-40 characters' },
  'channel.channel.numberRule': { zh: '渠道编号为2-16位大写字母或数字', en: 'Channel number: 2-16 capital letters or digits' },
  'channel.channel.numberHelp': { zh: '推广链接中使用，不可重复', en: 'Used in promotion links; unique' },
  'channel.channel.numberTaken': { zh: '渠道编号已存在', en: 'This channel number is already used' },
  'channel.channel.shareRule': { zh: '分成比例为0-100的整数', en: 'Share must be a whole number from 0 to 100' },
  'channel.channel.companyMissing': { zh: '该渠道公司不存在', en: 'This channel company does not exist' },
  'channel.channel.hasMembers': { zh: '该渠道下还有会员，不能删除', en: 'This channel still has members and cannot be deleted' },

  'channel.console.period': { zh: '统计周期', en: 'Period' },
  'channel.console.allTime': { zh: '不选择日期即统计全部时间', en: 'Leave the dates blank for all time' },
  'channel.console.links': { zh: '推广链接数', en: 'Promotion links' },
  'channel.console.members': { zh: '获取会员数', en: 'Members acquired' },
  'channel.console.payingMembers': { zh: '付费会员数', en: 'Paying members' },
  'channel.console.recharge': { zh: '充值金额（日元）', en: 'Recharge (yen)' },
  'channel.console.shareAmount': { zh: '分成金额', en: 'Share amount' },
  'channel.console.total': { zh: '合计', en: 'Total' },
  'channel.console.search': { zh: '查询', en: 'Search' },
  'channel.console.reset': { zh: '重置', en: 'Reset' },
  'channel.console.table': { zh: '各渠道分销数据', en: 'Distribution by channel' },
  'channel.console.note': {
    zh: '会员按当前发展渠道归属；获取会员按加入时间统计，付费会员和充值金额按支付时间统计（不含已退款订单）。',
    en: 'Members count for their current development channel; members acquired by join time, paying members and recharge by pay time (refunded orders excluded).',
  },
  'channel.console.empty': { zh: '没有符合条件的渠道', en: 'No channel matches' },

  'channel.order.title': { zh: '分销订单', en: 'distribution order' },
  'channel.order.orderNo': { zh: '订单号', en: 'Order number' },
  'channel.order.member': { zh: '会员', en: 'Member' },
  'channel.order.cardNumber': { zh: '会员卡号', en: 'Card number' },
  'channel.order.type': { zh: '订单类型', en: 'Order type' },
  'channel.order.type.beans': { zh: '金豆充值', en: 'Golden beans' },
  'channel.order.type.vip': { zh: 'VIP', en: 'VIP' },
  'channel.order.amount': { zh: '金额（日元）', en: 'Amount (yen)' },
  'channel.order.status': { zh: '订单状态', en: 'Status' },
  'channel.order.status.paid': { zh: '已支付', en: 'Paid' },
  'channel.order.status.refunded': { zh: '已退款', en: 'Refunded' },
  'channel.order.payTime': { zh: '支付时间', en: 'Pay time' },
  'channel.order.period': { zh: '支付时间', en: 'Pay time' },
  'channel.order.search': { zh: '订单号/会员/卡号', en: 'Order, member or card' },

  'channel.share.title': { zh: '分成记录', en: 'share record' },
  'channel.share.month': { zh: '月份', en: 'Month' },
  'channel.share.orders': { zh: '订单数', en: 'Orders' },
  'channel.share.status': { zh: '结算状态', en: 'Settlement' },
  'channel.share.status.settled': { zh: '已结算', en: 'Settled' },
  'channel.share.status.pending': { zh: '待结算', en: 'Pending' },

  'channel.table.channels': { zh: '渠道', en: 'Channels' },
  'channel.table.links': { zh: '推广链接', en: 'Promotion links' },
  'channel.field.url': { zh: '链接', en: 'Link' },
  'channel.field.linkName': { zh: '链接名称', en: 'Link name' },
  'channel.field.channelId': { zh: '渠道', en: 'Channel' },

  // Promotion links (issue #14: the generator of toolCategory/generationLinks writes them).
  'channel.field.dramaId': { zh: '短剧', en: 'Drama' },
  'channel.field.startEpisode': { zh: '起始集数', en: 'Start episode' },
  'channel.field.pixelId': { zh: '回传配置', en: 'Feedback configuration' },
  'channel.field.utmSource': { zh: '来源（utm_source）', en: 'Source (utm_source)' },
  'channel.field.utmMedium': { zh: '媒介（utm_medium）', en: 'Medium (utm_medium)' },
  'channel.field.utmCampaign': { zh: '活动（utm_campaign）', en: 'Campaign (utm_campaign)' },
  'channel.field.utmContent': { zh: '内容（utm_content）', en: 'Content (utm_content)' },
  'channel.field.operator': { zh: '生成人', en: 'Generated by' },
  'channel.link.channelMissing': { zh: '该渠道不存在', en: 'This channel does not exist' },
  'channel.link.dramaMissing': { zh: '该短剧不存在', en: 'This drama does not exist' },
  'channel.link.dramaOffShelf': { zh: '该短剧未上架，不能生成推广链接', en: 'This drama is not on the shelf: no promotion link can be made for it' },
  'channel.link.episodeUnreleased': { zh: '第 {episode} 集尚未上线（已上线 {released} 集）', en: 'Episode {episode} is not released yet ({released} released)' },
});

declare module '@/i18n' {
  interface MessageGroups {
    channel: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('channel', messages);
