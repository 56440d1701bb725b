/**
 * The contract checker: calls every read-only endpoint of a running backend and checks each
 * answer's envelope and data against the schema the console expects (the same contracts as
 * docs/api.md). One line per call: PASS, FAIL with the first mismatching field (valibot issue
 * path, expected, received), or SKIP when it cannot build the call's input. Exits 1 when any fails.
 *
 *   npm run contract -- --base https://backend.example/admin/ --token <token>
 *   npm run contract -- --base http://localhost:9090 --user admin --password admin123
 *
 * `--base` is the API base (a bare origin means `<origin>/admin/`). `--user/--password` sign in
 * first (POST user/v1/login); `--token` uses a session you already have. `--language EN` asks
 * for English messages. Only read calls are sent (sign-in aside): resource pages with
 * `{ pageNum: 1, pageSize: 5 }`, then `info?id=` of each page's first record, then the declared
 * read calls, their inputs built from what the pages answered (ids, an email, the last 7 days).
 *
 * Permissions: with a limited account (`--limited-user operator --limited-password operator123`,
 * or `--limited-token`), every call outside the grants of its role (the pages of its own menu,
 * GET menu/v1/getUserMenu) must be refused with 403: one line per call, PASS when refused, FAIL
 * with what it answered instead. Nothing is meant to change: reads go with the inputs built
 * above, writes with an input their own schema refuses (a backend that validates before it checks
 * the grant answers 400, a FAIL, and writes nothing), a 'self' call with another user's id. Writes
 * that take no input (the maintenance tools) would run if the backend let them through: they are
 * SKIPped unless `--limited-inputless` says to send them too (only against a backend you may break).
 */
import { fileURLToPath } from 'node:url';
import './demo-globals';
import * as v from 'valibot';
import { API_BASE, API_HEADERS, SUCCESS_CODES } from '../src/lib/constants';
import { loadContracts } from '../src/app/contracts';
import { loginCall, userMenuCall } from '../src/records/session';
import { grantAllows, type Grant } from '../src/lib/api/contract';
import { flattenMenu } from '../src/lib/menu';
import { loadModel, type Operation } from './contract-model';

export interface CheckOptions {
  /** The API base URL, e.g. http://localhost:9090/admin/ (a bare origin gets /admin/). */
  base: string;
  token?: string;
  user?: string;
  password?: string;
  language?: 'ZH' | 'EN';
  /** A limited account: every call outside its role's grants must answer 403. */
  limitedUser?: string;
  limitedPassword?: string;
  limitedToken?: string;
  /** Also send the limited account the writes that take no input (they would run if let through). */
  limitedInputless?: boolean;
  /** Where the lines go (default: console.log). */
  log?: (line: string) => void;
}

export interface CheckResult {
  status: 'PASS' | 'FAIL' | 'SKIP';
  /** 'GET user/v1/info' or 'POST member/v1/page (member.page)'. */
  call: string;
  detail?: string;
}

type Row = Record<string, unknown>;

/** The API base with a trailing slash; a bare origin gets the console's base path. */
export function apiBase(base: string): string {
  const url = new URL(base);
  if (url.pathname === '/' || url.pathname === '') url.pathname = API_BASE;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.toString();
}

const label = (op: Pick<Operation, 'method' | 'path' | 'resource' | 'action'>) =>
  `${op.method === 'GET' ? 'GET' : 'POST'} ${op.path}${op.resource ? ` (${op.resource.name}.${op.action})` : ''}`;

