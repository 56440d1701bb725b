import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/** The channel area: channels and their companies. */
const messages = defineMessages({
  'channel.list.title': { zh: '渠道', en: 'channel' },
  'channel.list.name': { zh: '渠道名称', en: 'Channel name' },
  'channel.list.number': { zh: '渠道编号', en: 'Channel number' },
  'channel.list.company': { zh: '渠道公司', en: 'Channel company' },
  'channel.table.channels': { zh: '渠道', en: 'Channels' },
});

declare module '@/i18n' {
  interface MessageGroups {
    channel: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('channel', messages);
