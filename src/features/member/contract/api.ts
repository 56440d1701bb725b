import * as v from 'valibot';
import { resourceApi } from '@/lib/resource/api';
import { MemberSchema, type Member } from '@/records/members';
import { lookupThirdPartyCall } from './accounts';
import { rechargeCall, redeemCardCall, setChannelCall, setReferrerCall, setVipCall } from './actions';
import { statisticsCall } from './stats';

/** The member list's own calls (page with a card-number filter), for the referrer lookup. */
const memberList = resourceApi({ endpoint: 'member', schema: MemberSchema });

/** The member area's calls beyond the resource ones, as the dialogs and pages use them. */
export const memberApi = {
  /** Golden beans: a positive quantity recharges, a negative one deducts. */
  recharge: (id: number, quantity: number, remark: string) => rechargeCall.send({ id, quantity, remark }),
  setReferrer: (id: number, referrerCard: string) => setReferrerCall.send({ id, referrerCard }),
  setVip: (id: number, vipTypeId: number, expiryTime: string) => setVipCall.send({ id, vipTypeId, expiryTime }),
  redeemCard: (id: number, code: string) => redeemCardCall.send({ id, code }),
  setChannel: (id: number, channelId: number) => setChannelCall.send({ id, channelId }),
  lookupThirdParty: (email: string) => lookupThirdPartyCall.send({ email }),
  /** One member as it is now (a row dialog reopened from what a session's end kept). */
  info: async (id: number): Promise<Member> => v.parse(MemberSchema, await memberList.info(id)),
  /** The member with exactly this card number, if any. */
  async findByCard(cardNumber: string): Promise<Member | null> {
    const page = await memberList.page({ pageNum: 1, pageSize: 10, filters: { cardNumber } });
    return (page.records as Member[]).find((row) => row.cardNumber === cardNumber) ?? null;
  },
  statistics: (start: string, end: string) => statisticsCall.send({ start, end }),
};
