/* The system area's contract: one file per record or page (users and roles, menus, versions, the operation log, the settings, the tools), and the pages' calls (api.ts). */
export * from './users';
export * from './menus';
export * from './versions';
export * from './oplog';
export * from './config';
export * from './tools';
export * from './api';
