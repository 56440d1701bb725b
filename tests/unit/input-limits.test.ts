import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { loadContracts } from '@/app/contracts';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { resourceCalls } from '@/lib/resource/calls';
import { fieldRule, fieldsFor } from '@/lib/resource/form-schema';
import type { FieldDef, ResourceDef, Row } from '@/lib/resource/types';
import { charCount } from '@/lib/text';
import { LoginResultSchema } from '@/records/session';
import { useMockBackend } from './support/mock-server';

/*
 * Issue #9, inputs: every free-text field has a maximum, in the schema the contract publishes
 * (docs/openapi.json) and at the server; lengths count characters as the user sees them.
 */

const contracts = await loadContracts();

type Node = v.GenericSchema & {
  pipe?: Node[];
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: Node[];
  wrapped?: Node;
  key?: Node;
  value?: Node;
  getter?: () => Node;
  type: string;
};

const CAPS = new Set(['max_length', 'max_chars']);

/** Whether a pipe (or a schema inside it, the rule a pipe starts from included) caps the length. */
function capped(node: Node): boolean {
  return Boolean(node.pipe?.some((item, i) => (i > 0 && CAPS.has(item.type)) || (item.kind === 'schema' && item !== node && capped(item))));
}

/** Every path of a schema where a string takes any length. Enums, picklists and literals are bounded by their values. */
export function uncappedStrings(schema: v.GenericSchema, path = '$', seen = new Set<unknown>()): string[] {
  const node = schema as Node;
  if (seen.has(node)) return [];
  seen.add(node);
  switch (node.type) {
    case 'string':
      return capped(node) ? [] : [path];
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return Object.entries(node.entries ?? {}).flatMap(([key, entry]) => uncappedStrings(entry, `${path}.${key}`, seen));
    case 'array':
      return uncappedStrings(node.item!, `${path}[]`, seen);
    case 'tuple':
      return (node.items ?? []).flatMap((item, i) => uncappedStrings(item, `${path}[${i}]`, seen));
    case 'union':
    case 'variant':
      return (node.options ?? []).flatMap((option, i) => uncappedStrings(option, `${path}|${i}`, seen));
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      return uncappedStrings(node.wrapped!, path, seen);
    case 'record':
      return [...uncappedStrings(node.key!, `${path}{key}`, seen), ...uncappedStrings(node.value!, `${path}{}`, seen)];
    case 'lazy':
      return uncappedStrings(node.getter!(), path, seen);
    default:
      // A pipe on another root (unknown with checks): look inside the schemas it pipes through.
      return (node.pipe ?? []).slice(1).filter((item) => item.kind === 'schema').flatMap((item) => uncappedStrings(item, path, seen));
  }
}

const requests = [
  ...contracts.calls.filter((c) => c.request).map((c) => ({ name: `${c.method} ${c.path}`, schema: c.request as v.GenericSchema })),
  ...contracts.resources.flatMap((def) => resourceCalls(def).filter((c) => c.request).map((c) => ({ name: `${c.method} ${c.path}`, schema: c.request as v.GenericSchema }))),
];

describe('every string a call takes has a maximum length', () => {
  it('the walker finds an unbounded string where there is one (it can fail)', () => {
    const loose = v.object({ a: v.pipe(v.string(), v.maxLength(3)), b: v.optional(v.array(v.object({ c: v.string() }))), d: v.picklist(['x']) });
    expect(uncappedStrings(loose)).toEqual(['$.b[].c']);
  });

  it.each(requests.map((r) => [r.name, r.schema] as const))('%s', (_name, schema) => {
    expect(uncappedStrings(schema)).toEqual([]);
  });
});

/* ------------------------------------------------------------------------------------------ */

const { token } = useMockBackend();
beforeEach(async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
});

const PageSchema = v.object({ records: v.array(v.looseObject({ id: v.number() })), total: v.number() });
const zh = (id: Parameters<typeof translate>[1]) => translate('ZH', id);

/** The longest a field's value may be, in characters as seen: what its rule (as the kit applies it) caps it to. */
function capOf(field: FieldDef): number | null {
  const rule = fieldRule(field) as Node | undefined;
  let cap: number | null = null;
  const visit = (node: Node) => {
    for (const item of node.pipe ?? []) {
      if (item === node) continue;
      if (CAPS.has(item.type)) {
        const requirement = (item as unknown as { requirement: number }).requirement;
        cap = cap === null ? requirement : Math.min(cap, requirement);
      } else if (item.kind === 'schema') visit(item);
    }
  };
  if (rule) visit(rule);
  return cap;
}

/** `n` characters as seen, most of them longer than one UTF-16 unit. */
const wide = (n: number) => Array.from({ length: n }, (_, i) => ['字', '👍🏽', 'é', '🇯🇵'][i % 4]).join('');

