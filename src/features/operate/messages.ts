import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/*
 * The operate area's messages, in two groups: `operate` for the money side (issue #11) and
 * `operateEngagement` for the engagement side (issue #12). Each side writes only in its own group.
 */

/** The money side: VIP, orders, packages, card codes, white list, attribution. */
const money = defineMessages({
  'operate.area': { zh: '运营管理', en: 'Operations' },
  'operate.tabs': { zh: '页面内容', en: 'Page sections' },
  'operate.openMember': { zh: '查看会员', en: 'Open member' },
  'operate.sold': { zh: '已售', en: 'Sold' },

  /* VIP types (operate/vipManagement) */
  'operate.vipType.title': { zh: 'VIP类型', en: 'VIP type' },
  'operate.vipType.table': { zh: 'VIP类型', en: 'VIP types' },
  'operate.vipType.name': { zh: '类型名称', en: 'Name' },
  'operate.vipType.days': { zh: '周期（天）', en: 'Period (days)' },
  'operate.vipType.price': { zh: '价格', en: 'Price' },
  'operate.vipType.currency': { zh: '币种', en: 'Currency' },
  'operate.vipType.firstPrice': { zh: '首期价格', en: 'First-period price' },
  'operate.vipType.firstPriceHelp': { zh: '首个周期的优惠价；留空表示首期按原价', en: 'A discount for the first period; blank: the first period costs the price' },
  'operate.vipType.autoRenew': { zh: '自动续费', en: 'Auto-renew' },
  'operate.vipType.sort': { zh: '排序', en: 'Order' },
  'operate.vipType.enabled': { zh: '启用', en: 'Enabled' },
  'operate.vipType.activeMembers': { zh: '生效会员数', en: 'Active VIPs' },
  'operate.vipType.search': { zh: '类型名称', en: 'Name' },
  'operate.vipType.nameLength': { zh: '类型名称长度为2-20个字符', en: 'Name must be 2-20 characters' },
  'operate.vipType.nameTaken': { zh: '类型名称已存在', en: 'A VIP type with this name already exists' },
  'operate.vipType.daysRule': { zh: '周期为1-3660的整数天数', en: 'Period: a whole number of days from 1 to 3660' },
  'operate.vipType.priceRule': { zh: '价格须大于0，最多两位小数（日元、新台币、韩元为整数）', en: 'Price must be above 0, with at most two decimals (whole numbers for yen, TWD and KRW)' },
  'operate.vipType.firstPriceRule': { zh: '首期价格须大于0且不高于价格', en: 'The first-period price must be above 0 and not above the price' },
  'operate.vipType.sortRule': { zh: '排序为0-9999的整数', en: 'Order: a whole number from 0 to 9999' },
  'operate.vipType.inUse': { zh: '该VIP类型已有订单或VIP记录，不能删除，可停用', en: 'This VIP type has orders or VIP records and cannot be deleted; disable it instead' },

  /* VIP records */
  'operate.vipRecord.title': { zh: 'VIP记录', en: 'VIP record' },
  'operate.vipRecord.table': { zh: 'VIP记录', en: 'VIP records' },
  'operate.vipRecord.member': { zh: '会员', en: 'Member' },
  'operate.vipRecord.cardNumber': { zh: '会员卡号', en: 'Card number' },
  'operate.vipRecord.startTime': { zh: '开始时间', en: 'Start' },
  'operate.vipRecord.expiryTime': { zh: '到期时间', en: 'Expiry' },
  'operate.vipRecord.source': { zh: '来源', en: 'Source' },
  'operate.vipRecord.source.order': { zh: '订单', en: 'Order' },
  'operate.vipRecord.source.cardCode': { zh: '卡密兑换', en: 'Card code' },
  'operate.vipRecord.source.admin': { zh: '后台设置', en: 'Set by an operator' },
  'operate.vipRecord.orderNo': { zh: '订单号', en: 'Order number' },
  'operate.vipRecord.cardCode': { zh: '兑换码', en: 'Redemption code' },
  'operate.vipRecord.operator': { zh: '操作人', en: 'Operator' },
  'operate.vipRecord.search': { zh: '会员卡号/名称', en: 'Card number or name' },
  'operate.vipRecord.state': { zh: '状态', en: 'State' },
  'operate.vipRecord.state.active': { zh: '生效中', en: 'Active' },
  'operate.vipRecord.state.ended': { zh: '已结束', en: 'Ended' },

  /* Orders (operate/vipOrders, operate/rechargeOrders) */
  'operate.order.table': { zh: '订单', en: 'Orders' },
  'operate.order.vipTitle': { zh: 'VIP订单', en: 'VIP order' },
  'operate.order.rechargeTitle': { zh: '充值订单', en: 'recharge order' },
  'operate.order.orderNo': { zh: '订单号', en: 'Order number' },
  'operate.order.type': { zh: '订单类型', en: 'Order type' },
  'operate.order.type.vip': { zh: 'VIP订阅', en: 'VIP' },
  'operate.order.type.beans': { zh: '金豆充值', en: 'Golden beans' },
  'operate.order.status': { zh: '订单状态', en: 'Status' },
  'operate.order.status.unpaid': { zh: '未支付', en: 'Unpaid' },
  'operate.order.status.paid': { zh: '已支付', en: 'Paid' },
  'operate.order.status.refunded': { zh: '已退款', en: 'Refunded' },
  'operate.order.status.failed': { zh: '支付失败', en: 'Failed' },
  'operate.order.member': { zh: '会员', en: 'Member' },
  'operate.order.memberSearch': { zh: '会员卡号/名称', en: 'Member card or name' },
  'operate.order.cardNumber': { zh: '会员卡号', en: 'Card number' },
  'operate.order.channel': { zh: '渠道', en: 'Channel' },
  'operate.order.attributionType': { zh: '归因类型', en: 'Attribution' },
  'operate.order.drama': { zh: '购买短剧', en: 'Drama' },
  'operate.order.episode': { zh: '集数', en: 'Episode' },
  'operate.order.vipType': { zh: 'VIP类型', en: 'VIP type' },
  'operate.order.package': { zh: '金豆套餐', en: 'Package' },
  'operate.order.itemName': { zh: '商品名称', en: 'Item' },
  'operate.order.period': { zh: '期数', en: 'Period' },
  'operate.order.firstPeriod': { zh: '首期', en: 'First period' },
  'operate.order.currency': { zh: '币种', en: 'Currency' },
  'operate.order.amount': { zh: '订单金额', en: 'Amount' },
  'operate.order.paidAmount': { zh: '实付金额', en: 'Paid' },
  'operate.order.amountOriginal': { zh: '订单金额（原币）', en: 'Amount (original)' },
  'operate.order.paidOriginal': { zh: '实付金额（原币）', en: 'Paid (original)' },
  'operate.order.beans': { zh: '基础金豆', en: 'Base beans' },
  'operate.order.giftBeans': { zh: '赠送金豆', en: 'Gift beans' },
  'operate.order.payPlatform': { zh: '支付平台', en: 'Platform' },
  'operate.order.thirdPartyNo': { zh: '第三方订单号', en: 'Third-party number' },
  'operate.order.createTime': { zh: '下单时间', en: 'Created' },
  'operate.order.payTime': { zh: '支付时间', en: 'Paid at' },
  'operate.order.refundTime': { zh: '退款时间', en: 'Refunded at' },
  'operate.order.count': { zh: '订单数', en: 'Orders' },
  'operate.order.paidTotal': { zh: '实付金额合计（日元）', en: 'Paid in all (yen)' },
  'operate.order.supplement': { zh: '补单', en: 'Supplement' },
  'operate.order.supplementConfirm': {
    zh: '确认订单 {orderNo} 已到账并补单？会员将获得所购商品（{item}）。',
    en: 'Mark order {orderNo} as paid? The member gets what it bought ({item}).',
  },
  'operate.order.supplementFailed': { zh: '补单失败', en: 'Supplement failed' },
  'operate.order.notSupplementable': { zh: '只有未支付或支付失败的订单可以补单', en: 'Only unpaid or failed orders can be supplemented' },
  'operate.order.soldOut': { zh: '该套餐已售罄，不能补单', en: 'This package is sold out; the order cannot be supplemented' },
  'operate.order.thirdPartyNoLength': { zh: '第三方订单号最多64个字符', en: 'The third-party number is at most 64 characters' },

  /* Attribution types (orders) */
  'operate.attribution.type.natural': { zh: '自然归因', en: 'Natural' },
  'operate.attribution.type.channel': { zh: '渠道归因', en: 'Channel' },
  'operate.attribution.type.oldUser': { zh: '老用户归因', en: 'Returning user' },

  /* Golden-bean packages (operate/packageManagement) */
  'operate.package.title': { zh: '金豆套餐', en: 'package' },
  'operate.package.table': { zh: '金豆套餐', en: 'Golden-bean packages' },
  'operate.package.name': { zh: '套餐名称', en: 'Name' },
  'operate.package.type': { zh: '套餐类型', en: 'Type' },
  'operate.package.type.regular': { zh: '常规套餐', en: 'Regular' },
  'operate.package.type.firstRecharge': { zh: '首充套餐', en: 'First recharge' },
  'operate.package.type.limited': { zh: '限量套餐', en: 'Limited' },
  'operate.package.purchaseLimit': { zh: '限购次数', en: 'Purchase limit' },
  'operate.package.purchaseLimitHelp': { zh: '每位会员最多购买次数；留空表示不限', en: 'How many times a member may buy it; blank: no limit' },
  'operate.package.beans': { zh: '基础金豆', en: 'Base beans' },
  'operate.package.giftBeans': { zh: '赠送金豆', en: 'Gift beans' },
  'operate.package.price': { zh: '价格（日元）', en: 'Price (yen)' },
  'operate.package.percentage': { zh: '百分比', en: 'Percentage' },
  'operate.package.percentageHelp': { zh: 'App 中套餐角标显示的赠送比例，0-100', en: 'The bonus badge the app shows on the package, 0-100' },
  'operate.package.circulation': { zh: '发行量', en: 'Circulation' },
  'operate.package.circulationHelp': { zh: '可售出的总份数；留空表示不限量', en: 'How many can be sold in all; blank: unlimited' },
  'operate.package.remaining': { zh: '剩余发行量', en: 'Left to sell' },
  'operate.package.unlimited': { zh: '不限量', en: 'Unlimited' },
  'operate.package.sort': { zh: '排序', en: 'Order' },
  'operate.package.enabled': { zh: '启用', en: 'Enabled' },
  'operate.package.search': { zh: '套餐名称', en: 'Name' },
  'operate.package.nameLength': { zh: '套餐名称长度为2-20个字符', en: 'Name must be 2-20 characters' },
  'operate.package.nameTaken': { zh: '套餐名称已存在', en: 'A package with this name already exists' },
  'operate.package.beansRule': { zh: '金豆数量为0-10000000的整数', en: 'Beans: a whole number from 0 to 10,000,000' },
  'operate.package.baseBeansRule': { zh: '基础金豆为1-10000000的整数', en: 'Base beans: a whole number from 1 to 10,000,000' },
  'operate.package.priceRule': { zh: '价格为1-1000000的整数（日元）', en: 'Price: a whole number of yen from 1 to 1,000,000' },
  'operate.package.limitRule': { zh: '限购次数为1-999的整数，留空表示不限', en: 'Purchase limit: a whole number from 1 to 999, or blank for none' },
  'operate.package.circulationRule': { zh: '发行量为1-10000000的整数，留空表示不限量', en: 'Circulation: a whole number from 1 to 10,000,000, or blank for unlimited' },
  'operate.package.circulationBelowSold': { zh: '发行量不能少于已售出的份数', en: 'Circulation cannot be below what has already sold' },
  'operate.package.inUse': { zh: '该套餐已有订单或卡密，不能删除，可停用', en: 'This package has orders or card codes and cannot be deleted; disable it instead' },
  'operate.package.firstRechargeLimit': { zh: '首充套餐每位会员只能购买一次，限购次数须为1', en: 'A first-recharge package is bought once per member: its purchase limit must be 1' },

  /* Card codes (operate/cardSecurity) */
  'operate.card.codesTab': { zh: '卡密列表', en: 'Card codes' },
  'operate.card.batchesTab': { zh: '卡密批次', en: 'Batches' },
  'operate.card.title': { zh: '卡密', en: 'card code' },
  'operate.card.codeTable': { zh: '卡密', en: 'Card codes' },
  'operate.card.batchTitle': { zh: '卡密批次', en: 'batch' },
  'operate.card.batchTable': { zh: '卡密批次', en: 'Card batches' },
  'operate.card.code': { zh: '兑换码', en: 'Redemption code' },
  'operate.card.batch': { zh: '批次', en: 'Batch' },
  'operate.card.name': { zh: '卡密名称', en: 'Name' },
  'operate.card.kind': { zh: '卡密类型', en: 'Type' },
  'operate.card.kind.vip': { zh: 'VIP', en: 'VIP' },
  'operate.card.kind.beans': { zh: '金豆套餐', en: 'Golden-bean package' },
  'operate.card.item': { zh: '兑换内容', en: 'Gives' },
  'operate.card.status': { zh: '状态', en: 'Status' },
  'operate.card.status.unused': { zh: '待使用', en: 'To be used' },
  'operate.card.status.used': { zh: '已使用', en: 'Used' },
  'operate.card.status.void': { zh: '已作废', en: 'Voided' },
  'operate.card.member': { zh: '兑换会员', en: 'Redeemed by' },
  'operate.card.usedTime': { zh: '使用时间', en: 'Used at' },
  'operate.card.voidTime': { zh: '作废时间', en: 'Voided at' },
  'operate.card.quantity': { zh: '数量', en: 'Quantity' },
  'operate.card.unused': { zh: '待使用', en: 'To be used' },
  'operate.card.used': { zh: '已使用', en: 'Used' },
  'operate.card.voided': { zh: '已作废', en: 'Voided' },
  'operate.card.operator': { zh: '操作人', en: 'Operator' },
  'operate.card.createTime': { zh: '生成时间', en: 'Generated' },
  'operate.card.generate': { zh: '生成卡密', en: 'Generate codes' },
  'operate.card.generateTitle': { zh: '生成卡密', en: 'Generate card codes' },
  'operate.card.generateHint': {
    zh: '兑换码随机生成（16位，不含易混淆字符），全局唯一；生成后可按批次导出发放。',
    en: 'Codes are random (16 characters, none easily confused) and unique; export the batch to hand them out.',
  },
  'operate.card.vipType': { zh: 'VIP类型', en: 'VIP type' },
  'operate.card.package': { zh: '金豆套餐', en: 'Golden-bean package' },
  'operate.card.kindRequired': { zh: '请选择卡密类型', en: 'Choose the type of code' },
  'operate.card.itemRequired': { zh: '请选择兑换内容', en: 'Choose what the codes give' },
  'operate.card.itemMissing': { zh: '所选VIP类型或金豆套餐不存在', en: 'The chosen VIP type or package does not exist' },
  'operate.card.nameRequired': { zh: '请输入卡密名称', en: 'Enter a name' },
  'operate.card.nameLength': { zh: '卡密名称长度为2-30个字符', en: 'Name must be 2-30 characters' },
  'operate.card.quantityRule': { zh: '数量为1-10000的整数', en: 'Quantity: a whole number from 1 to 10,000' },
  'operate.card.generated': { zh: '生成成功：{name}，共 {count} 个兑换码', en: 'Generated {count} codes: {name}' },
  'operate.card.search': { zh: '兑换码', en: 'Code' },
  'operate.card.void': { zh: '作废', en: 'Void' },
  'operate.card.voidSelected': { zh: '作废选中', en: 'Void selected' },
  'operate.card.voidConfirm': {
    zh: '确定作废选中的 {count} 个兑换码吗？作废后不能再兑换，也不能恢复。',
    en: 'Void the {count} selected codes? They can no longer be redeemed, and this cannot be undone.',
  },
  'operate.card.voidSuccess': { zh: '已作废 {count} 个兑换码', en: '{count} codes voided' },
  'operate.card.voidFailed': { zh: '作废失败', en: 'Void failed' },
  'operate.card.voidNone': { zh: '请选择待使用的兑换码', en: 'Choose codes that are to be used' },
  'operate.card.notVoidable': { zh: '只能作废待使用的兑换码：{code} 已使用或已作废', en: 'Only codes to be used can be voided: {code} is used or voided' },
  'operate.card.viewCodes': { zh: '查看卡密', en: 'View codes' },
  'operate.card.exportBatch': { zh: '导出本批', en: 'Export batch' },

  /* White list (operate/whiteList) */
  'operate.white.title': { zh: '白名单', en: 'white list entry' },
  'operate.white.table': { zh: '白名单', en: 'White list' },
  'operate.white.member': { zh: '会员', en: 'Member' },
  'operate.white.cardNumber': { zh: '会员卡号', en: 'Card number' },
  'operate.white.phone': { zh: '手机号', en: 'Phone' },
  'operate.white.email': { zh: '邮箱', en: 'E-mail' },
  'operate.white.status': { zh: '状态', en: 'Status' },
  'operate.white.enabled': { zh: '启用', en: 'Enabled' },
  'operate.white.disabled': { zh: '停用', en: 'Disabled' },
  'operate.white.remark': { zh: '备注', en: 'Remark' },
  'operate.white.operator': { zh: '操作人', en: 'Operator' },
  'operate.white.search': { zh: '会员卡号/名称/手机号/邮箱', en: 'Card, name, phone or e-mail' },
  'operate.white.add': { zh: '添加会员', en: 'Add member' },
  'operate.white.addTitle': { zh: '添加白名单会员', en: 'Add a member to the white list' },
  'operate.white.keyword': { zh: '会员卡号、手机号或邮箱', en: 'Card number, phone or e-mail' },
  'operate.white.keywordHint': { zh: '卡号或手机号可输入至少4位查找', en: 'Card numbers and phones can be searched from 4 characters' },
  'operate.white.find': { zh: '查找', en: 'Find' },
  'operate.white.results': { zh: '查找结果', en: 'Members found' },
  'operate.white.noMatch': { zh: '没有找到匹配的会员', en: 'No member matches' },
  'operate.white.pick': { zh: '选择 {name}（{card}）', en: 'Choose {name} ({card})' },
  'operate.white.listed': { zh: '已在白名单中', en: 'Already on the list' },
  'operate.white.chosen': { zh: '已选择：{name}（{card}）', en: 'Chosen: {name} ({card})' },
  'operate.white.keywordRequired': { zh: '请输入会员卡号、手机号或邮箱', en: 'Enter a card number, phone or e-mail' },
  'operate.white.keywordShort': { zh: '请至少输入4个字符', en: 'Enter at least 4 characters' },
  'operate.white.memberRequired': { zh: '请先查找并选择会员', en: 'Find and choose a member first' },
  'operate.white.memberMissing': { zh: '该会员不存在', en: 'This member does not exist' },
  'operate.white.duplicate': { zh: '该会员已在白名单中', en: 'This member is already on the white list' },
  'operate.white.remarkLength': { zh: '备注最多100个字符', en: 'Remark: at most 100 characters' },

  /* Self-attribution (operate/selfAttributionConfiguration) */
  'operate.attribution.table': { zh: '自归因配置', en: 'Self-attribution settings' },
  'operate.attribution.heading': { zh: '归因来源', en: 'Attribution sources' },
  'operate.attribution.intro': {
    zh: '选择由本平台自行归因的来源：自然归因，或一个或多个推广渠道。归因结果决定订单的归因类型和向广告平台的推广回传。',
    en: 'Choose what this platform attributes by itself: natural attribution, or one or more promotion channels. Attribution decides orders’ attribution type and the promotion feedback sent to ad platforms.',
  },
  'operate.attribution.natural': { zh: '自然归因', en: 'Natural attribution' },
  'operate.attribution.naturalHint': { zh: '不按渠道归因，全部视为自然流量', en: 'No channel is credited: all traffic counts as natural' },
  'operate.attribution.channels': { zh: '推广渠道', en: 'Promotion channels' },
  'operate.attribution.channelCount': { zh: '已选择 {count} 个渠道', en: '{count} channels chosen' },
  'operate.attribution.allChannels': { zh: '全选渠道', en: 'All channels' },
  'operate.attribution.naturalExclusive': { zh: '自然归因不能与其他渠道同时选择', en: 'Natural attribution cannot be chosen together with other channels' },
  'operate.attribution.required': { zh: '请选择自然归因或至少一个渠道', en: 'Choose natural attribution or at least one channel' },
  'operate.attribution.channelMissing': { zh: '所选渠道不存在', en: 'A chosen channel does not exist' },
  'operate.attribution.window': { zh: '老用户归因窗口', en: 'Old-user attribution window' },
  'operate.attribution.windowValue': { zh: '{days} 天', en: '{days} days' },
  'operate.attribution.windowHint': {
    zh: '老用户通过推广链接回访后，在此天数内的付费计入该渠道。该设置在系统设置中修改。',
    en: 'A returning user’s payments within this many days of coming back through a promotion link count for the channel. Change it in the system settings.',
  },
  'operate.attribution.openSettings': { zh: '前往系统设置', en: 'Open system settings' },
  'operate.attribution.updated': { zh: '最后修改：{time}，{who}', en: 'Last changed {time} by {who}' },
  'operate.attribution.notYet': { zh: '尚未修改', en: 'Never changed' },
  'operate.attribution.updateTime': { zh: '修改时间', en: 'Changed at' },
  'operate.attribution.updatedBy': { zh: '修改人', en: 'Changed by' },
  'operate.attribution.save': { zh: '保存', en: 'Save' },
  'operate.attribution.revert': { zh: '撤销修改', en: 'Undo changes' },

  /* Currencies */
  'operate.currency.JPY': { zh: '日元', en: 'Japanese yen' },
  'operate.currency.USD': { zh: '美元', en: 'US dollar' },
  'operate.currency.TWD': { zh: '新台币', en: 'New Taiwan dollar' },
  'operate.currency.HKD': { zh: '港币', en: 'Hong Kong dollar' },
  'operate.currency.KRW': { zh: '韩元', en: 'Korean won' },

  /* Labels of tables the operation log names */
  'operate.redemption.table': { zh: '卡密兑换记录', en: 'Card redemptions' },
  'operate.redemption.code': { zh: '兑换码', en: 'Code' },
});

/* ------------------------------------------------------------------------------------------------
 * (the engagement side below)
 *
 *
 *
 * ---------------------------------------------------------------------------------------------- */

/** The engagement side: tasks, sign-in, ticker, popups, internal and automatic messages. */
const engagement = defineMessages({
  'operate.engagement.area': { zh: '运营活动', en: 'Engagement' },
});

declare module '@/i18n' {
  interface MessageGroups {
    operate: typeof money;
    operateEngagement: typeof engagement;
  }
}

registerMessages('operateEngagement', engagement);
/** Importing this module registers both groups. */
export default registerMessages('operate', money);
