/*
 * The paywall funnel of a drama (issue #23, docs/drama-funnel.md). Its calls, wire shapes and pure
 * count are the shared record src/records/funnel.ts: two areas send them (this one's drama details
 * statistics and the theater's drama record tab), and an area never imports another's contract.
 * They are the statistics area's calls all the same: its mock answers them (mock/handlers/funnel.ts).
 */
export { FUNNEL_PAGES, dramaFunnelCall, dramaFunnelOrdersCall, funnelApi } from '@/records/funnel';
