import { defineArea } from '@/lib/area';

/**
 * Engagement (issue #12): tasks with their conditions and rewards, sign-in rewards, the ticker,
 * push popups, internal and automatic internal messages. Its pages sit in the menu's operate
 * group, beside the money area's (src/features/money).
 */
export default defineArea({
  name: 'engagement',
  pages: {
    'operate/task': () => import('./pages/task'),
    'operate/signIn': () => import('./pages/signIn'),
    'operate/horseRaceLamp': () => import('./pages/horseRaceLamp'),
    'operate/pushPopup': () => import('./pages/pushPopup'),
    'operate/internalMessage': () => import('./pages/internalMessage'),
    'operate/automaticInternalMessage': () => import('./pages/automaticInternalMessage'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
