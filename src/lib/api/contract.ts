import * as v from 'valibot';
import { api, type Query } from './client';

/**
 * A call outside the resource pattern, declared once in its area's contract: method, path,
 * request and response schemas, and a one-line summary. The page sends it (`call.send(input)`),
 * the mock answers it (`handleCall(call, …)` in src/mocks/http.ts, which checks the request with
 * the same schema), and docs/api.md and docs/openapi.json are generated from it.
 *
 * `method`: GET sends the request as the query string, POST as a JSON body, UPLOAD as
 * multipart form data (files as Blobs).
 */
export type CallMethod = 'GET' | 'POST' | 'UPLOAD';

/** 'read' changes nothing on the server (whatever the method); 'write' may change something. */
export type CallAccess = 'read' | 'write';

/** A page of the menu by its path, 'group/page' (src/lib/menu-catalogue.ts): 'system/user'. */
export type PagePath = `${string}/${string}`;

/**
 * Who may make a call. A role may call it when its menu grants the page (or one of the pages);
 * the markers are for calls beyond any page:
 * - `'signed-in'`: any signed-in user (their own menu, their own password, sign-out);
 * - `'self'`: any signed-in user on their own record only: the request's `id` is theirs and it
 *   carries no key the call's request does not declare (the profile dialog);
 * - `'public'`: no session at all (sign-in).
 * A backend refuses any other call with HTTP 403 (当前账号无权限访问！) and changes nothing.
 */
export type Grant = PagePath | readonly PagePath[] | 'signed-in' | 'self' | 'public';

/** The pages a grant names ([] for the markers). */
export function grantPages(grant: Grant): readonly PagePath[] {
  if (typeof grant !== 'string') return grant;
  return grant.includes('/') ? [grant as PagePath] : [];
}

/** The grant as the docs print it: 'system/user', 'system/roles, system/user' (any of them), 'signed-in'. */
export function grantText(grant: Grant): string {
  return typeof grant === 'string' ? grant : grant.join(', ');
}

/**
 * Whether a caller may make a call of this grant: `pages` are the menu paths their role has,
 * `own` whether the request is about their own record (for `'self'`). Without a session only
 * public calls pass.
 */
export function grantAllows(grant: Grant, caller: { signedIn: boolean; pages: ReadonlySet<string>; own?: boolean }): boolean {
  if (grant === 'public') return true;
  if (!caller.signedIn) return false;
  if (grant === 'signed-in') return true;
  if (grant === 'self') return Boolean(caller.own);
  return grantPages(grant).some((page) => caller.pages.has(page));
}

export interface CallSpec<Req, Res> {
  method: CallMethod;
  /** Under the API base, no leading slash: 'member/v1/recharge'. */
  path: string;
  /** The request's body (POST, UPLOAD) or query (GET). Omitted: no input. */
  request?: v.GenericSchema<unknown, Req>;
  response: v.GenericSchema<unknown, Res>;
  /** Whether the call changes anything on the server: read or write. */
  access: CallAccess;
  /** Who may make it: the page (or pages) whose grant allows it, or a marker (see Grant). Required. */
  grant: Grant;
  /** One line for the docs (English). */
  summary: string;
  /** Rules and effects beyond the schemas, for the docs (English, Markdown, a sentence or two). */
  notes?: string;
}

export interface Call<Req, Res> extends CallSpec<Req, Res> {
  /** Sends the call and checks the answer against `response`. */
  send(input: Req): Promise<Res>;
}

/**
 * A record's version (optimistic concurrency, src/lib/api/errors.ts STALE_CODE): 1 when the record
 * is created, one more on each write. Writes that change a record send back the version they saw.
 */
export const RecordVersion = v.pipe(v.number('error.versionRequired'), v.integer('error.versionRequired'), v.minValue(1, 'error.versionRequired'));

/** Every call declared so far, in declaration order (docs and the contract checker read it). */
export const declaredCalls: Call<unknown, unknown>[] = [];

export function defineCall<Req = void, Res = unknown>(spec: CallSpec<Req, Res>): Call<Req, Res> {
  const call: Call<Req, Res> = {
    ...spec,
    send(input: Req) {
      if (spec.method === 'GET') return api.get(spec.path, (input ?? undefined) as Query | undefined, spec.response);
      if (spec.method === 'UPLOAD') {
        // Fields left undefined are not sent (FormData would send the text 'undefined').
        const fields = Object.entries((input ?? {}) as Record<string, string | Blob | undefined>).filter((e): e is [string, string | Blob] => e[1] !== undefined);
        return api.upload(spec.path, Object.fromEntries(fields), spec.response);
      }
      return api.post(spec.path, input ?? {}, spec.response);
    },
  };
  if (!declaredCalls.some((c) => c.path === spec.path && c.method === spec.method)) declaredCalls.push(call as Call<unknown, unknown>);
  return call;
}

/** The answer type of a call. */
export type ResponseOf<C> = C extends Call<unknown, infer R> ? R : never;
