/**
 * A JSON Schema (as @valibot/to-json-schema writes it) printed as a TypeScript-like shape for
 * docs/api.md, one property a line: `name: string; // ≤ 20 chars`. References print as the
 * schema's name; bounds, lengths and patterns print as line comments.
 */
import type { JsonSchema } from '@valibot/to-json-schema';

type Js = JsonSchema | boolean | undefined;

const refName = (ref: string) => decodeURIComponent(ref.split('/').pop() ?? ref);

/** What a leaf's constraints say, in a few words: 'integer, 1 – 90', '≤ 64 chars'. */
function note(s: JsonSchema): string {
  const parts: string[] = [];
  if (s.type === 'integer') parts.push('integer');
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`${s.minimum} – ${s.maximum}`);
  else if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  else if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  // Characters as the user sees them when the schema counts them (x-minChars / x-maxChars), else code points.
  const chars = s as { 'x-minChars'?: number; 'x-maxChars'?: number };
  const min = chars['x-minChars'] ?? s.minLength;
  const max = chars['x-maxChars'] ?? s.maxLength;
  if (min !== undefined && max !== undefined) parts.push(`${min} – ${max} chars`);
  else if (max !== undefined) parts.push(`≤ ${max} chars`);
  else if (min !== undefined) parts.push(`≥ ${min} chars`);
  if (s.pattern) parts.push(`/${s.pattern}/`);
  if (s.format) parts.push(s.format);
  if (s.minItems !== undefined && s.type === 'array' && !s.prefixItems) parts.push(`at least ${s.minItems}`);
  if (s.contentMediaType) parts.push('a file');
  return parts.join(', ');
}

function literal(x: unknown): string {
  return JSON.stringify(x);
}

/** One line: the shape without comments (nested objects inline). */
export function inlineShape(schema: Js): string {
  return print(schema, null, '');
}

/** Several lines: objects one property a line with their notes as comments. */
export function blockShape(schema: Js): string {
  return print(schema, '  ', '');
}

function wrap(text: string, needs: boolean) {
  return needs ? `(${text})` : text;
}

function print(schema: Js, step: string | null, indent: string): string {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  const s = schema;
  if (s.$ref) return refName(s.$ref);
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return s.enum.map(literal).join(' | ');
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const parts = [...new Set(alternatives.map((a) => print(a, step, indent)))];
    return parts.join(' | ');
  }
  if (s.allOf) return s.allOf.map((a) => print(a, step, indent)).join(' & ');
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return type.map((t) => print({ ...s, type: t }, step, indent)).join(' | ');
  switch (type[0]) {
    case 'string':
      return s.contentMediaType ? 'File' : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      if (s.prefixItems) return `[${(s.prefixItems as Js[]).map((p) => print(p, null, '')).join(', ')}]`;
      const item = print(s.items as Js, step, indent);
      return `${wrap(item, /[|&]/.test(item) && !item.startsWith('{'))}[]`;
    }
    case 'object':
    case undefined: {
      const props = s.properties ? Object.entries(s.properties) : [];
      if (!props.length) {
        if (s.additionalProperties && typeof s.additionalProperties === 'object') {
          const key = s.propertyNames && typeof s.propertyNames === 'object' ? print(s.propertyNames, null, '') : 'string';
          return `Record<${key}, ${print(s.additionalProperties, step, indent)}>`;
        }
        return type[0] === 'object' ? 'object' : 'unknown';
      }
      const required = new Set(s.required ?? []);
      if (step === null) return `{ ${props.map(([k, p]) => `${k}${required.has(k) ? '' : '?'}: ${print(p, null, '')}`).join('; ')} }`;
      const inner = indent + step;
      const lines = props.map(([k, p]) => {
        const text = print(p, step, inner);
        const n = typeof p === 'object' ? leafNote(p) : '';
        return `${inner}${k}${required.has(k) ? '' : '?'}: ${text};${n ? ` // ${n}` : ''}`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      return 'unknown';
  }
}

/** A property's note: its own, or its array items' (a list of bounded texts), or a nullable value's. */
function leafNote(s: JsonSchema): string {
  const own = note(s);
  if (own) return own;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return [...new Set(alternatives.map((a) => (typeof a === 'object' ? note(a) : '')).filter(Boolean))].join('; ');
  if (s.type === 'array' && s.items && typeof s.items === 'object' && !Array.isArray(s.items)) return note(s.items);
  return '';
}

/** A whole schema's note, for a schema that is a single value (not an object). */
export function topNote(schema: Js): string {
  return typeof schema === 'object' ? leafNote(schema) : '';
}
