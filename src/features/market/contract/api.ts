import type * as v from 'valibot';
import { activationReportCall, type ActivationRequestSchema } from './activation';
import { pageReportCall } from './pages';
import { rechargeOrdersCall, rechargeReportCall } from './recharge';
import { tiktokReportCall } from './tiktok';

/** The reports' calls, as the pages send them. */
export const marketApi = {
  activation: (input: v.InferInput<typeof ActivationRequestSchema>) => activationReportCall.send(input),
  recharge: (input: { start: string; end: string; channelId?: number | string }) => rechargeReportCall.send(input),
  rechargeOrders: (input: { start: string; end: string; promotionLinkId: number }) => rechargeOrdersCall.send(input),
  pages: (input: { start: string; end: string; page?: string }) => pageReportCall.send(input),
  tiktok: (input: { start: string; end: string; campaignId?: string }) => tiktokReportCall.send(input),
};
