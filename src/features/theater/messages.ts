import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/** The theater area: dramas (the pages of section 3 add theirs with their issue). */
const messages = defineMessages({
  'theater.table.dramas': { zh: '短剧', en: 'Dramas' },
  'theater.drama.name': { zh: '剧名', en: 'Title' },
  'theater.drama.episodes': { zh: '总集数', en: 'Episodes' },
  'theater.drama.free': { zh: '免费集数', en: 'Free episodes' },
  'theater.drama.price': { zh: '每集金豆', en: 'Beans per episode' },
  'theater.drama.weight': { zh: '热度权重', en: 'Popularity weight' },
});

declare module '@/i18n' {
  interface MessageGroups {
    theater: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('theater', messages);