const show = (x: unknown) => {
  const text = typeof x === 'string' ? x : JSON.stringify(x);
  return text && text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** 'data.records.0.beanBalance: expected number, received "12"' for the first issue. */
export function describeIssue(issue: v.BaseIssue<unknown>, prefix = 'data'): string {
  const path = [prefix, ...(issue.path ?? []).map((p) => String(p.key))].join('.');
  return `${path}: expected ${issue.expected ?? issue.type}, received ${issue.received ?? show(issue.input)}`;
}

const Envelope = v.object({
  code: v.union([v.number(), v.string()]),
  success: v.optional(v.boolean()),
  message: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});

type Schema = v.GenericSchema & { pipe?: readonly Schema[]; wrapped?: Schema; entries?: Record<string, Schema> };

/** The object entries a request schema has (through pipes), or null when it is not an object. */
function entriesOf(schema: v.GenericSchema | undefined): Record<string, Schema> | null {
  let s = schema as Schema | undefined;
  while (s && !s.entries && s.pipe && s.pipe[0] !== s) s = s.pipe[0];
  return s?.entries ?? null;
}

const isOptional = (s: Schema) => s.type === 'optional' || s.type === 'nullish' || s.type === 'exact_optional';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function checkContract(options: CheckOptions): Promise<CheckResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const base = apiBase(options.base);
  const model = await loadModel();
  const { resources } = await loadContracts();
  const results: CheckResult[] = [];
  let token = options.token ?? null;
  let sessionUser: { id?: number; roleId?: number } | null = null;

  const report = (result: CheckResult) => {
    results.push(result);
    log(`${result.status} ${result.call}${result.detail ? `  ${result.detail}` : ''}`);
  };

  /** Sends a call (as the session of `as`, else the checked one); answers its data, or a failure text. */
  async function send(
    op: Pick<Operation, 'method' | 'path' | 'response'>,
    input: unknown,
    as: string | null = token,
  ): Promise<{ ok: true; data: unknown } | { ok: false; detail: string; status?: number; code?: unknown }> {
    const headers: Record<string, string> = { [API_HEADERS.language]: options.language ?? 'ZH' };
    if (as) headers[API_HEADERS.token] = as;
    let url = base + op.path;
    let body: string | undefined;
    if (op.method === 'GET') {
      const query = new URLSearchParams();
      for (const [k, value] of Object.entries((input ?? {}) as Row)) if (value != null) query.set(k, String(value));
      if (query.size) url += `?${query}`;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }
    let res: Response;
    try {
      res = await fetch(url, { method: op.method === 'GET' ? 'GET' : 'POST', headers, body, signal: AbortSignal.timeout(60_000) });
    } catch (e) {
      return { ok: false, detail: `no answer (${(e as Error).message})` };
    }
    const text = await res.text();
    if (!res.ok) return { ok: false, status: res.status, detail: `HTTP ${res.status}${text ? `: ${show(text)}` : ''}` };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, detail: `not JSON: ${show(text)}` };
    }
    const envelope = v.safeParse(Envelope, json);
    if (!envelope.success) return { ok: false, detail: `envelope: ${describeIssue(envelope.issues[0], 'envelope')}` };
    const { code, message, data } = envelope.output;
    if (!SUCCESS_CODES.includes(code)) return { ok: false, status: res.status, code, detail: `code ${JSON.stringify(code)}${message ? `: ${message}` : ''}` };
    const checked = v.safeParse(op.response, data);
    if (!checked.success) return { ok: false, detail: describeIssue(checked.issues[0]) };
    return { ok: true, data: checked.output };
  }

  if (options.user !== undefined) {
    const signIn = await send(loginCall as unknown as Operation, { username: options.user, password: options.password ?? '' });
    if (!signIn.ok) {
      report({ status: 'FAIL', call: `POST ${loginCall.path} (sign-in)`, detail: signIn.detail });
      return results;
    }
    const session = signIn.data as { token: string; user: { id: number; roleId: number } };
    token = session.token;
    sessionUser = session.user;
    report({ status: 'PASS', call: `POST ${loginCall.path} (sign-in)` });
  }

  /** First records of each resource's page, by resource name; every record seen, for sample values. */
  const firstRecord = new Map<string, Row>();
  const seen: Row[] = [];
  const byEndpoint = (endpoint: string) => resources.find((r) => r.endpoint === endpoint);
  const byName = (name: string) => resources.find((r) => r.name === name);

  /** A value for a request key, from what the backend answered so far (undefined: none). */
  function sample(key: string, op: Operation, schema: v.GenericSchema): unknown {
    if (key === 'pageNum') return 1;
    if (key === 'pageSize') return 5;
    if (key === 'start') return day(-6);
    if (key === 'end') return day(0);
    // A record search's query (the command palette's searches): a digit, which every ID search takes.
    if (key === 'q') return '1';
    // A role's menu: the signed-in user's own role (unknown with a bare token: the server's default).
    if (key === 'roleId') return sessionUser?.roleId;
    if (key === 'id') {
      const prefix = op.path.split('/v1/')[0];
      // A call on a shared record (order/v1/supplementQuote) takes the id of a list of that record (vipOrder).
      const def = op.resource ?? byEndpoint(prefix) ?? resources.find((r) => r.endpoint.toLowerCase().endsWith(prefix.toLowerCase()) && firstRecord.has(r.name));
      return def ? firstRecord.get(def.name)?.id : undefined;
    }
    if (key.endsWith('Id')) return firstRecord.get(byName(key.slice(0, -2))?.name ?? '')?.id;
    // The first value seen under that key which the call's own rule takes (several records may name a field alike).
    for (const row of seen) if (typeof row[key] === 'string' && (key !== 'email' || (row[key] as string).includes('@')) && v.safeParse(schema, row[key]).success) return row[key];
    // Else a number seen under that key which the rule takes (an order's episode: statistics/v1/dramaFunnelOrders).
    for (const row of seen) if (typeof row[key] === 'number' && v.safeParse(schema, row[key]).success) return row[key];
    // Else, for a choice no record holds (which part of a push's reach: push/v1/reachMembers), its first option.
    if (schema.type === 'picklist' && 'options' in schema && Array.isArray(schema.options)) return schema.options[0];
    return undefined;
  }

  /** The input of a read call, or the keys it lacks. */
  function inputFor(op: Operation): { input?: Row; missing?: string[] } {
    if (!op.request) return {};
    const entries = entriesOf(op.request);
    if (!entries) return { missing: ['(not an object)'] };
    const input: Row = {};
    const missing: string[] = [];
    for (const [key, schema] of Object.entries(entries)) {
      const value = sample(key, op, schema as v.GenericSchema);
      if (value !== undefined && (!isOptional(schema) || ['pageNum', 'pageSize', 'roleId'].includes(key))) input[key] = value;
      else if (!isOptional(schema)) missing.push(key);
    }
    if (missing.length) return { missing };
    if (v.safeParse(op.request, input).success) return { input };
    // A rule across the keys may want one of the optional ones (an inbox page names its member or its message).
    for (const [key, schema] of Object.entries(entries)) {
      if (key in input || !isOptional(schema)) continue;
      const value = sample(key, op, schema as v.GenericSchema);
      if (value === undefined) continue;
      if (v.safeParse(op.request, { ...input, [key]: value }).success) return { input: { ...input, [key]: value } };
    }
    return { missing: Object.keys(input) };
  }

  const reads = model.operations.filter((op) => op.access === 'read');
  const pages = reads.filter((op) => op.action === 'page');
  const infos = reads.filter((op) => op.action === 'info');
  const others = reads.filter((op) => !pages.includes(op) && !infos.includes(op));

  // Only a limited account given: its check alone.
  const reading = options.user !== undefined || token !== null || (options.limitedUser === undefined && options.limitedToken === undefined);
  for (const op of reading ? [...pages, ...infos, ...others] : []) {
    const { input, missing } = inputFor(op);
    if (missing) {
      report({ status: 'SKIP', call: label(op), detail: `cannot build the input (${missing.join(', ')})` });
      continue;
    }
    const answer = await send(op, input);
    if (!answer.ok) {
      report({ status: 'FAIL', call: label(op), detail: answer.detail });
      continue;
    }
    if (op.action === 'page') {
      const records = (answer.data as { records: Row[] }).records;
      if (records[0]) firstRecord.set(op.resource!.name, records[0]);
      seen.push(...records);
    }
    report({ status: 'PASS', call: label(op) });
  }
  if (options.limitedUser !== undefined || options.limitedToken !== undefined) await checkLimited();

  /** The limited account: every call outside its role's grants is refused with 403. */
  async function checkLimited(): Promise<void> {
    const who = options.limitedUser ?? 'the limited token';
    let limited = options.limitedToken ?? null;
    let me: { id: number } | null = null;
    if (options.limitedUser !== undefined) {
      const signIn = await send(loginCall as unknown as Operation, { username: options.limitedUser, password: options.limitedPassword ?? '' }, null);
      if (!signIn.ok) {
        report({ status: 'FAIL', call: `POST ${loginCall.path} (sign-in as ${who})`, detail: signIn.detail });
        return;
      }
      ({ token: limited, user: me } = signIn.data as { token: string; user: { id: number } });
      report({ status: 'PASS', call: `POST ${loginCall.path} (sign-in as ${who})` });
    }
    const menu = await send(userMenuCall as unknown as Operation, {}, limited);
    if (!menu.ok) {
      report({ status: 'FAIL', call: `GET ${userMenuCall.path} (the menu of ${who})`, detail: menu.detail });
      return;
    }
    const granted = new Set(flattenMenu(menu.data as Parameters<typeof flattenMenu>[0]).map((item) => item.path));
    // Calls sharing a method and a path are one route: allowed when any of them is.
    const routes = new Map<string, Operation[]>();
    for (const op of model.operations) {
      const key = `${op.method === 'GET' ? 'GET' : 'POST'} ${op.path}`;
      routes.set(key, [...(routes.get(key) ?? []), op]);
    }
    const other = me?.id === 1 ? 2 : 1;
    const allows = (grant: Grant) => grant !== 'self' && grantAllows(grant, { signedIn: true, pages: granted });
    for (const ops of routes.values()) {
      if (ops.some((op) => allows(op.grant))) continue;
      const op = ops.find((o) => o.resource) ?? ops[0];
      const call = `${label(op)} as ${who}`;
      const self = ops.some((o) => o.grant === 'self');
      let input: unknown;
      if (self) input = { id: other };
      else if (op.access === 'read') input = inputFor(op).input ?? {};
      else if (op.request) input = [];
      else if (!options.limitedInputless) {
        report({ status: 'SKIP', call, detail: 'a write without input: it would run if let through (--limited-inputless sends it)' });
        continue;
      }
      const answer = await send(op, input, limited);
      const refused = !answer.ok && (answer.status === 403 || answer.code === 403 || answer.code === '403');
      if (refused) report({ status: 'PASS', call, detail: 'refused (403)' });
      else report({ status: 'FAIL', call, detail: `not refused with 403: ${answer.ok ? 'answered data' : answer.detail}` });
    }
  }

  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
  log(`${count('PASS')} passed, ${count('FAIL')} failed, ${count('SKIP')} skipped (${base})`);
  return results;
}

function argument(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at !== -1) return args[at + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const base = argument(args, 'base');
  if (!base) {
    console.error(
      'usage: npm run contract -- --base <api base url> (--token <token> | --user <name> --password <password>) [--language ZH|EN]\n' +
        '       [--limited-user <name> --limited-password <password> | --limited-token <token>] [--limited-inputless]',
    );
    process.exit(2);
  }
  const language = argument(args, 'language') === 'EN' ? 'EN' : 'ZH';
  const results = await checkContract({
    base,
    token: argument(args, 'token'),
    user: argument(args, 'user'),
    password: argument(args, 'password'),
    language,
    limitedUser: argument(args, 'limited-user'),
    limitedPassword: argument(args, 'limited-password'),
    limitedToken: argument(args, 'limited-token'),
    limitedInputless: args.includes('--limited-inputless'),
  });
  process.exit(results.some((r) => r.status === 'FAIL') ? 1 : 0);
}
