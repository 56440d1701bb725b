import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { recordColumns, recordEntries } from '@/lib/resource/record-fields';

/** #25: a record (its tab, the detail drawer) is built from the list's columns and the form's fields, so they cannot disagree. */
const Schema = v.object({ id: v.number(), name: v.string(), state: v.picklist(['on', 'off']), price: v.number(), expiry: v.nullable(v.string()), secret: v.string() });
const def = defineResource(Schema, {
  name: 'thing',
  endpoint: 'thing',
  grant: 'system/user',
  title: 'list.id',
  labelKey: 'name',
  columns: [
    { key: 'name', label: 'list.id' },
    { key: 'state', label: 'list.status', kind: 'status' },
  ],
  filters: [],
  fields: [
    { key: 'name', label: 'list.id', kind: 'text' },
    { key: 'price', label: 'list.id', kind: 'number' },
    { key: 'expiry', label: 'list.id', kind: 'datetime' },
    { key: 'secret', label: 'list.id', kind: 'password' },
    { key: 'again', label: 'list.id', kind: 'text', virtual: true },
  ],
  status: { key: 'state', on: 'on', off: 'off', label: 'list.status' },
  can: {},
});

describe('recordColumns', () => {
  it('the list columns, then every form field no column shows (never a password or a virtual field)', () => {
    expect(recordColumns(def).map((c) => `${c.key}:${c.kind ?? 'text'}`)).toEqual(['name:text', 'state:status', 'price:number', 'expiry:datetime']);
  });
});

describe('recordEntries', () => {
  const row = { id: 1, name: 'x', state: 'off', price: 60, expiry: null, secret: 's' };
  it('a status switched off reads 否 (the value compared with the status on), whatever its text', () => {
    const state = recordEntries(def, row).find((e) => e.column.key === 'state')!;
    expect(state.column.kind).toBe('bool');
    expect(state.value).toBe(false);
    expect(recordEntries(def, { ...row, state: 'on' }).find((e) => e.column.key === 'state')!.value).toBe(true);
  });
  it('the form fields carry their values; a field the record lacks is left out', () => {
    const entries = recordEntries(def, row);
    expect(entries.find((e) => e.column.key === 'price')!.value).toBe(60);
    expect(entries.find((e) => e.column.key === 'expiry')!.value).toBeNull();
    const { price: _price, ...without } = row;
    expect(recordEntries(def, without).some((e) => e.column.key === 'price')).toBe(false);
  });
});
