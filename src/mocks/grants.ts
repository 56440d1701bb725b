import { http, type HttpHandler, type RequestHandler } from 'msw';
import * as v from 'valibot';
import { declaredCalls, grantAllows, type Call, type Grant } from '@/lib/api/contract';
import { resourceGrant, type ResourceAction } from '@/lib/resource/calls';
import type { ResourceDef } from '@/lib/resource/types';
import { API, coerceQuery, forbidden, notFound, sessionUser, unauthorized, type MockUser } from './http';

/*
 * Permissions: every call names the page whose grant allows it (src/lib/api/contract.ts Grant).
 * One gate in front of every area's handlers (buildHandlers) finds the call a request makes,
 * answers 401 without a session and 403 (当前账号无权限访问！) when the caller's role is not
 * granted the call's page, before any handler runs: a refused call writes nothing. The kernel
 * does not know roles or menus: the area that owns them tells it a user's granted pages
 * (`setGrantSource`, src/features/system/mock/tables.ts).
 */

let grantSource: (user: MockUser) => ReadonlySet<string> = () => new Set();

/** The area that owns roles and menus tells the kernel which page paths a user's role is granted. */
export function setGrantSource(source: (user: MockUser) => ReadonlySet<string>): void {
  grantSource = source;
}

/** The page paths a signed-in user's role is granted. */
export function grantedPages(user: MockUser): ReadonlySet<string> {
  return grantSource(user);
}

type Verb = 'GET' | 'POST';

/** A route the gate knows: a declared call, or one action of a resource (offered or not: a resource's page answers its refusals). */
interface Route {
  verb: Verb;
  path: string;
  grant: Grant;
  /** The declared call, for a 'self' grant (its request keys). */
  call?: Call<unknown, unknown>;
}

const ACTIONS: Array<[ResourceAction, Verb]> = [
  ['page', 'POST'],
  ['info', 'GET'],
  ['add', 'POST'],
  ['import', 'POST'],
  ['update', 'POST'],
  ['delete', 'POST'],
  ['status', 'POST'],
  ['export', 'POST'],
];

const resources = new Set<ResourceDef>();

/**
 * Tells the gate a resource's routes (crudHandlers does it; a hand-written handler of a resource's
 * endpoint calls it too). Every action's path is known, offered or not: a resource that offers no
 * add still answers its own page's role (a business refusal) and refuses everyone else (403).
 */
export function declareResource(def: ResourceDef): void {
  if (resources.has(def)) return;
  resources.add(def);
  index = null;
}

let index: Map<string, Route[]> | null = null;
let indexedCalls = -1;

function routes(): Map<string, Route[]> {
  if (index && indexedCalls === declaredCalls.length) return index;
  const next = new Map<string, Route[]>();
  const add = (route: Route) => {
    const key = `${route.verb} ${route.path}`;
    next.set(key, [...(next.get(key) ?? []), route]);
  };
  for (const call of declaredCalls) add({ verb: call.method === 'GET' ? 'GET' : 'POST', path: call.path, grant: call.grant, call });
  for (const def of resources) for (const [action, verb] of ACTIONS) add({ verb, path: `${def.endpoint}/v1/${action}`, grant: resourceGrant(def, action) });
  index = next;
  indexedCalls = declaredCalls.length;
  return next;
}

/** The routes of a method and a path under the API base ('user/v1/update'); [] when no call declares it. */
export function routesAt(method: string, path: string): readonly Route[] {
  return routes().get(`${method === 'GET' ? 'GET' : 'POST'} ${path}`) ?? [];
}

type Schema = v.GenericSchema & { pipe?: readonly Schema[]; entries?: Record<string, Schema> };

function entriesOf(schema: v.GenericSchema | undefined): Record<string, Schema> | null {
  let s = schema as Schema | undefined;
  while (s && !s.entries && s.pipe && s.pipe[0] !== s) s = s.pipe[0];
  return s?.entries ?? null;
}

/** A 'self' call: the request names the caller's own record and carries only the call's own keys. */
async function isOwn(call: Call<unknown, unknown> | undefined, request: Request, user: MockUser): Promise<boolean> {
  if (!call) return false;
  let input: unknown;
  if (call.method === 'GET') input = coerceQuery(call.request, Object.fromEntries(new URL(request.url).searchParams));
  else input = await request.clone().json().catch(() => null);
  if (!input || typeof input !== 'object' || Array.isArray(input)) return false;
  const keys = entriesOf(call.request);
  const values = input as Record<string, unknown>;
  return Number(values.id) === user.id && (!keys || Object.keys(values).every((key) => key in keys));
}

/** Whether a signed-in user may make a request to these routes (any of them granting it is enough). */
export async function permits(found: readonly Route[], request: Request, user: MockUser): Promise<boolean> {
  const pages = grantedPages(user);
  for (const route of found) {
    if (route.grant === 'self' ? await isOwn(route.call, request, user) : grantAllows(route.grant, { signedIn: true, pages })) return true;
  }
  return false;
}

/** The path under the API base of a request's URL: '/admin/user/v1/page' → 'user/v1/page'. */
function apiPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf('/admin/');
  return at === -1 ? '' : pathname.slice(at + '/admin/'.length);
}

/**
 * The gate, in front of every area's handlers: a path no call declares is not found; a public
 * call passes; otherwise 401 without a session, 403 without the grant; else the handlers answer.
 */
export function grantGate(): HttpHandler {
  return http.all(`${API}/*`, async ({ request }) => {
    const found = routesAt(request.method, apiPath(request));
    if (!found.length) return notFound();
    if (found.some((route) => route.grant === 'public')) return undefined;
    const user = await sessionUser(request);
    if (!user) return unauthorized(request);
    return (await permits(found, request, user)) ? undefined : forbidden(request);
  });
}

/**
 * Throws unless every route the handlers register under the API base answers a declared call or
 * a resource's action (method and path): a handler cannot be added without a grant. Wildcard
 * routes (which only wait and fall through) are left to the gate, which refuses what no call declares.
 */
export function checkRoutes(handlers: readonly RequestHandler[]): void {
  const strays: string[] = [];
  for (const handler of handlers) {
    const info = handler.info as { method?: unknown; path?: unknown };
    if (typeof info.path !== 'string' || !info.path.startsWith(`${API}/`)) continue;
    const path = info.path.slice(API.length + 1);
    if (/[*:]/.test(path)) continue;
    const verbs: Verb[] = typeof info.method === 'string' ? [info.method === 'GET' ? 'GET' : 'POST'] : ['GET', 'POST'];
    if (!verbs.some((verb) => routesAt(verb, path).length)) strays.push(`${typeof info.method === 'string' ? info.method : 'ALL'} ${path}`);
  }
  if (strays.length) {
    throw new Error(`mock routes answer no declared call (declare each with defineCall and a grant, or serve it with crudHandlers): ${strays.join(', ')}`);
  }
}
