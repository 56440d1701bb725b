/**
 * docs/openapi.json (OpenAPI 3.1), from the same contracts as docs/api.md: every declared call
 * and every resource call, its request (query parameters, JSON body or multipart form) and its
 * envelope-wrapped answer, the JSON Schemas converted from the valibot schemas
 * (@valibot/to-json-schema), the `token` header as an apiKey security scheme (not on public
 * calls), the `language` header, `x-access: read | write` and `x-grant` (who may make it) on
 * each operation.
 * `npm run docs:api` writes it (scripts/api-docs.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import './demo-globals';
import * as v from 'valibot';
import type { JsonSchema } from '@valibot/to-json-schema';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n';
import { API_BASE, API_HEADERS, REQUEST_TIMEOUT_MS, SUCCESS_CODES } from '../src/lib/constants';
import { SESSION_END_STATUSES } from '../src/lib/api/errors';
import { componentRef, contractSource, jsonSchema, loadModel, namedJsonSchemas, type Model, type Operation } from './contract-model';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The envelope every answer comes in; each operation narrows `data`. */
const EnvelopeSchema = v.object({
  code: v.union([v.number(), v.string()]),
  success: v.optional(v.boolean()),
  message: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});

const distinct = (list: JsonSchema[]) => [...new Map(list.map((s) => [JSON.stringify(s), s])).values()];
const oneOrAny = (list: JsonSchema[]): JsonSchema => (list.length === 1 ? list[0] : { anyOf: list });

function operationId(method: string, path: string): string {
  return method.toLowerCase() + path.split(/[^A-Za-z0-9]+/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1)).join('');
}

/** A request's JSON Schema with its top level written out (parameters need the properties). */
function expanded(model: Model, named: Record<string, JsonSchema>, op: Operation): JsonSchema | null {
  if (!op.request) return null;
  const js = jsonSchema(model, op.request);
  const ref = js.$ref?.split('/').pop();
  return ref && named[ref] ? named[ref] : js;
}

/** Query parameters of a GET: the properties of its request variants (required when every variant requires it). */
function queryParameters(requests: JsonSchema[]) {
  const params = new Map<string, { schemas: JsonSchema[]; required: boolean }>();
  for (const request of requests) {
    const required = new Set(request.required ?? []);
    for (const [name, schema] of Object.entries(request.properties ?? {})) {
      const entry = params.get(name) ?? { schemas: [], required: true };
      entry.schemas.push(schema as JsonSchema);
      entry.required &&= required.has(name);
      params.set(name, entry);
    }
  }
  for (const [name, entry] of params) if (requests.some((r) => !(name in (r.properties ?? {})))) entry.required = false;
  return [...params].map(([name, { schemas, required }]) => ({ name, in: 'query', required, schema: oneOrAny(distinct(schemas)) }));
}

/**
 * `x-grant`: who may make the call, any one entry sufficing: a page path (a role whose menu has
 * the page), 'signed-in', 'self' (one's own record only) or 'public'. Calls sharing a path add up.
 */
function grants(ops: Operation[]): string[] {
  return [...new Set(ops.flatMap((op): string[] => (typeof op.grant === 'string' ? [op.grant] : [...op.grant])))];
}

function describe(ops: Operation[]): string {
  return ops
    .map((op) => {
      const who = op.resource ? `The \`${op.resource.name}\` resource's \`${op.action}\` call` : `Declared in ${contractSource(op.area)}`;
      return `${who}: ${op.summary}${op.notes ? ` ${op.notes}` : ''}`;
    })
    .join('\n\n');
}

