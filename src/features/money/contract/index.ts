/*
 * The money area's contract: its own records and calls, one file per record (the white list,
 * the attribution settings), sub-domain (card codes, the order searches) or the pages' API.
 * What is sold (VIP types, packages, card batches and codes) and the orders, VIP records and
 * card redemptions are shared records (src/records/catalogue.ts, src/records/orders.ts).
 * Exported in the order the calls are declared (docs/api.md lists them so).
 */
export * from './cards';
export * from './whiteList';
export * from './attribution';
export * from './orders';
export * from './api';
