import { defineAreaMock } from '@/mocks/area';
import '../messages';
import './tables';
import { menuHandlers } from './menus';
import { systemHandlers } from './settings';
import { userHandlers } from './users';

/** The system area's demo backend: users, roles and menus (tables.ts), then settings, files, log, tools. */
export default defineAreaMock({ name: 'system', handlers: [...userHandlers, ...menuHandlers, ...systemHandlers] });
