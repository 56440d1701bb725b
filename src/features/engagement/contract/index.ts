/*
 * The engagement area's contract: one file per sub-domain (tasks.ts says what they share), and the
 * pages' API. Exported in the order the calls are declared (docs/api.md lists them so).
 */
export * from './rewards';
export * from './tasks';
export * from './signIn';
export * from './ticker';
export * from './popups';
export * from './internalMessages';
export * from './autoMessages';
export * from './api';
