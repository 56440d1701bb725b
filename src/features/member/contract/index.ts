/** The member area's contract: its own records and calls, one file per record or sub-domain; the member itself is a shared record (src/records/members.ts). */
export * from './actions';
export * from './beans';
export * from './accounts';
export * from './stats';
export * from './history';
export * from './search';
export * from './api';
