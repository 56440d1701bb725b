import fc from 'fast-check';
import type * as v from 'valibot';

/**
 * fast-check arbitraries built from a valibot schema, for fuzzing a call with the request its
 * own contract declares (tests/unit/fuzz-contracts.test.ts). What is generated aims at the
 * schema; whether a value is valid is for the schema to say (`v.safeParse`): custom checks
 * (`v.check`, a day's format) cannot be aimed at, so a test classifies by parsing, not by intent.
 *
 * `pool(key)` offers values seen in the world for a key (existing ids, card numbers, days): a
 * body naming real records reaches a handler's business rules instead of stopping at "not found".
 */

type Node = {
  kind?: string;
  type?: string;
  pipe?: readonly Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  items?: readonly Node[];
  options?: readonly unknown[];
  literal?: unknown;
  key?: Node;
  value?: Node;
  requirement?: unknown;
};

export interface ArbitraryOptions {
  /** Values seen in the world for a key (ids, codes, days); tried besides the generic ones. */
  pool?: (key: string) => readonly unknown[];
  /** Leave every optional key out: only the required fields. */
  requiredOnly?: boolean;
}

/** The schema a pipe starts with, and the pipe's actions. */
function split(schema: Node): { base: Node; actions: Node[] } {
  const actions: Node[] = [];
  let base = schema;
  for (let i = 0; i < 10 && base.pipe && base.pipe[0] !== base; i++) {
    actions.unshift(...base.pipe.slice(1));
    base = base.pipe[0];
  }
  return { base, actions };
}

const requirement = (actions: Node[], type: string): number | undefined => {
  const found = actions.find((a) => a.type === type)?.requirement;
  return typeof found === 'number' ? found : undefined;
};

/** Texts that often mean something to a field: days, times, paths, URLs, markup, blanks. */
const TEXTS = [
  '',
  ' ',
  'x',
  'Test 01',
  '测试名称',
  '2026-11-01',
  '2026-11-01T10:00',
  '2026-11-01 10:00:00',
  '2026-11-01T10:00:00.000Z',
  '/demo/clip.webm',
  '/demo/poster.png',
  'https://example.com/a',
  'user@example.com',
  '13800138000',
  '<b>bold</b>',
  'not a date',
];

function stringArbitrary(actions: Node[], key: string, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = requirement(actions, 'min_length') ?? requirement(actions, 'min_chars') ?? (actions.some((a) => a.type === 'non_empty') ? 1 : 0);
  const exact = requirement(actions, 'length');
  const maxLength = exact ?? Math.min(requirement(actions, 'max_length') ?? requirement(actions, 'max_chars') ?? 40, 40);
  const fits = (s: string) => s.length >= (exact ?? minLength) && s.length <= Math.max(maxLength, exact ?? 0);
  const regex = actions.find((a) => a.type === 'regex')?.requirement;
  const choices: Array<fc.Arbitrary<string>> = [];
  if (regex instanceof RegExp) {
    // (fast-check builds no lookahead: such a pattern is left to the other choices.)
    try {
      if (!regex.flags.replace(/[gu]/g, '')) choices.push(fc.stringMatching(regex).filter((s) => s.length <= 64));
    } catch {
      // not buildable
    }
  }
  if (actions.some((a) => a.type === 'email')) choices.push(fc.emailAddress());
  if (actions.some((a) => a.type === 'url')) choices.push(fc.webUrl());
  const seen = (options.pool?.(key) ?? []).filter((x): x is string => typeof x === 'string');
  if (seen.length) choices.push(fc.constantFrom(...seen));
  const texts = TEXTS.filter(fits);
  if (texts.length) choices.push(fc.constantFrom(...texts));
  choices.push(fc.string({ minLength: exact ?? minLength, maxLength: Math.max(exact ?? minLength, Math.min(maxLength, 40)) }));
  return fc.oneof(...choices);
}

/** A key naming other records ('id', 'dramaId', 'menuIds[]'): a valid body names records that exist, from the pool. */
const REFERENCE = /(?:^id|Id|Ids\[\])$/;

