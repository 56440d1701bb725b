import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { loadContracts } from '@/app/contracts';
import { LoginResultSchema } from '@/records/session';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import type { CallMethod } from '@/lib/api/contract';
import { resourceCalls, type ResourceAction } from '@/lib/resource/calls';
import type { ResourceDef, Row } from '@/lib/resource/types';
import { setClock } from '@/mocks/clock';
import { allTables } from '@/mocks/db';
import { ORIGIN, useMockBackend } from './support/mock-server';
import { arbitraryOf, boundsOf, entriesOf, rootKind } from './support/schema-arbitrary';

/**
 * Every call, fuzzed with bodies built from its own request schema (issue #24) and sent through
 * the real handlers (the gate, the areas' mocks) as the administrator:
 * - no answer is a 5xx, and none carries a stack, a file path or an HTML page: every answer is
 *   the console's envelope;
 * - a body the call's schema refuses (JSON null, an array, a string, a number, a key of the
 *   wrong type, a number out of range, an oversize text) is refused with code 400 and writes
 *   nothing (every table's write events counted);
 * - a body the schema takes (whole, or with only its required fields) is never refused as
 *   malformed (格式不正确): it succeeds, or a business rule refuses it in words of its own.
 * Whether a body is valid is the schema's to say (`v.safeParse`), not the generator's intent.
 * A call added to a contract is fuzzed without touching this file.
 */

/*
 * The mock's time stands still at the moment the world is seeded. Reads of some records first do
 * what has come due since (a scheduled push is sent: push/v1/resend reads the pushes): on the real
 * clock a push seeded to go out a few minutes later came due in the middle of a slow run and its
 * sending was counted as the writes of a refused call.
 */
const seededAt = Date.now();
const standStill = () => setClock(() => seededAt);
beforeAll(standStill);
afterAll(() => setClock(null));
const { token } = useMockBackend();
// After each reset of the demo controls (which put the real clock back).
beforeEach(standStill);
const { areas, resources } = await loadContracts();

interface Target {
  name: string;
  method: CallMethod;
  path: string;
  access: 'read' | 'write';
  request?: v.GenericSchema;
  def?: ResourceDef;
  action?: ResourceAction;
}

const targets: Target[] = [
  ...areas.flatMap((a) => a.calls).map((c) => ({ name: `${c.method} ${c.path}`, method: c.method, path: c.path, access: c.access, request: c.request as v.GenericSchema | undefined })),
  ...resources.flatMap((def) =>
    resourceCalls(def).map((c) => ({ name: `${c.method} ${c.path}`, method: c.method, path: c.path, access: c.access, request: c.request as v.GenericSchema | undefined, def, action: c.action })),
  ),
];
const writes = targets.filter((t) => t.access === 'write' && t.path !== 'user/v1/logout');
const bodiedReads = targets.filter((t) => t.access === 'read' && t.method === 'POST' && t.request);

/* ------------------------------------------------------------------ the world */

/** Write events of every table since the suite started: a refused request must add none. */
let written = 0;
const writtenTo: string[] = [];
beforeAll(() => {
  // A refused sign-in is counted toward throttling (signInAttempts): that is its business, not a change of the world.
  for (const table of allTables().filter((t) => t.name !== 'signInAttempts'))
    table.onWrite((event) => {
      written += 1;
      writtenTo.push(`${event.table} ${event.op} ${event.id}`);
    });
});

async function signIn(): Promise<void> {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
beforeEach(signIn);

/** Values the world holds, by key (ids by resource name too: `memberId` takes a member's id). */
const pool = new Map<string, unknown[]>();
const recordsOf = new Map<string, Row[]>();
let pooled = false;

async function page(def: ResourceDef, pageSize = 20): Promise<Row[]> {
  const answer = (await api.post(`${def.endpoint}/v1/page`, { pageNum: 1, pageSize })) as { records: Row[] };
  return answer.records;
}

async function fillPool(): Promise<void> {
  if (pooled) return;
  pooled = true;
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '' || (typeof value === 'object' && !Array.isArray(value))) return;
    const list = pool.get(key) ?? [];
    if (list.length < 30 && !list.some((x) => JSON.stringify(x) === JSON.stringify(value))) list.push(value);
    pool.set(key, list);
  };
  for (const def of resources) {
    const rows = await page(def).catch(() => [] as Row[]);
    recordsOf.set(def.name, rows);
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) {
        add(key, value);
        if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
      }
      add(`${def.name}Id`, row.id);
      add(`${def.endpoint}Id`, row.id);
    }
  }
}

