import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isMessageId, translate, type Locale, type MessageId } from '@/i18n';
import type { Call } from '@/lib/api/contract';
import '@/i18n/messages/resource';
import { db } from './db';

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
export function refuse(request: Request, id: MessageId, code: number = 500): Response {
  return HttpResponse.json({ code, success: false, message: translate(language(request), id), data: null });
}

export function unauthorized(request: Request): Response {
  return HttpResponse.json(
    { code: 401, success: false, message: translate(language(request), 'error.http.401'), data: null },
    { status: 401 },
  );
}

export function sessionUser(request: Request): MockUser | undefined {
  const token = request.headers.get('token');
  const session = token ? db.sessions.get(token) : undefined;
  const user = session ? userSource(session.userId) : undefined;
  return user?.enabled ? user : undefined;
}

type Resolver = (args: { request: Request; user: MockUser; params: Record<string, string | readonly string[] | undefined> }) => Response | Promise<Response>;

/** Wraps a resolver so it answers 401 without a valid token. */
export function authed(resolver: Resolver) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const user = sessionUser(request);
    if (!user) return unauthorized(request);
    return resolver({ request, user, params });
  };
}

export async function body<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
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

/** The first problem a schema finds in a value, as a message id (a generic one when the rule names none). */
export function firstIssue(schema: v.GenericSchema, value: unknown): MessageId | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const message = result.issues[0]?.message ?? '';
  return isMessageId(message) ? message : 'valid.invalid';
}

type CallResolver<Req> = (args: { input: Req; request: Request; user: MockUser }) => Response | Promise<Response>;

/**
 * The mock's side of a declared call (src/lib/api/contract.ts): the same path and method, the
 * request checked with the same schema (refused with its first message), a session required
 * unless the call is public.
 */
export function handleCall<Req, Res>(call: Call<Req, Res>, resolver: CallResolver<Req>) {
  const url = `${API}/${call.path}`;
  const read = async (request: Request): Promise<unknown> => {
    if (call.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
    if (call.method === 'UPLOAD') return Object.fromEntries((await request.formData()).entries());
    return body(request);
  };
  const run = async (request: Request, user: MockUser) => {
    const raw = await read(request);
    if (call.request) {
      const parsed = v.safeParse(call.request, raw);
      if (!parsed.success) return refuse(request, firstIssue(call.request, raw) ?? 'valid.invalid', 400);
      return resolver({ input: parsed.output, request, user });
    }
    return resolver({ input: raw as Req, request, user });
  };
  const handler = call.public
    ? async ({ request }: { request: Request }) => run(request, { id: 0, name: '', roleId: 0, enabled: true })
    : authed(({ request, user }) => run(request, user));
  return call.method === 'GET' ? http.get(url, handler) : http.post(url, handler);
}
