import { defineCall } from '@/lib/api/contract';
import { RecordHitsSchema, RecordSearchRequestSchema } from '@/lib/record-search';

/*
 * The orders (operate/vipOrders, operate/rechargeOrders) are a shared record (src/records/orders.ts,
 * with the supplement call); the area adds the command palette's order searches, one per order
 * list (each granted to its page).
 */

const orderSearchNotes = 'Matches the order number, case ignored: the exact number first, then numbers starting with the query (from 3 characters), then numbers holding it (from 8 characters). Each hit names the order, its item and member.';
export const vipOrderSearchCall = defineCall({
  method: 'GET',
  path: 'vipOrder/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'operate/vipOrders',
  summary: 'The command palette: VIP orders whose order number matches the query (at most 8).',
  notes: orderSearchNotes,
});
export const rechargeOrderSearchCall = defineCall({
  method: 'GET',
  path: 'rechargeOrder/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'operate/rechargeOrders',
  summary: 'The command palette: recharge orders whose order number matches the query (at most 8).',
  notes: orderSearchNotes,
});
export const searchVipOrders = (q: string, limit?: number) => vipOrderSearchCall.send(limit ? { q, limit } : { q });
export const searchRechargeOrders = (q: string, limit?: number) => rechargeOrderSearchCall.send(limit ? { q, limit } : { q });
