/** The tools area's contract: one file per tool (pixels, migration, links, postbacks) and the calls as the pages send them (api.ts). */
export * from './pixels';
export * from './migration';
export * from './links';
export * from './postbacks';
export * from './trail';
export * from './api';
