import * as v from 'valibot';
import './messages';
import { RecordVersion } from '@/lib/api/contract';
import { resourceApi } from '@/lib/resource/api';
import type { OptionsSource } from '@/lib/resource/types';
import { CURRENCIES } from './money';

/*
 * What the app sells (shared records): VIP types (subscriptions), golden-bean packages, and the
 * card codes that give one of them. The money area (src/features/money) edits them; the member
 * simulation buys from them and the member page sets VIP types from them.
 */

/* ------------------------------------------------------------------------------------------------
 * VIP types: what is sold as a subscription.
 * ---------------------------------------------------------------------------------------------- */

export const VipTypeSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Period length in days. */
  days: v.number(),
  /** The price of one period, in `currency`. */
  price: v.number(),
  currency: v.picklist(CURRENCIES),
  /** The first period's price (a discount); null: the first period costs `price`. */
  firstPrice: v.nullable(v.number()),
  /** Renews every period until cancelled. */
  autoRenew: v.boolean(),
  sort: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
  version: RecordVersion,
});
export type VipType = v.InferOutput<typeof VipTypeSchema>;

/**
 * A VIP type as its list shows it: its prices in yen too, the members whose VIP of this type is
 * running now, and whether an order, a VIP record or a card code names it (then it cannot be
 * deleted, only disabled: the list says so before anyone asks).
 */
export const VipTypeListSchema = v.object({ ...VipTypeSchema.entries, priceYen: v.number(), firstPriceYen: v.nullable(v.number()), activeMembers: v.number(), inUse: v.boolean() });
export type VipTypeListRow = v.InferOutput<typeof VipTypeListSchema>;

/* ------------------------------------------------------------------------------------------------
 * Golden-bean packages (section 3): name, type, purchase limit, base beans, gift beans, price,
 * percentage (0-100), circulation (blank means unlimited).
 * ---------------------------------------------------------------------------------------------- */

export const PACKAGE_TYPES = ['regular', 'firstRecharge', 'limited'] as const;

export const PackageSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(PACKAGE_TYPES),
  /** How many times one member may buy it; null: no limit. */
  purchaseLimit: v.nullable(v.number()),
  /** Base golden beans credited. */
  beans: v.number(),
  /** Gift golden beans credited on top. */
  giftBeans: v.number(),
  /** Yen. */
  price: v.number(),
  /** The bonus badge the app shows on the package, 0-100 (section 5). */
  percentage: v.number(),
  /** How many can be sold in all; null (blank): unlimited. */
  circulation: v.nullable(v.number()),
  sort: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
  version: RecordVersion,
});
export type Package = v.InferOutput<typeof PackageSchema>;

/** A package as its list shows it: sold (paid orders) and, with a circulation, how many are left. */
/**
 * A package as its list shows it: sold and left, and whether an order or a card code names it
 * (then it cannot be deleted, only disabled: the list says so before anyone asks).
 */
export const PackageListSchema = v.object({ ...PackageSchema.entries, sold: v.number(), remaining: v.nullable(v.number()), inUse: v.boolean() });
export type PackageListRow = v.InferOutput<typeof PackageListSchema>;

/** How many of a package are left: null when unlimited, never below zero. */
export function remainingOf(circulation: number | null, sold: number): number | null {
  return circulation == null ? null : Math.max(0, circulation - sold);
}


/* ------------------------------------------------------------------------------------------------
 * Card codes (section 3): type (VIP or golden-bean package), status (used or to-be-used), name,
 * redemption code, quantity. Generated in batches; a code is used once, by one member.
 * ---------------------------------------------------------------------------------------------- */

export const CARD_KINDS = ['vip', 'beans'] as const;
/** unused: to be used; void: withdrawn before use. */
export const CARD_STATUSES = ['unused', 'used', 'void'] as const;
/** Codes per batch. */
export const CARD_BATCH_MAX = 10_000;
/** A code's id is its batch's id × this + its number in the batch (1, 2, 3…). */
export const CODE_IDS_PER_BATCH = 100_000;
/** The characters of a code: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** XXXX-XXXX-XXXX-XXXX: 16 characters of 31, about 79 bits. */
export const CARD_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}(?:-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}){3}$/;