const editable = (def: ResourceDef) =>
  def.can.edit ? fieldsFor(def.fields, 'edit').filter((f) => ['text', 'textarea'].includes(f.kind) && !f.virtual && !f.readOnlyOnEdit && capOf(f) !== null) : [];

describe.each(contracts.resources.filter((def) => editable(def).length))('resource $name: free text at the server', (def) => {
  const target = async (): Promise<Row> => {
    const page = await api.post(`${def.endpoint}/v1/page`, { pageNum: 1, pageSize: 10 }, PageSchema);
    const row = page.records.find((r) => r.id !== 1) as Row;
    return (await api.get(`${def.endpoint}/v1/info`, { id: row.id }, def.schema)) as Row;
  };

  it.each(editable(def).map((f) => [f.key, f] as const))('%s: one character over its maximum is refused and nothing is written', async (_key, field) => {
    const record = await target();
    const cap = capOf(field)!;
    const error = await api.post(`${def.endpoint}/v1/update`, { id: record.id, version: record.version, [field.key]: wide(cap + 1) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(400);
    expect(await api.get(`${def.endpoint}/v1/info`, { id: record.id }, def.schema)).toEqual(record);
  });

  it.each(editable(def).map((f) => [f.key, f] as const))('%s: as many characters as its maximum, counted as seen, are stored', async (_key, field) => {
    const record = await target();
    const value = wide(capOf(field)!);
    // Fields with a format of their own (a version number, a path) take no such text: their format is checked elsewhere.
    if (!v.safeParse(fieldRule(field)!, value).success) return;
    expect(value.length).toBeGreaterThan(charCount(value));
    await api.post(`${def.endpoint}/v1/update`, { id: record.id, version: record.version, [field.key]: value });
    expect((await api.get(`${def.endpoint}/v1/info`, { id: record.id }, def.schema))[field.key]).toBe(value);
  });
});

describe('the findings of issue #9', () => {
  it('a role description of 10,000 characters is refused with its message', async () => {
    const role = await api.get('role/v1/info', { id: 3 }, v.looseObject({ id: v.number(), version: v.number(), description: v.string() }));
    await expect(api.post('role/v1/update', { id: 3, version: role.version, description: 'x'.repeat(10_000) })).rejects.toMatchObject({
      code: 400,
      serverMessage: zh('system.role.descriptionLength'),
    });
    await expect(api.post('role/v1/update', { id: 3, version: role.version, remark: 'x'.repeat(10_000) })).rejects.toMatchObject({ serverMessage: zh('system.role.remarkLength') });
    expect((await api.get('role/v1/info', { id: 3 }, v.looseObject({ description: v.string() }))).description).toBe(role.description);
  });

  it('six emoji make a role name of six characters (2-10), a reversed name is refused', async () => {
    const role = await api.get('role/v1/info', { id: 3 }, v.looseObject({ id: v.number(), version: v.number() }));
    const saved = await api.post<{ name: string; version: number }>('role/v1/update', { id: 3, version: role.version, name: '😀😁😂🤣😃😄' });
    expect(saved.name).toBe('😀😁😂🤣😃😄');
    await expect(api.post('role/v1/update', { id: 3, version: saved.version, name: '\u202E员管理' })).rejects.toMatchObject({ serverMessage: zh('valid.invisible') });
    await expect(api.post('role/v1/add', { name: '审\u200B核', menuIds: [] })).rejects.toMatchObject({ serverMessage: zh('valid.invisible') });
  });

  it('a menu icon from another site is refused, one of the file library is kept', async () => {
    const page = await api.post('menu/v1/page', { pageNum: 1, pageSize: 5 }, PageSchema);
    const item = page.records[0] as Row;
    const menu = (await api.get('menu/v1/info', { id: item.id }, v.looseObject({ id: v.number(), version: v.number() }))) as Row;
    for (const url of ['https://tracker.example/pixel.svg', '//tracker.example/a.svg', 'javascript:alert(1)']) {
      await expect(api.post('menu/v1/update', { id: menu.id, version: menu.version, iconUrl: url }), url).rejects.toMatchObject({
        serverMessage: zh('system.menu.iconUrlRule'),
      });
    }
    const files = await api.post('attachment/v1/page', { pageNum: 1, pageSize: 100, kind: 'image' }, v.object({ records: v.array(v.looseObject({ url: v.string() })), total: v.number() }));
    const icon = files.records.find((f) => f.url.startsWith('/'))!.url;
    const saved = await api.post<{ iconUrl: string }>('menu/v1/update', { id: menu.id, version: menu.version, iconUrl: icon });
    expect(saved.iconUrl).toBe(icon);
  });
});
