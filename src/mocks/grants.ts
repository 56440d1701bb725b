import type { RequestHandler } from 'msw';
import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { declaredCalls, grantAllows, type Call, type CallMethod, type Grant } from '@/lib/api/contract';
import { resourceCalls, resourceGrant, type ResourceAction } from '@/lib/resource/calls';
import { formSchema } from '@/lib/resource/form-schema';
import type { ResourceDef } from '@/lib/resource/types';
import { API, coerceQuery, firstIssue, forbidden, notFound, refuse, sessionUser, unauthorized, type MockUser } from './http';

/*
 * Permissions and requests: every call names the page whose grant allows it (src/lib/api/contract.ts
 * Grant) and the request it takes (its request schema). One gate in front of every area's handlers
 * (worldHandlers, ./handlers.ts) finds the call a request makes, answers 401 without a session,
 * 403 (当前账号无权限访问！) when the caller's role is not granted the call's page, and 400 (the
 * schema's first message, 格式不正确 when it names none) when the body, query or form is not what
 * the call declares, before any handler runs: a refused call writes nothing, and a handler only
 * ever sees a request its contract allows. The kernel does not know roles or menus: the area that
 * owns them tells it a user's granted pages (`setGrantSource`, src/features/system/mock/tables.ts).
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
  /** How the request travels: a query (GET), a JSON body (POST), form fields (UPLOAD). */
  method: CallMethod;
  /** The request's schema (a GET's query is read as the numbers and booleans it asks for). */
  request?: v.GenericSchema;
  /** The first problem of a request's input, as a message id; null when the call takes it. Absent: the call takes no input. */
  check?: (input: unknown) => MessageId | null;
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
  for (const call of declaredCalls) {
    const request = call.request as v.GenericSchema | undefined;
    add({ verb: call.method === 'GET' ? 'GET' : 'POST', path: call.path, grant: call.grant, call, method: call.method, request, check: request && ((input) => firstIssue(request, input)) });
  }
  for (const def of resources) {
    const offered = new Map(resourceCalls(def).map((call) => [call.action, call.request as v.GenericSchema | undefined]));
    for (const [action, verb] of ACTIONS) {
      const request = offered.get(action);
      add({ verb, path: `${def.endpoint}/v1/${action}`, grant: resourceGrant(def, action), method: verb, request, check: request && resourceCheck(def, action, request) });
    }
  }
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

/** The routes among these a signed-in user may use (any of them granting it is enough). */
async function permitted(found: readonly Route[], request: Request, user: MockUser): Promise<Route[]> {
  const pages = grantedPages(user);
  const out: Route[] = [];
  for (const route of found) {
    if (route.grant === 'self' ? await isOwn(route.call, request, user) : grantAllows(route.grant, { signedIn: true, pages })) out.push(route);
  }
  return out;
}

/** Whether a signed-in user may make a request to these routes (any of them granting it is enough). */
export async function permits(found: readonly Route[], request: Request, user: MockUser): Promise<boolean> {
  return (await permitted(found, request, user)).length > 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A resource's write is checked as its form checks it (the form's own messages: src/lib/resource/form-schema.ts),
 * then against the wire schema the contract publishes (resourceCalls): what docs/openapi.json
 * promises is what the server holds to. An update checks only the fields it sends.
 */
function resourceCheck(def: ResourceDef, action: ResourceAction, request: v.GenericSchema): (input: unknown) => MessageId | null {
  if (action === 'add') {
    const form = formSchema(def, 'add', { server: true });
    return (input) => (isRecord(input) ? firstIssue(form, input) : null) ?? firstIssue(request, input);
  }
  if (action === 'update') {
    return (input) => {
      if (!isRecord(input)) return firstIssue(request, input);
      const only = Object.keys(input).filter((key) => key !== 'id' && key !== 'version');
      return firstIssue(formSchema(def, 'edit', { only, server: true }), input) ?? firstIssue(request, input);
    };
  }
  return (input) => firstIssue(request, input);
}

/** A request's input as its route reads it: the query (GET), the form fields (UPLOAD), the JSON body (POST; none is {}); undefined when unreadable. */
async function inputOf(route: Route, request: Request): Promise<{ input: unknown } | undefined> {
  const copy = request.clone();
  if (route.method === 'GET') return { input: coerceQuery(route.request, Object.fromEntries(new URL(copy.url).searchParams)) };
  if (route.method === 'UPLOAD') {
    try {
      return { input: Object.fromEntries((await copy.formData()).entries()) };
    } catch {
      return undefined;
    }
  }
  const text = await copy.text().catch(() => null);
  if (text === null) return undefined;
  if (!text.trim()) return { input: {} };
  try {
    return { input: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The first problem of a request, for the first of its routes that declares a request (null: one
 * of them takes it, or none declares one: a resource's action it does not offer, whose handler refuses).
 */
async function requestIssue(routes: readonly Route[], request: Request): Promise<MessageId | null> {
  let first: MessageId | null = null;
  for (const route of routes) {
    if (!route.check) continue;
    const read = await inputOf(route, request);
    const issue = read ? route.check(read.input) : 'valid.invalid';
    if (!issue) return null;
    first ??= issue;
  }
  return first;
}

/** The path under the API base of a request's URL: '/admin/user/v1/page' → 'user/v1/page'. */
function apiPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf('/admin/');
  return at === -1 ? '' : pathname.slice(at + '/admin/'.length);
}

/**
 * The gate, in front of every area's handlers: a path no call declares is not found; otherwise
 * 401 without a session (unless the call is public), 403 without the grant, 400 when the
 * request is not what the call declares (its schema's first message, HTTP 200 and code 400, as
 * every refusal of a value); null lets the handlers answer.
 */
export async function gate(request: Request): Promise<Response | null> {
  const found = routesAt(request.method, apiPath(request));
  if (!found.length) return notFound();
  let open: readonly Route[] = found.filter((route) => route.grant === 'public');
  if (!open.length) {
    const user = await sessionUser(request);
    if (!user) return unauthorized(request);
    open = await permitted(found, request, user);
    if (!open.length) return forbidden(request);
  }
  const issue = await requestIssue(open, request);
  return issue ? refuse(request, issue, 400) : null;
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
