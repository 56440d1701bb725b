import * as v from 'valibot';
import { BEAN_TYPES } from '@/records/members';

const time = v.string();

/** A golden-bean detail: one change of a member's balance (negative spends or deducts). */
export const BeanLogSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  type: v.picklist(BEAN_TYPES),
  quantity: v.number(),
  balanceAfter: v.number(),
  dramaId: v.nullable(v.number()),
  dramaName: v.string(),
  episode: v.nullable(v.number()),
  orderNo: v.string(),
  remark: v.string(),
  /** The admin who recharged or deducted (admin rows only). */
  operator: v.string(),
  createTime: time,
});
export type BeanLog = v.InferOutput<typeof BeanLogSchema>;
