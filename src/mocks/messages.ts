import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/** The mock kernel's own tables, as the operation log names them (areas label theirs in their messages.ts). */
const messages = defineMessages({
  'mock.table.sessions': { zh: '登录会话', en: 'Sessions' },
  'mock.table.oplog': { zh: '操作日志', en: 'Operation log' },
  'mock.table.signInAttempts': { zh: '登录失败记录', en: 'Failed sign-ins' },
  'mock.signIn.throttled': { zh: '登录失败次数过多，请 {seconds} 秒后再试', en: 'Too many failed sign-ins. Please try again in {seconds} seconds' },
});

declare module '@/i18n' {
  interface MessageGroups {
    mock: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('mock', messages);
