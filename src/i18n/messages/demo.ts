import { registerMessages } from '../index';
import { defineMessages } from '../define';

/** The trainer's demo controls (demo mode only). */
const messages = defineMessages({
  'demo.title': { zh: '演示控制台', en: 'Demo controls' },
  'demo.hint': {
    zh: '仅演示模式可用，对所有标签页生效。快捷键 Ctrl+Shift+D。',
    en: 'Demo mode only; applies to every tab. Shortcut: Ctrl+Shift+D.',
  },
  'demo.session': { zh: '会话', en: 'Session' },
  'demo.expire401': { zh: '使会话失效（401）', en: 'Expire session (401)' },
  'demo.expire300': { zh: '使会话过期（300）', en: 'Expire session (300)' },
  'demo.security': { zh: '登录限流与空闲超时', en: 'Sign-in throttling and idle timeout' },
  'demo.throttle': {
    zh: '登录失败限流：{window} 秒内失败 {max} 次后锁定账号',
    en: 'Throttle sign-ins: lock an account after {max} failures within {window} seconds',
  },
  'demo.lockSeconds': { zh: '锁定时长（秒）', en: 'Lock for (seconds)' },
  'demo.idleMinutes': { zh: '空闲超时（分钟）', en: 'Idle timeout (minutes)' },
  'demo.applySecurity': { zh: '应用设置', en: 'Apply settings' },
  'demo.securityHint': {
    zh: '对所有标签页生效，刷新后保留；重置演示数据后恢复默认。',
    en: 'Applies to every tab and survives a reload; resetting the demo data restores the defaults.',
  },
  'demo.failures': { zh: '故障注入', en: 'Failure injection' },
  'demo.failKind': { zh: '故障类型', en: 'Failure' },
  'demo.kind.status': { zh: 'HTTP 状态码', en: 'HTTP status' },
  'demo.kind.network': { zh: '网络错误', en: 'Network error' },
  'demo.kind.hang': { zh: '无响应（触发超时）', en: 'Hang (the client times out)' },
  'demo.kind.code': { zh: '业务错误码', en: 'Business code' },
  'demo.status': { zh: '状态码', en: 'Status' },
  'demo.code': { zh: '业务码', en: 'Business code' },
  'demo.message': { zh: '业务消息', en: 'Business message' },
  'demo.path': { zh: '路径包含（留空表示所有请求）', en: 'Path contains (blank: every call)' },
  'demo.times': { zh: '次数', en: 'Times' },
  'demo.addFailure': { zh: '注入故障', en: 'Inject failure' },
  'demo.clearFailures': { zh: '清除全部故障', en: 'Clear all failures' },
  'demo.pending': { zh: '待触发故障：{count}', en: 'Pending failures: {count}' },
  'demo.latency': { zh: '响应延迟（毫秒）', en: 'Latency (ms)' },
  'demo.applyLatency': { zh: '应用延迟', en: 'Apply latency' },
  'demo.clock': { zh: '演示时钟', en: 'Demo clock' },
  'demo.clockNow': { zh: '模拟后台当前时间：{time}', en: 'The mock backend’s time: {time}' },
  'demo.clockAhead': { zh: '比实际时间快 {hours} 小时', en: '{hours} h ahead of the real time' },
  'demo.clockHour': { zh: '前进 1 小时', en: 'Forward 1 hour' },
  'demo.clockDay': { zh: '前进 1 天', en: 'Forward 1 day' },
  'demo.clockHint': { zh: '定时上下架、会话空闲超时和登录锁定按此时间计算；刷新列表即可看到变化。对所有标签页生效，重置演示数据后恢复。', en: 'Timed shelving, session idle timeouts and sign-in locks follow this time; refresh a list to see the change. Every tab; a reset puts it back.' },
  'demo.version': { zh: '版本', en: 'Version' },
  'demo.currentVersion': { zh: '当前发布版本：{version}', en: 'Published version: {version}' },
  'demo.publish': { zh: '发布新版本', en: 'Publish a new version' },
  'demo.data': { zh: '演示数据', en: 'Demo data' },
  'demo.reset': { zh: '重置演示数据', en: 'Reset demo data' },
  'demo.resetConfirm': {
    zh: '所有演示修改都将丢失，恢复到初始数据。确定重置吗？',
    en: 'Every demo edit is lost and the seed data comes back. Reset?',
  },
  'demo.done': { zh: '已应用', en: 'Applied' },
  'demo.resetDone': { zh: '演示数据已重置', en: 'Demo data reset' },
});

declare module '../index' {
  interface MessageGroups {
    demo: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('demo', messages);
