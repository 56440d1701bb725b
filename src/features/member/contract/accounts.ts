import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import { LOGIN_TYPES } from '@/records/members';

const time = v.string();
/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;

/** A linked third-party account found by e-mail. */
export const ThirdPartyAccountSchema = v.object({
  provider: v.picklist(LOGIN_TYPES),
  account: v.string(),
  email: v.string(),
  bindTime: time,
  memberId: v.number(),
  cardNumber: v.string(),
  memberName: v.string(),
});
export type ThirdPartyAccount = v.InferOutput<typeof ThirdPartyAccountSchema>;
export const ThirdPartyLookupSchema = v.object({ email: v.string(), accounts: v.array(ThirdPartyAccountSchema) });

export const LookupRequestSchema = v.object({
  email: v.pipe(v.string(m('valid.emailRequired')), v.trim(), v.maxLength(254, m('valid.email'))),
});

export const lookupThirdPartyCall = defineCall({
  method: 'POST',
  path: 'member/v1/lookupThirdParty',
  request: LookupRequestSchema,
  response: ThirdPartyLookupSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: 'The third-party accounts linked to an email address (empty when none is).',
});
