import type * as v from 'valibot';
import { attributionCall, saveAttributionCall, type SaveAttributionRequestSchema } from './attribution';
import { generateCardsCall, voidCardsCall, type GenerateCardsRequestSchema } from './cards';
import { addWhiteListCall, memberSearchCall, type AddWhiteListRequestSchema } from './whiteList';

/** The money pages' calls beyond the resource ones. */
export const moneyApi = {
  generateCards: (input: v.InferInput<typeof GenerateCardsRequestSchema>) => generateCardsCall.send(input),
  voidCards: (ids: number[]) => voidCardsCall.send({ ids }),
  findMembers: (text: string) => memberSearchCall.send({ cardNumber: text }),
  addWhiteList: (input: v.InferInput<typeof AddWhiteListRequestSchema>) => addWhiteListCall.send(input),
  attribution: () => attributionCall.send(),
  saveAttribution: (input: v.InferInput<typeof SaveAttributionRequestSchema>) => saveAttributionCall.send(input),
};