function pathItem(model: Model, named: Record<string, JsonSchema>, ops: Operation[]) {
  const [first] = ops;
  const method = first.method === 'GET' ? 'get' : 'post';
  const requests = distinct(ops.map((op) => expanded(model, named, op)).filter((r): r is JsonSchema => r !== null));
  const data = oneOrAny(distinct(ops.map((op) => jsonSchema(model, op.response))));
  const isPublic = ops.every((op) => op.public);
  const access = ops.some((op) => op.access === 'write') ? 'write' : 'read';
  const operation: Record<string, unknown> = {
    operationId: operationId(method, first.path),
    summary: first.summary,
    description: describe(ops),
    tags: [...new Set(ops.map((op) => op.area))],
    'x-access': access,
    'x-grant': grants(ops),
    parameters: [{ $ref: '#/components/parameters/language' }, ...(method === 'get' ? queryParameters(requests) : [])],
  };
  if (method === 'post' && requests.length) {
    const media = first.method === 'UPLOAD' ? 'multipart/form-data' : 'application/json';
    operation.requestBody = { required: true, content: { [media]: { schema: oneOrAny(requests) } } };
  }
  const envelope = (schema: JsonSchema) => ({ 'application/json': { schema } });
  operation.responses = {
    '200': {
      description: `The envelope. It succeeds when \`code\` is one of ${SUCCESS_CODES.map((c) => JSON.stringify(c)).join(', ')}; \`data\` is then the answer. Any other code is a business failure whose \`message\` is shown.`,
      content: envelope({ allOf: [{ $ref: componentRef('Envelope') }, { type: 'object', properties: { data } }] }),
    },
    ...(isPublic
      ? {}
      : {
          [String(SESSION_END_STATUSES[0])]: {
            description: `No valid session: the token is missing, unknown or ended (${SESSION_END_STATUSES.join(' or ')}, as the status or as the envelope's code, end the session).`,
            content: envelope({ $ref: componentRef('Envelope') }),
          },
        }),
    ...(isPublic
      ? {}
      : {
          '403': {
            description: `The caller's role is not granted the call (x-grant): 当前账号无权限访问！ Nothing is changed.`,
            content: envelope({ $ref: componentRef('Envelope') }),
          },
        }),
    default: { description: 'A failure: an HTTP status of the error catalogue (docs/api.md), with the envelope when the server sends one.', content: envelope({ $ref: componentRef('Envelope') }) },
  };
  if (isPublic) operation.security = [];
  return { [method]: operation };
}

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const model = await loadModel();
  const named = namedJsonSchemas(model);
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  // Calls that share a method and a path (a declared call that is also a resource's) are one operation.
  const groups = new Map<string, Operation[]>();
  for (const op of model.operations) {
    const key = `${op.method === 'GET' ? 'get' : 'post'} /${op.path}`;
    groups.set(key, [...(groups.get(key) ?? []), op]);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const ops of groups.values()) {
    const path = `/${ops[0].path}`;
    paths[path] = { ...paths[path], ...pathItem(model, named, ops) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Drama Console API',
      version,
      description: `The calls the Drama Console back office makes, generated from its contracts (npm run docs:api). Every answer is the envelope { code, success, message, data }; every call times out after ${REQUEST_TIMEOUT_MS} ms. Each operation's x-grant says who may make it, any one entry sufficing: a page of the menu by its path (a role whose menu has that page), signed-in (any signed-in user), self (any signed-in user, on their own record only) or public (no token); anyone else gets HTTP 403 and nothing changes. The ${API_HEADERS.language} header (${LOCALES.join(' or ')}) picks the language of messages. See docs/api.md for the conventions and the error catalogue.`,
    },
    servers: [{ url: API_BASE.replace(/\/$/, ''), description: 'The API base path (a build may change it with VITE_API_BASE).' }],
    tags: model.areas.filter((a) => model.operations.some((op) => op.area === a)).map((name) => ({ name, description: name.startsWith('records/') ? contractSource(name) : `src/features/${name}` })),
    security: [{ token: [] }],
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: API_HEADERS.token, description: 'The session token answered by POST /user/v1/login.' },
      },
      parameters: {
        language: {
          name: API_HEADERS.language,
          in: 'header',
          required: false,
          description: `The language of the answers' messages: ${LOCALES.join(' or ')}.`,
          schema: { type: 'string', enum: [...LOCALES], default: DEFAULT_LOCALE },
        },
      },
      schemas: { Envelope: jsonSchema(model, EnvelopeSchema), ...named },
    },
  };
}

export async function renderOpenApi(): Promise<string> {
  return formatOpenApi(await openApiDocument());
}

/** The document as docs/openapi.json holds it. */
export function formatOpenApi(doc: Record<string, unknown>): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
