/** The channel area's contract: distribution orders, share records and the console (distribution.ts). Companies, channels and promotion links are shared records (src/records/channels.ts). */
export * from './distribution';
