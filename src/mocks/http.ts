import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isMessageId, translate, type Locale, type MessageId, type Values } from '@/i18n';
import type { Call } from '@/lib/api/contract';
import '@/i18n/messages/resource';
import { sessionOf } from './sessions';

/** The signed-in admin as the mock kernel needs it (the system area's users table provides it). */
export interface MockUser {
  id: number;
  name: string;
  roleId: number;
  enabled: boolean;
}

let userSource: (id: number) => MockUser | undefined = () => undefined;

/** The area that owns admin users tells the kernel how to find one (src/features/system/mock/tables.ts). */
export function setUserSource(source: (id: number) => MockUser | undefined): void {
  userSource = source;
}

/** Every handler matches any origin: the browser worker, msw/node and the HTTP server alike. */
export const API = '*/admin';

export function ok(data: unknown = null): Response {
  return HttpResponse.json({ code: 200, success: true, message: 'success', data });
}

export function language(request: Request): Locale {
  return request.headers.get('language') === 'EN' ? 'EN' : 'ZH';
}

/** A business failure: HTTP 200 with a failing code and a message in the caller's language. */
export function refuse(request: Request, id: MessageId, code: number = 500, values?: Values): Response {
  return HttpResponse.json({ code, success: false, message: translate(language(request), id, values), data: null });
}

export function unauthorized(request: Request): Response {
  return HttpResponse.json(
    { code: 401, success: false, message: translate(language(request), 'error.http.401'), data: null },
    { status: 401 },
  );
}

/** The caller's role is not granted the call's page (src/mocks/grants.ts): HTTP 403, 当前账号无权限访问！ */
export function forbidden(request: Request): Response {
  return HttpResponse.json(
    { code: 403, success: false, message: translate(language(request), 'error.http.403'), data: null },
    { status: 403 },
  );
}

/**
 * A handler failed unexpectedly (src/mocks/handlers.ts): HTTP 500 and the catalogue's envelope,
 * 服务异常！ in the caller's language. The detail stays on the server's console: never a stack,
 * a file path or an HTML page on the wire.
 */
export function serverError(request: Request): Response {
  return HttpResponse.json(
    { code: 500, success: false, message: translate(language(request), 'error.http.500'), data: null },
    { status: 500 },
  );
}

/** A path no call declares. */
export function notFound(): Response {
  return HttpResponse.json({ code: 404, success: false, message: 'Not Found', data: null }, { status: 404 });
}

/** The signed-in admin of a request: its token names a live session (not idle too long) of an enabled user. */
export async function sessionUser(request: Request): Promise<MockUser | undefined> {
  const session = await sessionOf(request.headers.get('token'));
  const user = session ? userSource(session.userId) : undefined;
  return user?.enabled ? user : undefined;
}

type Resolver = (args: { request: Request; user: MockUser; params: Record<string, string | readonly string[] | undefined> }) => Response | Promise<Response>;

/** Wraps a resolver so it answers 401 without a valid token. */
export function authed(resolver: Resolver) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const user = await sessionUser(request);
    if (!user) return unauthorized(request);
    return resolver({ request, user, params });
  };
}

/**
 * A POST's JSON body, {} when there is none or it is not an object. The gate (./grants.ts) has
 * already refused a body its call's schema does not take; this only keeps a handler of a call
 * without a request schema from reading into null.
 */
export async function body<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    const value: unknown = await request.json();
    return (typeof value === 'object' && value !== null ? value : {}) as T;
  } catch {
    return {} as T;
  }
}

/** POST /x/v1/page helper: 1-based pageNum, pageSize. */
export function page<T>(rows: T[], pageNum: unknown, pageSize: unknown) {
  const size = Math.min(Math.max(Number(pageSize) || 10, 1), 1000);
  const num = Math.max(Number(pageNum) || 1, 1);
  return { records: rows.slice((num - 1) * size, num * size), total: rows.length, pageNum: num, pageSize: size };
}

type AnySchema = v.GenericSchema & { pipe?: readonly unknown[]; wrapped?: AnySchema; entries?: Record<string, AnySchema>; item?: AnySchema; options?: readonly AnySchema[] };

/** The schema a pipe, optional, nullable or nullish wraps: what describes the value itself. */
function unwrap(schema: AnySchema): AnySchema {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    if (s.pipe && s.pipe[0] && s.pipe[0] !== s) s = s.pipe[0] as AnySchema;
    else if (s.wrapped) s = s.wrapped;
    else break;
  }
  return s;
}

