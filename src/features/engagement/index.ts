import { defineArea } from '@/lib/area';

/**
 * Engagement (issue #12): tasks with their conditions and rewards, sign-in rewards, the ticker,
 * push popups, internal and automatic internal messages. Its pages sit in the menu's operate
 * group, beside the money area's (src/features/money).
 */
export default defineArea({
  name: 'engagement',
  menu: {
    pages: {
      'operate/task': { name: '任务管理', nameEn: 'Tasks', sort: 5 },
      'operate/signIn': { name: '签到管理', nameEn: 'Sign-in rewards', sort: 6 },
      'operate/horseRaceLamp': { name: '跑马灯', nameEn: 'Ticker', sort: 8 },
      'operate/pushPopup': { name: '推送弹窗', nameEn: 'Push popups', sort: 9 },
      'operate/internalMessage': { name: '站内信', nameEn: 'Internal messages', sort: 10 },
      'operate/automaticInternalMessage': { name: '自动站内信', nameEn: 'Automatic messages', sort: 11 },
    },
  },
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