const poolFor = (target: Target) => (key: string) => {
  if (key === 'id' && target.def) return (recordsOf.get(target.def.name) ?? []).map((r) => r.id);
  if (key === 'id') {
    const def = resources.find((d) => d.endpoint === target.path.split('/v1/')[0]);
    if (def) return (recordsOf.get(def.name) ?? []).map((r) => r.id);
  }
  return pool.get(key) ?? [];
};

/* ------------------------------------------------------------------ sending */

interface Answer {
  status: number;
  text: string;
  envelope?: { code: unknown; success: unknown; message: unknown };
}

const INTERNALS = /\bat\s+\S+\s+\(|node_modules|\/work\/|\.tsx?:\d+|<html|<!doctype|<pre>|TypeError|ReferenceError|SyntaxError|does not match the schema/i;

function formOf(input: unknown): FormData | string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return JSON.stringify(input);
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) form.append(key, value instanceof Blob ? value : String(value));
  return form;
}

/** Sends a body as the console would (a raw text when `raw`), and reads the answer as it comes. */
async function send(target: Target, body: unknown, raw?: string): Promise<Answer> {
  const headers: Record<string, string> = { token: token.value ?? '', language: 'ZH' };
  let payload: BodyInit | undefined;
  if (raw !== undefined) {
    payload = raw;
    headers['content-type'] = 'application/json';
  } else if (target.method === 'UPLOAD') {
    payload = formOf(body);
  } else {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${ORIGIN}/admin/${target.path}`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  let envelope: Answer['envelope'];
  try {
    envelope = JSON.parse(text) as Answer['envelope'];
  } catch {
    envelope = undefined;
  }
  if (res.status === 401 || envelope?.code === 401) await signIn();
  return { status: res.status, text, envelope };
}

const MALFORMED = translate('ZH', 'valid.invalid');

/** Every answer: the envelope, no 5xx, nothing of the server's insides. */
function expectSound(target: Target, body: unknown, answer: Answer): void {
  const where = `${target.name} ${describeBody(body)} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.envelope, where).toMatchObject({ success: expect.any(Boolean) });
  expect(answer.envelope?.code, where).not.toBe(500);
  expect(INTERNALS.test(answer.text), where).toBe(false);
}

function describeBody(body: unknown): string {
  const text = JSON.stringify(body, (_k, value: unknown) => (value instanceof Blob ? `Blob(${value.type})` : typeof value === 'string' && value.length > 60 ? `${value.slice(0, 20)}…(${value.length})` : value));
  return (text ?? String(body)).slice(0, 200);
}

/** A body the schema refuses: refused with code 400 (or 401/403 when the world moved: a role changed), nothing written. */
async function expectRefused(target: Target, body: unknown, raw?: string): Promise<Answer> {
  const before = written;
  const answer = await send(target, body, raw);
  expectSound(target, body, answer);
  const where = `${target.name} ${raw ?? describeBody(body)} → ${answer.text.slice(0, 200)}`;
  expect(answer.envelope?.success, where).toBe(false);
  expect([400, 401, 403], where).toContain(Number(answer.envelope?.code));
  expect(written - before, `${where}: wrote ${writtenTo.slice(before).join(', ')}`).toBe(0);
  return answer;
}

/* ------------------------------------------------------------------ bodies */

const NOT_OBJECTS: Array<[string, unknown]> = [
  ['null', null],
  ['an array', []],
  ['an array of objects', [{ id: 1 }]],
  ['a string', 'x'],
  ['a number', 5],
  ['true', true],
];

/** Values of another kind than a field's, and values past its bounds. */
function wrongValues(schema: v.GenericSchema): unknown[] {
  const kind = rootKind(schema);
  const { min, max, maxLength, integer } = boundsOf(schema);
  const out: unknown[] = [null, { nested: true }, [1, 'x']];
  if (kind !== 'string') out.push('text');
  if (kind !== 'number') out.push(12.5);
  if (kind !== 'boolean') out.push(true);
  if (kind === 'number') {
    if (min !== undefined) out.push(min - 1);
    if (max !== undefined) out.push(max + 1);
    if (integer) out.push(1.5);
    out.push(1e15, -1e15);
  }
  if (kind === 'string') out.push('x'.repeat((maxLength ?? 255) * 8 + 1), 'y'.repeat(100_000));
  if (kind === 'array') out.push(Array.from({ length: 3 }, () => null));
  return out;
}

