/** The member area's contract: its own records and calls, one file per sub-domain; the member itself is a shared record (src/records/members.ts). */
export * from './actions';
export * from './history';
export * from './accounts';
export * from './stats';
export * from './search';
export * from './api';
