import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import type { Option } from '@/lib/resource/types';
import { ATTRIBUTION_TYPES, ORDER_STATUSES, PAY_PLATFORMS, VIP_SOURCES } from '@/records/orders';
import { CARD_KINDS, CARD_STATUSES, PACKAGE_TYPES } from '@/records/catalogue';
import { CURRENCIES } from '@/records/money';

/*
 * What the money area's lists share: the options of their enums, and the pieces of their rules
 * (section 5: package percentage 0-100; the rest the console's own). The rules below are the
 * forms' and the mock's alike.
 */

/** Fixed options labelled by message ids built from the value. */
const labelled = <T extends string>(values: readonly T[], id: (value: T) => string): Option[] => values.map((value) => ({ value, label: id(value) as MessageId }));
export const YES_NO: Option[] = [
  { value: true, label: 'list.yes' },
  { value: false, label: 'list.no' },
];
export const ORDER_STATUS_OPTIONS = labelled(ORDER_STATUSES, (x) => `operate.order.status.${x}`);
export const ATTRIBUTION_OPTIONS = labelled(ATTRIBUTION_TYPES, (x) => `operate.attribution.type.${x}`);
const PAY_TEXT: Record<(typeof PAY_PLATFORMS)[number], string> = { apple: 'App Store', google: 'Google Play', stripe: 'Stripe', paypal: 'PayPal' };
export const PAY_PLATFORM_OPTIONS: Option[] = PAY_PLATFORMS.map((value) => ({ value, text: PAY_TEXT[value] }));
export const CURRENCY_OPTIONS: Option[] = CURRENCIES.map((value) => ({ value, label: `operate.currency.${value}` as MessageId }));
export const PACKAGE_TYPE_OPTIONS = labelled(PACKAGE_TYPES, (x) => `operate.package.type.${x}`);
export const CARD_KIND_OPTIONS = labelled(CARD_KINDS, (x) => `operate.card.kind.${x}`);
export const CARD_STATUS_OPTIONS = labelled(CARD_STATUSES, (x) => `operate.card.status.${x}`);
export const VIP_SOURCE_OPTIONS = labelled(VIP_SOURCES, (x) => `operate.vipRecord.source.${x}`);

export const whole = (min: number, max: number, message: MessageId) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
/** Blank (unlimited, none) or a whole number in range: what a blank number input sends is ''. */
export const blankOrWhole = (min: number, max: number, message: MessageId) => v.union([v.literal(''), v.null(), whole(min, max, message)], message);
export const decimals = (x: number) => (Number.isInteger(x) ? 0 : (String(x).split('.')[1]?.length ?? 99));
export const priceOf = (message: MessageId) => v.pipe(v.number(message), v.check((x) => x > 0 && x <= 10_000_000 && decimals(x) <= 2, message));

/** A display order: 0 to 9999. */
export const sortRule = whole(0, 9999, 'operate.vipType.sortRule');
