import { describe, expect, expectTypeOf, it } from 'vitest';
import * as v from 'valibot';
import { defineResource, type ResourceInput } from '@/lib/resource/define';
import type { ResourcePageProps, RowAction } from '@/lib/resource/ResourcePage';
import type { RecordKey, ResourceDef, Row } from '@/lib/resource/types';
import { memberResource } from '@/features/member/resources';
import type { Member } from '@/records/members';

/**
 * `defineResource(schema, def)` types a definition by its record schema. Most of this file is
 * checked by `npm run typecheck`, not by vitest: each `@ts-expect-error` line below must stay a
 * compile error, so if a check stops working the directive is unused and the type check fails.
 */

const BookSchema = v.object({
  id: v.number(),
  title: v.string(),
  pages: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
});
type Book = v.InferOutput<typeof BookSchema>;

const book = defineResource(BookSchema, {
  name: 'book',
  endpoint: 'book',
  grant: 'theater/classification',
  title: 'list.id',
  labelKey: 'title',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true },
    { key: 'title', label: 'list.id' },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime' },
  ],
  filters: [
    // A filter key is a query name: anything; `field` / `fields` are record fields.
    { key: 'keyword', label: 'list.id', kind: 'text', fields: ['title', 'id'] },
    { key: 'made', label: 'list.createTime', kind: 'dateRange', field: 'createTime' },
  ],
  fields: [
    { key: 'title', label: 'list.id', kind: 'text', required: true },
    { key: 'pages', label: 'list.id', kind: 'number' },
    // Not record fields, and saying so: a form-only check and a write-only secret.
    { key: 'confirmTitle', label: 'list.id', kind: 'text', virtual: true },
    { key: 'secret', label: 'list.id', kind: 'password', writeOnly: true },
  ],
  status: { key: 'enabled', on: true, off: false, label: 'list.enabled' },
  can: { add: true, edit: true, delete: true },
  defaultSort: { field: 'createTime', order: 'desc' },
  guardDelete: (row) => {
    expectTypeOf(row).toEqualTypeOf<Book>();
    return row.pages > 0 ? 'msg.deleteFailed' : null;
  },
});

/** Everything but the keys under test, for the failing definitions below. */
const rest = {
  name: 'book',
  endpoint: 'book',
  grant: 'theater/classification',
  title: 'list.id',
  filters: [],
  fields: [],
  can: {},
} satisfies Partial<ResourceInput<typeof BookSchema>>;

