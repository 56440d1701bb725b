import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/** The mock kernel's own tables, as the operation log names them (areas label theirs in their messages.ts). */
const messages = defineMessages({
  'mock.table.sessions': { zh: '登录会话', en: 'Sessions' },
  'mock.table.oplog': { zh: '操作日志', en: 'Operation log' },
});

declare module '@/i18n' {
  interface MessageGroups {
    mock: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('mock', messages);
