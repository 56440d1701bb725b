import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/** Message push: create a push, the push records. */
const messages = defineMessages({
  'push.table.pushes': { zh: '推送', en: 'Pushes' },
  'push.table.failures': { zh: '推送失败记录', en: 'Failed deliveries' },

  'push.field.title': { zh: '推送标题', en: 'Title' },
  'push.field.content': { zh: '推送内容', en: 'Content' },
  'push.field.language': { zh: '推送语言', en: 'Written in' },
  'push.field.trigger': { zh: '触发方式', en: 'Trigger' },
  'push.field.sendAt': { zh: '发送时间', en: 'Send at' },
  'push.field.triggerSegment': { zh: '触发分群', en: 'Trigger segment' },
  'push.field.target': { zh: '推送对象', en: 'Audience' },
  'push.field.segment': { zh: '对象分群', en: 'Audience segment' },
  'push.field.members': { zh: '指定会员', en: 'Chosen members' },
  'push.field.sentTo': { zh: '已推送会员', en: 'Sent to' },
  'push.field.targetCount': { zh: '目标人数', en: 'Targets' },
  'push.field.successCount': { zh: '成功数', en: 'Success' },
  'push.field.failCount': { zh: '失败数', en: 'Fail' },
  'push.field.status': { zh: '推送状态', en: 'Status' },
  'push.field.deliveryRate': { zh: '送达率', en: 'Delivery rate' },
  'push.field.time': { zh: '推送时间', en: 'Time' },
  'push.field.createdBy': { zh: '创建人', en: 'Created by' },
  'push.field.kind': { zh: '类型', en: 'Type' },
  'push.field.testCount': { zh: '测试发送人数', en: 'Test recipients' },
  'push.field.waitingCount': { zh: '等待送达', en: 'Waiting' },
  'push.field.waitingUntil': { zh: '等待至（会员时区）', en: 'Held until (member’s zone)' },
  'push.field.cappedCount': { zh: '超上限未发', en: 'Left out (cap)' },
  'push.field.test': { zh: '测试发送', en: 'Test send' },
  'push.field.later': { zh: '延后送达', en: 'Later deliveries' },
  'push.field.cap': { zh: '每日上限', en: 'Daily cap' },
  'push.kind.live': { zh: '正式', en: 'Live' },
  'push.kind.test': { zh: '测试', en: 'Test' },
  'push.summary.targets': { zh: '目标人数合计（不含测试）', en: 'Targets (tests excluded)' },
  'push.summary.success': { zh: '成功数合计（不含测试）', en: 'Delivered (tests excluded)' },
  'push.summary.waiting': { zh: '等待送达合计', en: 'Waiting' },

  'push.language.ZH': { zh: '中文', en: 'Chinese' },
  'push.language.EN': { zh: '英文', en: 'English' },
  'push.language.JA': { zh: '日文', en: 'Japanese' },
  'push.trigger.now': { zh: '立即推送', en: 'Immediately' },
  'push.trigger.scheduled': { zh: '定时推送', en: 'At a time' },
  'push.trigger.segment': { zh: '按分群触发', en: 'By segment' },
  'push.status.pending': { zh: '待发送', en: 'Pending' },
  'push.status.success': { zh: '成功', en: 'Delivered' },
  'push.status.partial': { zh: '部分成功', en: 'Partly delivered' },
  'push.status.fail': { zh: '失败', en: 'Failed' },
  'push.target.all': { zh: '全部用户', en: 'All users' },
  'push.target.users': { zh: '指定用户', en: 'Chosen users' },
  'push.target.segment': { zh: '用户分群', en: 'User segment' },
  'push.reason.tokenExpired': { zh: '推送令牌失效', en: 'Push token expired' },
  'push.reason.uninstalled': { zh: '应用已卸载', en: 'App uninstalled' },
  'push.reason.notificationsOff': { zh: '通知权限已关闭', en: 'Notifications turned off' },
  'push.reason.timeout': { zh: '推送服务超时', en: 'Push service timed out' },

  'push.titleRule': { zh: '推送标题为 1-50 个字符，不能包含不可见字符', en: 'The title takes 1-50 characters, none of them invisible' },
  'push.contentRule': { zh: '推送内容为 1-500 个字符', en: 'The content takes 1-500 characters' },
  'push.languageRequired': { zh: '请选择语言', en: 'Choose the language' },
  'push.triggerRequired': { zh: '请选择触发方式', en: 'Choose the trigger mode' },
  'push.triggerSegmentRequired': { zh: '请选择触发分群', en: 'Choose the segment that triggers it' },
  'push.sendAtRequired': { zh: '请选择发送时间', en: 'Choose when to send it' },
  'push.sendAtFuture': { zh: '发送时间须晚于当前时间', en: 'The send time must be in the future' },

  // push/createPush
  'push.create.title': { zh: '创建推送', en: 'Create push' },
  'push.create.content': { zh: '推送内容', en: 'The push' },
  'push.create.audience': { zh: '推送对象', en: 'Audience' },
  'push.create.triggerHint.now': { zh: '发布后立即推送给推送对象', en: 'Sent to the audience as soon as it is published' },
  'push.create.triggerHint.scheduled': { zh: '按服务器时间（演示时钟）到点推送', en: 'Sent when the server’s time (the demo clock) reaches it' },
  'push.create.triggerHint.segment': { zh: '推送对象中的会员进入该分群时推送，每人一次；发布时已在分群中的会员立即收到', en: 'Sent to members of the audience as they enter the segment, once each; those in it already get it on publishing' },
  'push.create.publish': { zh: '发布推送', en: 'Publish' },
  'push.create.reset': { zh: '清空', en: 'Clear' },
  'push.create.confirm.now': { zh: '确定发布「{title}」吗？将立即推送给 {count} 名会员。', en: 'Publish “{title}”? It goes out now. Recipients: {count}.' },
  'push.create.confirm.scheduled': { zh: '确定发布「{title}」吗？将于 {time} 推送给届时的推送对象。', en: 'Publish “{title}”? It goes out at {time} to the audience as it is then.' },
  'push.create.confirm.segment': { zh: '确定发布「{title}」吗？推送对象中的会员进入分群时推送，现有 {count} 名会员将立即收到。', en: 'Publish “{title}”? Members of the audience get it as they enter the segment; in it now, getting it at once: {count}.' },
  'push.create.done': { zh: '「{title}」已发布：目标 {target} 人，成功 {success}，失败 {fail}', en: '“{title}” published: {target} targeted, {success} succeeded, {fail} failed' },
  'push.create.doneScheduled': { zh: '「{title}」已发布，将于 {time} 推送', en: '“{title}” published: it goes out at {time}' },
  'push.create.records': { zh: '查看推送记录', en: 'Open push records' },
  'push.preview.title': { zh: '手机通知预览', en: 'Phone preview' },
  'push.preview.app': { zh: '短剧', en: 'Drama' },
  'push.preview.now': { zh: '现在', en: 'now' },
  'push.preview.titlePlaceholder': { zh: '推送标题', en: 'Push title' },
  'push.preview.contentPlaceholder': { zh: '推送内容会显示在这里', en: 'The content shows here' },
  'push.preview.lockScreen': { zh: '锁屏通知', en: 'Lock screen' },
  'push.preview.clock': { zh: '{time}', en: '{time}' },
  'push.preview.described': { zh: '通知预览：{app}，{title}，{content}', en: 'Notification preview: {app}, {title}, {content}' },

  // push/pushRecord
  'push.record.title': { zh: '推送记录', en: 'Push record' },
  'push.failures': { zh: '失败明细', en: 'Failed recipients' },
  'push.failure.cardNumber': { zh: '会员卡号', en: 'Card number' },
  'push.failure.member': { zh: '会员', en: 'Member' },
  'push.failure.reason': { zh: '失败原因', en: 'Reason' },
  'push.failure.attempts': { zh: '尝试次数', en: 'Attempts' },
  'push.failure.resolved': { zh: '重发成功', en: 'Resent' },
  'push.failure.time': { zh: '最近尝试', en: 'Last attempt' },
  'push.resend': { zh: '重发失败推送', en: 'Resend failed' },
  'push.resend.confirm': { zh: '确定向「{title}」的 {count} 名失败会员重新推送吗？', en: 'Resend “{title}” to its failed recipients ({count})?' },
  'push.resend.done': { zh: '重发完成：{reached, number} 人成功，{left, number} 人仍失败', en: 'Resent: {reached, number} reached, {left, number} still failing' },
  'push.resend.nothing': { zh: '该推送没有需要重发的失败记录', en: 'This push has no failed recipients to resend to' },
  'push.record.summary': { zh: '失败会员与原因见「失败明细」；可对失败的会员重发', en: 'The failed recipients and reasons are under Failed recipients; they can be resent' },
});

declare module '@/i18n' {
  interface MessageGroups {
    push: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('push', messages);
