import type { RecordSchema, ResourceDef, Row, TypedStatusDef } from './types';

/** What `defineResource` takes besides the schema: the definition, its toggle checked value by value. */
export type ResourceInput<S extends RecordSchema> = Omit<ResourceDef<S>, 'schema' | 'status'> & {
  status?: TypedStatusDef<Row<S>>;
};

/**
 * Declares a resource: `schema` is its record schema, `def` everything else. Returns the
 * definition as written, with `schema` added. The point is the checking: every column key,
 * filter `field` / `fields`, form field key (unless the field is `virtual` or `writeOnly`),
 * `labelKey`, `status.key` and `defaultSort.field` must name a field of the schema's record, the
 * status values must be of that field's type, and `guardDelete` gets typed rows. Filter `key`s
 * are query names and may be anything.
 *
 *   export const roleResource = defineResource(RoleSchema, { name: 'role', labelKey: 'name', ... });
 */
export function defineResource<S extends RecordSchema>(schema: S, def: NoInfer<ResourceInput<S>>): ResourceDef<S> {
  return { ...def, schema };
}