/** The schema found at a path of keys (objects' entries, arrays' items), or undefined. */
function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let s: AnySchema | undefined = schema;
  for (const key of path) {
    if (!s) return undefined;
    const inner = unwrap(s);
    s = inner.entries ? inner.entries[String(key)] : inner.item;
  }
  return s;
}

/**
 * The first problem a schema finds in a value, as a message id (a generic one when the rule
 * names none; 格式不正确, `valid.invalid`, for a value that is no object where one is due). A missing key speaks with its field's own message (what the field says when it
 * is undefined), so `v.object({ date: v.string('…dateRequired') })` refuses `{}` with it.
 */
export function firstIssue(schema: v.GenericSchema, value: unknown): MessageId | null {
  // A body that is no object where the call takes one (null, an array, a text, a number) is malformed as a whole.
  if (/object$/.test(unwrap(schema as AnySchema).type) && (typeof value !== 'object' || value === null || Array.isArray(value))) return 'valid.invalid';
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const issue = result.issues[0];
  let message = issue?.message ?? '';
  const path = issue?.path?.map((p) => p.key as PropertyKey) ?? [];
  if (issue && issue.input === undefined && path.length && /object$/i.test(issue.type)) {
    const field = schemaAt(schema as AnySchema, path);
    const own = field ? v.safeParse(field, undefined) : null;
    if (own && !own.success && own.issues[0]) message = own.issues[0].message;
  }
  return isMessageId(message) ? message : 'valid.invalid';
}

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/**
 * A query string's values are strings: each key whose schema refuses the string as it came is
 * offered the number it spells ('12' → 12), the boolean ('true', 'false'), or, when empty,
 * nothing at all. So a GET call declares `{ id: v.number() }` and `?id=12` passes, while a
 * string field keeps '0012' as sent.
 */
export function coerceQuery(schema: v.GenericSchema | undefined, raw: Record<string, string>): Record<string, unknown> {
  const entries = schema ? unwrap(schema as AnySchema).entries : undefined;
  if (!entries) return raw;
  const out: Record<string, unknown> = { ...raw };
  for (const [key, text] of Object.entries(raw)) {
    const field = entries[key];
    if (!field || v.safeParse(field, text).success) continue;
    const candidates: unknown[] = [];
    if (text === '') candidates.push(undefined);
    if (NUMERIC.test(text)) candidates.push(Number(text));
    if (text === 'true' || text === 'false') candidates.push(text === 'true');
    for (const candidate of candidates) {
      if (!v.safeParse(field, candidate).success) continue;
      if (candidate === undefined) delete out[key];
      else out[key] = candidate;
      break;
    }
  }
  return out;
}

type CallResolver<Req> = (args: { input: Req; request: Request; user: MockUser }) => Response | Promise<Response>;

/** What a request carries: the query (GET), the form fields (UPLOAD) or the JSON body (POST); {} when unreadable. */
async function readInput(call: Call<unknown, unknown>, request: Request): Promise<unknown> {
  if (call.method === 'GET') return coerceQuery(call.request, Object.fromEntries(new URL(request.url).searchParams));
  if (call.method === 'UPLOAD') {
    try {
      return Object.fromEntries((await request.formData()).entries());
    } catch {
      return {};
    }
  }
  return body(request);
}

/**
 * The mock's side of a declared call (src/lib/api/contract.ts): the same path and method, the
 * request checked with the same schema (refused with its first message, HTTP 200 and code 400),
 * a session required unless the call is public. The resolver gets the parsed input. Whether the
 * caller's role is granted the call is checked before, by the gate (./grants.ts).
 */
export function handleCall<Req, Res>(call: Call<Req, Res>, resolver: CallResolver<Req>) {
  const url = `${API}/${call.path}`;
  const run = async (request: Request, user: MockUser) => {
    const raw = await readInput(call as Call<unknown, unknown>, request);
    if (call.request) {
      const parsed = v.safeParse(call.request, raw);
      if (!parsed.success) return refuse(request, firstIssue(call.request, raw) ?? 'valid.invalid', 400);
      return resolver({ input: parsed.output, request, user });
    }
    return resolver({ input: raw as Req, request, user });
  };
  const handler = call.grant === 'public'
    ? async ({ request }: { request: Request }) => run(request, { id: 0, name: '', roleId: 0, enabled: true })
    : authed(({ request, user }) => run(request, user));
  return call.method === 'GET' ? http.get(url, handler) : http.post(url, handler);
}
