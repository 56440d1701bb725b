import { defineAreaMock } from '@/mocks/area';
import '../messages';
import './tables';
import { attachmentHandlers } from './handlers/attachments';
import { configHandlers } from './handlers/config';
import { displayHandlers } from './handlers/display';
import { menuHandlers } from './handlers/menus';
import { oplogHandlers } from './handlers/oplog';
import { toolHandlers } from './handlers/tools';
import { userHandlers } from './handlers/users';
import { versionHandlers } from './handlers/versions';
import { viewHandlers } from './handlers/views';

/**
 * The system area's demo backend: its tables (tables.ts: users, roles and menus, then versions,
 * the file library and the settings) seeded from seed/, and its handlers (handlers/: sign-in and
 * the users and roles, the menus, the operation log, versions, files and uploads, the settings,
 * the tools).
 */
export default defineAreaMock({
  name: 'system',
  handlers: [...userHandlers, ...menuHandlers, ...oplogHandlers, ...versionHandlers, ...attachmentHandlers, ...configHandlers, ...displayHandlers, ...toolHandlers, ...viewHandlers],
});
