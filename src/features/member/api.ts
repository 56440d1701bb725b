import * as v from 'valibot';
import { api } from '@/lib/api/client';
import {
  MemberSchema,
  MemberStatsSchema,
  RechargeResultSchema,
  ThirdPartyLookupSchema,
  type Member,
  type VIP_TYPES,
} from '@/features/member/contract';

const MemberPageSchema = v.object({ records: v.array(MemberSchema), total: v.number() });

/** The member area's calls beyond the resource ones (list, info, update, export). */
export const memberApi = {
  /** Golden beans: a positive quantity recharges, a negative one deducts. */
  recharge: (id: number, quantity: number, remark: string) => api.post('member/v1/recharge', { id, quantity, remark }, RechargeResultSchema),
  setReferrer: (id: number, referrerCard: string) => api.post('member/v1/setReferrer', { id, referrerCard }, MemberSchema),
  setVip: (id: number, vipType: (typeof VIP_TYPES)[number], expiryTime: string) => api.post('member/v1/setVip', { id, vipType, expiryTime }, MemberSchema),
  setChannel: (id: number, channelId: number) => api.post('member/v1/setChannel', { id, channelId }, MemberSchema),
  lookupThirdParty: (email: string) => api.post('member/v1/lookupThirdParty', { email }, ThirdPartyLookupSchema),
  /** The member with exactly this card number, if any. */
  async findByCard(cardNumber: string): Promise<Member | null> {
    const page = await api.post('member/v1/page', { pageNum: 1, pageSize: 10, cardNumber }, MemberPageSchema);
    return page.records.find((m) => m.cardNumber === cardNumber) ?? null;
  },
  statistics: (start: string, end: string) => api.post('member/v1/statistics', { start, end }, MemberStatsSchema),
};
