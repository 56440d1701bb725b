import { HttpResponse } from 'msw';
import { translate, type Locale, type MessageId } from '@/i18n';
import type { AdminUser } from '@/lib/schemas/system';
import { db } from './db';

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

export function sessionUser(request: Request): AdminUser | undefined {
  const token = request.headers.get('token');
  const session = token ? db.sessions.get(token) : undefined;
  const user = session ? db.users.get(session.userId) : undefined;
  return user?.enabled ? user : undefined;
}

type Resolver = (args: { request: Request; user: AdminUser; params: Record<string, string | readonly string[] | undefined> }) => Response | Promise<Response>;

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
