/**
 * The money side of operations (issue #11): VIP types and records, VIP and recharge orders,
 * golden-bean packages, card codes, the white list, self-attribution.
 */
export {};
