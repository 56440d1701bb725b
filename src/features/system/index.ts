import { defineArea } from '@/lib/area';

/** System settings: users, roles, menus, versions, files, operation log, settings, tools. */
export default defineArea({
  name: 'system',
  menu: {
    groups: [
      { path: 'system', name: '系统设置', nameEn: 'System settings', icon: 'system', sort: 1, fallback: true },
    ],
    pages: {
      'system/user': { name: '用户管理', nameEn: 'Users', sort: 1 },
      'system/roles': { name: '角色管理', nameEn: 'Roles', sort: 2 },
      'system/menu': { name: '菜单管理', nameEn: 'Menus', sort: 3 },
      'system/version': { name: '版本管理', nameEn: 'App versions', sort: 4 },
      'system/attachmentManagement': { name: '附件管理', nameEn: 'Attachments', sort: 5 },
      'system/account': { name: '操作日志', nameEn: 'Operation log', sort: 6 },
      'system/systemConfiguration': { name: '系统配置', nameEn: 'System configuration', sort: 7 },
      'system/tools': { name: '系统工具', nameEn: 'System tools', sort: 8 },
    },
  },
  pages: {
    'system/user': () => import('./pages/user'),
    'system/roles': () => import('./pages/roles'),
    'system/menu': () => import('./pages/menu'),
    'system/version': () => import('./pages/version'),
    'system/attachmentManagement': () => import('./pages/attachmentManagement'),
    'system/account': () => import('./pages/account'),
    'system/systemConfiguration': () => import('./pages/systemConfiguration'),
    'system/tools': () => import('./pages/tools'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