describe('defineResource: keys are the record schema’s field names', () => {
  it('types the definition by its schema, and still fits the erased form the kit takes', () => {
    expectTypeOf(book).toEqualTypeOf<ResourceDef<typeof BookSchema>>();
    expectTypeOf<RecordKey<typeof BookSchema>>().toEqualTypeOf<'id' | 'title' | 'pages' | 'enabled' | 'createTime'>();
    expectTypeOf<Row<typeof BookSchema>>().toEqualTypeOf<Book>();
    expectTypeOf(book.labelKey).toEqualTypeOf<RecordKey<typeof BookSchema>>();
    expectTypeOf(book).toExtend<ResourceDef>();
    const all: ResourceDef[] = [book, memberResource];
    expect(all).toHaveLength(2);
    // The erased form: any field name, any row.
    expectTypeOf<ResourceDef['labelKey']>().toEqualTypeOf<string>();
    expectTypeOf<Parameters<NonNullable<ResourceDef['guardDelete']>>[0]>().toEqualTypeOf<Row>();
  });

  it('rejects a misspelled column key', () => {
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [
        // @ts-expect-error 'titel' is not a field of Book
        { key: 'titel', label: 'list.id' },
      ],
    });
  });

  it('rejects a misspelled filter field, in `field` and in `fields`', () => {
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [],
      filters: [
        // @ts-expect-error 'createdAt' is not a field of Book
        { key: 'made', label: 'list.createTime', kind: 'dateRange', field: 'createdAt' },
        // @ts-expect-error 'pagez' is not a field of Book
        { key: 'keyword', label: 'list.id', kind: 'text', fields: ['title', 'pagez'] },
      ],
    });
  });

  it('rejects a form field key that is not a record field unless it is virtual or write-only', () => {
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [],
      fields: [
        // @ts-expect-error 'tilte' is not a field of Book, and the field does not say virtual / writeOnly
        { key: 'tilte', label: 'list.id', kind: 'text' },
      ],
    });
  });

  it('rejects a misspelled labelKey', () => {
    defineResource(BookSchema, {
      ...rest,
      // @ts-expect-error 'name' is not a field of Book
      labelKey: 'name',
      columns: [],
    });
  });

  it('rejects a misspelled status key, and status values of another type than the field', () => {
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [],
      // @ts-expect-error 'enable' is not a field of Book
      status: { key: 'enable', on: true, off: false, label: 'list.enabled' },
    });
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [],
      // @ts-expect-error `enabled` is a boolean, not 1 / 0
      status: { key: 'enabled', on: 1, off: 0, label: 'list.enabled' },
    });
  });

  it('rejects a misspelled default sort field', () => {
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [],
      // @ts-expect-error 'createdAt' is not a field of Book
      defaultSort: { field: 'createdAt', order: 'desc' },
    });
  });

  it('requires the page that grants the resource’s calls, a page path', () => {
    const { grant: _grant, ...withoutGrant } = rest;
    // @ts-expect-error a resource names the page whose grant allows its calls
    defineResource(BookSchema, { ...withoutGrant, labelKey: 'title', columns: [] });
    // @ts-expect-error a group is not a page: 'group/page'
    defineResource(BookSchema, { ...rest, grant: 'theater', labelKey: 'title', columns: [] });
  });

  it('gives typed rows to guardDelete and lockedFields', () => {
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [],
      // @ts-expect-error lockedFields names fields of Book
      lockedFields: (row) => (row.pages ? { author: 'msg.editFailed' } : {}),
    });
    defineResource(BookSchema, {
      ...rest,
      labelKey: 'title',
      columns: [],
      // @ts-expect-error Book has no `author`
      guardDelete: (row) => (row.author ? 'msg.deleteFailed' : null),
    });
  });
});

describe('ResourcePage props: row callbacks get the resource’s rows', () => {
  it('types row actions, toolbar and detail extras by the definition', () => {
    type MemberPage = ResourcePageProps<(typeof memberResource)['schema']>;
    expectTypeOf<Parameters<NonNullable<MemberPage['detailExtra']>>[0]>().toEqualTypeOf<Member>();
    expectTypeOf<Parameters<NonNullable<MemberPage['toolbar']>>[0]['selected']>().toEqualTypeOf<Member[]>();
    expectTypeOf<NonNullable<MemberPage['rowActions']>[number]>().toEqualTypeOf<RowAction<Member>>();

    const recharge: RowAction<Member> = {
      key: 'recharge',
      label: 'member.action.recharge',
      run: (member) => expectTypeOf(member.beanBalance).toEqualTypeOf<number>(),
    };
    const props: MemberPage = { def: memberResource, rowActions: [recharge] };
    // An action on another resource's rows does not fit.
    // @ts-expect-error a Book action on the member page
    const wrong: MemberPage = { def: memberResource, rowActions: [{ key: 'x', label: 'list.id', run: (row: Book) => row.title }] };
    expect([props, wrong]).toHaveLength(2);
  });
});

describe('defineResource at run time', () => {
  it('returns the definition unchanged, with the schema added', () => {
    const input: ResourceInput<typeof BookSchema> = {
      name: 'book',
      endpoint: 'book',
      grant: 'theater/classification',
      title: 'list.id',
      labelKey: 'title',
      columns: [{ key: 'title', label: 'list.id' }],
      filters: [{ key: 'keyword', label: 'list.id', kind: 'text', fields: ['title'] }],
      fields: [{ key: 'title', label: 'list.id', kind: 'text' }],
      status: { key: 'enabled', on: true, off: false, label: 'list.enabled' },
      can: { add: true },
      defaultSort: { field: 'id', order: 'asc' },
    };
    const before = structuredClone(input);
    const def = defineResource(BookSchema, input);
    expect(def).toEqual({ ...input, schema: BookSchema });
    expect(def.schema).toBe(BookSchema);
    expect(def.columns).toBe(input.columns);
    expect(def.fields).toBe(input.fields);
    expect(input).toEqual(before);
  });
});
