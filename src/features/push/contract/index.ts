/** The push area's contract: pushes and their records (pushes.ts), failed deliveries (failures.ts), the calls as the pages send them (api.ts). */
export * from './pushes';
export * from './failures';
export * from './api';
export * from './reach';
