import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020Module, { type ValidateFunction } from 'ajv/dist/2020.js';

/** ajv is CommonJS: under Node's ESM loader its default export is the module object. */
const Ajv2020 = (Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module;

/**
 * The console's calls checked against docs/openapi.json as the journeys run (issue #25): every
 * `/admin/` call a journey makes through the console is matched to its operation, and
 *  - an answer is checked against the operation's answer schema (a success against the 200
 *    envelope with its `data`, anything else against the error envelope);
 *  - a request the server accepted (a success) is checked against the operation's request: its JSON
 *    body, or its query string read the way the server reads it (numbers and booleans spelled as text);
 *  - a call to a path the document does not have is a disagreement too.
 * The document is generated from the same contracts the mock answers with, so a disagreement means
 * the console sends or expects something its own contract does not say (what Stoplight Prism's
 * validating proxy found once: a sort field the contract did not allow). tests/e2e/fixtures.ts fails
 * the journey that met one, listing them.
 */

interface Operation {
  parameters?: Array<{ $ref?: string; name?: string; in?: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters?: Record<string, { name?: string; in?: string }> };
}

const DOC_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
/** The calls' base path in the test build (src/lib/constants.ts API_BASE, no VITE_API_BASE). */
const API_BASE = '/admin';
const SUCCESS_CODES: readonly unknown[] = [200, 1, '0', '1'];

let loaded: { doc: Document; ajv: InstanceType<typeof Ajv2020> } | null = null;
function model() {
  if (loaded) return loaded;
  const doc = JSON.parse(readFileSync(DOC_FILE, 'utf8')) as Document;
  // The document is added whole, so schemas are compiled by JSON pointer into it ($refs resolve).
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema(doc as object, 'openapi.json');
  loaded = { doc, ajv };
  return loaded;
}

const validators = new Map<string, ValidateFunction>();
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
function validator(ref: string): ValidateFunction {
  let fn = validators.get(ref);
  if (!fn) {
    fn = model().ajv.compile({ $ref: `openapi.json#/${ref}` });
    validators.set(ref, fn);
  }
  return fn;
}
function problem(fn: ValidateFunction): string {
  const e = fn.errors?.[0];
  return e ? `${e.instancePath || '(root)'} ${e.message ?? ''}${e.params && 'allowedValues' in e.params ? ` (${JSON.stringify(e.params.allowedValues)})` : ''}` : 'does not match';
}

/** A query value as the server reads it (src/mocks/http.ts coerceQuery): the number or boolean it spells, when the schema wants one. */
function coerce(text: string): unknown[] {
  const out: unknown[] = [text];
  if (/^-?\d+(?:\.\d+)?$/.test(text)) out.push(Number(text));
  if (text === 'true' || text === 'false') out.push(text === 'true');
  return out;
}

export interface Exchange {
  method: string;
  url: string;
  /** The request's body as sent (JSON text), if any. */
  body: string | null;
  contentType: string;
  status: number;
  /** The answer's JSON, or undefined when it had none (a network error, a hang cut short). */
  answer: unknown;
}

/** What disagrees with docs/openapi.json in one call ([] when nothing does). */
export function disagreements(x: Exchange): string[] {
  const url = new URL(x.url);
  if (!url.pathname.startsWith(`${API_BASE}/`)) return [];
  const path = url.pathname.slice(API_BASE.length);
  const method = x.method.toLowerCase();
  const { doc } = model();
  const op = doc.paths[path]?.[method];
  const name = `${x.method} ${path}`;
  if (!op) return [`${name}: no such operation in docs/openapi.json`];
  const out: string[] = [];
  const base = pointer('paths', path, method);

  const answer = x.answer as { code?: unknown } | undefined;
  if (answer && typeof answer === 'object') {
    const success = x.status === 200 && SUCCESS_CODES.includes(answer.code);
    const key = success ? '200' : 'default';
    if (op.responses[key]?.content?.['application/json']?.schema) {
      const fn = validator(`${base}/${pointer('responses', key, 'content', 'application/json', 'schema')}`);
      if (!fn(answer)) out.push(`${name}: the answer (HTTP ${x.status}) disagrees: ${problem(fn)}`);
    }
    if (success) out.push(...requestDisagreements(name, base, op, x, url));
  }
  return out;
}

function requestDisagreements(name: string, base: string, op: Operation, x: Exchange, url: URL): string[] {
  const out: string[] = [];
  if (op.requestBody?.content?.['application/json'] && x.contentType.includes('application/json')) {
    const fn = validator(`${base}/${pointer('requestBody', 'content', 'application/json', 'schema')}`);
    let body: unknown;
    try {
      body = x.body ? JSON.parse(x.body) : undefined;
    } catch {
      return [`${name}: the request's body is not JSON`];
    }
    if (!fn(body)) out.push(`${name}: the request's body disagrees: ${problem(fn)}`);
  }
  if (x.method === 'GET') {
    const { doc } = model();
    /** The query parameters, each with the JSON pointer of its schema (a $ref names a shared one). */
    const params = (op.parameters ?? []).flatMap((p, i) => {
      const shared = p.$ref?.split('/').pop();
      const def = shared ? doc.components.parameters?.[shared] : p;
      if (!def || def.in !== 'query' || !def.name) return [];
      return [{ name: def.name, schema: shared ? pointer('components', 'parameters', shared, 'schema') : `${base}/${pointer('parameters', String(i), 'schema')}` }];
    });
    for (const [key, value] of url.searchParams) {
      const param = params.find((p) => p.name === key);
      if (!param) {
        out.push(`${name}: the query parameter '${key}' is not in the document`);
        continue;
      }
      const fn = validator(param.schema);
      if (!coerce(value).some((candidate) => fn(candidate))) out.push(`${name}: the query parameter '${key}' disagrees: ${problem(fn)}`);
    }
  }
  return out;
}