function numberArbitrary(actions: Node[], key: string, options: ArbitraryOptions): fc.Arbitrary<number> {
  const integer = actions.some((a) => a.type === 'integer' || a.type === 'safe_integer');
  const min = requirement(actions, 'min_value') ?? requirement(actions, 'gt_value') ?? -1_000_000;
  const max = requirement(actions, 'max_value') ?? requirement(actions, 'lt_value') ?? 1_000_000;
  const choices: Array<fc.Arbitrary<number>> = [
    integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...[min, max, 0, 1].filter((n) => n >= min && n <= max && (!integer || Number.isInteger(n)))),
  ];
  const seen = (options.pool?.(key) ?? []).filter((x): x is number => typeof x === 'number' && x >= min && x <= max);
  if (seen.length && REFERENCE.test(key)) return fc.constantFrom(...seen);
  if (seen.length) choices.unshift(fc.constantFrom(...seen), fc.constantFrom(...seen));
  return fc.oneof(...choices);
}

/** An arbitrary aiming at values the schema takes. `key` is the field's name (for the pool). */
export function arbitraryOf(schema: v.GenericSchema, options: ArbitraryOptions = {}, key = ''): fc.Arbitrary<unknown> {
  return build(schema as unknown as Node, options, key, 0);
}

function build(schema: Node, options: ArbitraryOptions, key: string, depth: number): fc.Arbitrary<unknown> {
  const { base, actions } = split(schema);
  const nested = (s: Node, k = key) => build(s, options, k, depth + 1);
  switch (base.type) {
    case 'string':
      return stringArbitrary(actions, key, options);
    case 'number':
      return numberArbitrary(actions, key, options);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constant(base.literal);
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...((base.options as unknown[]) ?? [null]));
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return nested(base.wrapped!);
    case 'nullable':
    case 'nullish':
      return fc.oneof(fc.constant(null), nested(base.wrapped!));
    case 'union':
    case 'variant':
      return fc.oneof(...(base.options as Node[]).map((o) => nested(o)));
    case 'array': {
      const minLength = requirement(actions, 'min_length') ?? (actions.some((a) => a.type === 'non_empty') ? 1 : 0);
      const maxLength = Math.min(requirement(actions, 'max_length') ?? 4, Math.max(minLength, depth > 1 ? 2 : 4));
      const seen = (options.pool?.(key) ?? []).filter(Array.isArray);
      const generated = fc.array(nested(base.item!, `${key}[]`), { minLength, maxLength });
      return seen.length ? fc.oneof(fc.constantFrom(...seen), generated) : generated;
    }
    case 'tuple':
    case 'loose_tuple':
    case 'strict_tuple':
      return fc.tuple(...(base.items ?? []).map((item) => nested(item)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), nested(base.value!), { maxKeys: 3 });
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(base.entries ?? {});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [name, entry] of entries) {
        const optional = ['optional', 'exact_optional', 'undefinedable', 'nullish'].includes(entry.type ?? '');
        if (optional && options.requiredOnly) continue;
        model[name] = build(entry, options, name, depth + 1);
        if (!optional) requiredKeys.push(name);
      }
      return fc.record(model, { requiredKeys });
    }
    case 'blob':
    case 'file':
      return fc.constantFrom(new Blob(['x'], { type: 'text/plain' }), new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
    default:
      // unknown, any, custom: a small JSON value.
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

/** The keys of an object schema with each entry (a pipe's object included), or null. */
export function entriesOf(schema: v.GenericSchema | undefined): Record<string, v.GenericSchema> | null {
  if (!schema) return null;
  const { base } = split(schema as unknown as Node);
  return (base.entries as unknown as Record<string, v.GenericSchema>) ?? null;
}

/** What a field's schema takes at its root ('string', 'number', 'array'…), through optional, nullable and pipes. */
export function rootKind(schema: v.GenericSchema): string {
  let node = split(schema as unknown as Node).base;
  for (let i = 0; i < 10 && node.wrapped; i++) node = split(node.wrapped).base;
  return node.type ?? 'unknown';
}

/** The numeric bounds and length caps of a field (through optional and nullable), for out-of-range values. */
export function boundsOf(schema: v.GenericSchema): { min?: number; max?: number; maxLength?: number; integer: boolean } {
  const all: Node[] = [];
  let node: Node | undefined = schema as unknown as Node;
  for (let i = 0; i < 10 && node; i++) {
    const { base, actions } = split(node);
    all.push(...actions);
    node = base.wrapped;
  }
  return {
    min: requirement(all, 'min_value'),
    max: requirement(all, 'max_value'),
    maxLength: requirement(all, 'max_length') ?? requirement(all, 'max_chars'),
    integer: all.some((a) => a.type === 'integer'),
  };
}