/** A typed code as stored: upper case, dashes in place, spaces and dashes typed anywhere ignored. */
export function normaliseCode(text: string): string {
  const raw = text.toUpperCase().replace(/[\s-]/g, '');
  return raw.length === 16 ? raw.match(/.{4}/g)!.join('-') : raw;
}

export const CardBatchSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(CARD_KINDS),
  vipTypeId: v.nullable(v.number()),
  packageId: v.nullable(v.number()),
  /** The VIP type's or package's name when generated. */
  itemName: v.string(),
  quantity: v.number(),
  operator: v.string(),
  createTime: v.string(),
});
export type CardBatch = v.InferOutput<typeof CardBatchSchema>;

/** A batch as its list shows it: its codes by status. */
export const CardBatchListSchema = v.object({ ...CardBatchSchema.entries, unused: v.number(), used: v.number(), voided: v.number() });

/** A card code as stored (ids: batchId * 100,000 + n). Whether it was used is its redemption (CardRedemption). */
export const CardCodeSchema = v.object({
  id: v.number(),
  batchId: v.number(),
  code: v.string(),
  kind: v.picklist(CARD_KINDS),
  vipTypeId: v.nullable(v.number()),
  packageId: v.nullable(v.number()),
  /** The batch's name. */
  name: v.string(),
  itemName: v.string(),
  voided: v.boolean(),
  voidTime: v.nullable(v.string()),
  createTime: v.string(),
  version: RecordVersion,
});
export type CardCode = v.InferOutput<typeof CardCodeSchema>;

/** A card code as its list shows it: its status, and who redeemed it when. */
export const CardCodeListSchema = v.object({
  ...CardCodeSchema.entries,
  status: v.picklist(CARD_STATUSES),
  memberId: v.nullable(v.number()),
  cardNumber: v.string(),
  usedTime: v.nullable(v.string()),
});
export type CardCodeListRow = v.InferOutput<typeof CardCodeListSchema>;


/** The mock world's tables of the catalogue (defined by the money area's mock). */
export const VIP_TYPE_TABLE = 'vipTypes';
export const PACKAGE_TABLE = 'beanPackages';
export const CARD_BATCH_TABLE = 'cardBatches';
export const CARD_CODE_TABLE = 'cardCodes';

export const VIP_TYPE_ENDPOINT = 'vipType';
export const PACKAGE_ENDPOINT = 'beanPackage';
export const CARD_BATCH_ENDPOINT = 'cardBatch';

/** Options of the VIP types (value: id, label: name): the member list's VIP column and filter, the set-VIP form, orders, card batches. */
export const VIP_TYPE_OPTIONS: OptionsSource = { endpoint: VIP_TYPE_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const PACKAGE_OPTIONS: OptionsSource = { endpoint: PACKAGE_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const CARD_BATCH_OPTIONS: OptionsSource = { endpoint: CARD_BATCH_ENDPOINT, valueKey: 'id', labelKey: 'name' };

/** The VIP types and packages as other pages read them (the set-VIP form, the card generator): their lists' own calls. */
const vipTypeList = resourceApi({ endpoint: VIP_TYPE_ENDPOINT, schema: VipTypeListSchema });
const packageList = resourceApi({ endpoint: PACKAGE_ENDPOINT, schema: PackageListSchema });

export const catalogueApi = {
  /** Every VIP type, in display order. */
  vipTypes: async () => (await vipTypeList.page({ pageNum: 1, pageSize: 1000, filters: {}, sort: { field: 'sort', order: 'asc' } })).records as VipTypeListRow[],
  packages: async () => (await packageList.page({ pageNum: 1, pageSize: 1000, filters: {}, sort: { field: 'sort', order: 'asc' } })).records as PackageListRow[],
};