/** A valid body for a resource's record write: an existing record and its version as read now. */
async function withRecord(target: Target, body: unknown): Promise<unknown> {
  if (!target.def || !body || typeof body !== 'object' || !['update', 'status', 'delete'].includes(target.action ?? '')) return body;
  const rows = await page(target.def, 10).catch(() => [] as Row[]);
  if (!rows.length) return body;
  const row = rows[Math.floor(Math.random() * rows.length)];
  if (target.action === 'delete') return { ids: [row.id], versions: [row.version] };
  return { ...(body as object), id: row.id, version: row.version };
}

/* ------------------------------------------------------------------ the runs */

const RUNS = { valid: 4, requiredOnly: 2, mutated: 6 };
const SEED = 24;

interface Tally {
  sent: number;
  ok: number;
  refusals: Map<string, number>;
}
const tallies = new Map<string, Tally>();

async function fuzz(target: Target, access: 'read' | 'write'): Promise<void> {
  await fillPool();
  const tally: Tally = { sent: 0, ok: 0, refusals: new Map() };
  tallies.set(target.name, tally);
  const schema = target.request;

  // Bodies of the wrong kind altogether, and a body that is no JSON.
  if (schema) {
    for (const [, body] of NOT_OBJECTS) {
      if (v.is(schema, body)) continue;
      const answer = await expectRefused(target, body);
      if (answer.envelope?.code === 400 && target.method !== 'UPLOAD' && rootKind(schema).endsWith('object')) expect(answer.envelope.message, `${target.name} ${describeBody(body)}`).toBe(MALFORMED);
    }
    await expectRefused(target, undefined, '{"unterminated":');
  } else {
    for (const [, body] of NOT_OBJECTS) expectSound(target, body, await send(target, body));
  }
  if (!schema) return;

  const options = { pool: poolFor(target) };
  const valid = arbitraryOf(schema, options);
  const requiredOnly = arbitraryOf(schema, { ...options, requiredOnly: true });

  // A valid body with one field made wrong: another type, out of range, oversize.
  const entries = entriesOf(schema);
  if (entries && Object.keys(entries).length) {
    const mutated = fc.tuple(valid, fc.constantFrom(...Object.keys(entries)), fc.nat()).map(([body, key, pick]) => {
      const wrong = wrongValues(entries[key]);
      return { ...(body as object), [key]: wrong[pick % wrong.length] };
    });
    for (const body of fc.sample(mutated, { numRuns: RUNS.mutated, seed: SEED })) {
      if (v.is(schema, body)) continue;
      await expectRefused(target, body);
    }
  }

  if (access === 'read') return;
  // Bodies the contract allows: whole, and with only the required fields.
  const bodies = [...fc.sample(valid, { numRuns: RUNS.valid, seed: SEED }), ...fc.sample(requiredOnly, { numRuns: RUNS.requiredOnly, seed: SEED + 1 })];
  for (const generated of bodies) {
    const body = await withRecord(target, generated);
    const allowed = v.is(schema, body);
    const before = written;
    const answer = await send(target, body);
    tally.sent += 1;
    expectSound(target, body, answer);
    if (!allowed) {
      expect(written - before, `${target.name} ${describeBody(body)}: refused by its schema, yet wrote`).toBe(0);
      continue;
    }
    if (answer.envelope?.success) tally.ok += 1;
    else {
      const message = String(answer.envelope?.message);
      tally.refusals.set(message, (tally.refusals.get(message) ?? 0) + 1);
      expect(message, `${target.name} ${describeBody(body)}: the contract allows it, the server calls it malformed`).not.toBe(MALFORMED);
      expect(written - before, `${target.name} ${describeBody(body)}: refused (${message}), yet wrote`).toBe(0);
    }
  }
}

describe('every write call, fuzzed from its own request schema, as the administrator', () => {
  it('covers the contracts', () => {
    expect(writes.length).toBeGreaterThan(100);
  });
  it.each(writes.map((t) => [t.name, t] as const))('%s', async (_name, target) => {
    await fuzz(target, 'write');
  });
});

describe('every read call with a body refuses bodies its schema refuses', () => {
  it.each(bodiedReads.map((t) => [t.name, t] as const))('%s', async (_name, target) => {
    await fuzz(target, 'read');
  });
});

// FUZZ_REPORT=1: how each write call answered the bodies its contract allows (successes, refusals by message).
afterAll(() => {
  if (!process.env.FUZZ_REPORT) return;
  for (const [name, tally] of tallies) {
    if (!tally.sent) continue;
    const refusals = [...tally.refusals].map(([message, n]) => `${n}× ${message}`).join('; ');
    console.log(`${name}: ${tally.ok}/${tally.sent} ok${refusals ? `; ${refusals}` : ''}`);
  }
});
