import { registerMessages } from '@/i18n';
import { defineMessages } from '@/i18n/define';

/*
 * The operate area's messages, in two groups: `operate` for the money side (issue #11) and
 * `operateEngagement` for the engagement side (issue #12). Each side writes only in its own group.
 */

/** The money side: VIP, orders, packages, card codes, white list, attribution. */
const money = defineMessages({
  'operate.area': { zh: '运营管理', en: 'Operations' },
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
