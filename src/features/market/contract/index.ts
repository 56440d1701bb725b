/** The marketing area's contract: one file per report (activation, recharge, pages, tiktok) and the calls as the pages send them (api.ts). */
export * from './activation';
export * from './recharge';
export * from './pages';
export * from './tiktok';
export * from './api';
