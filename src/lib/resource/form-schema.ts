import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import type { FieldDef, ResourceDef } from './types';

/** Values that count as "not filled in". */
export function isEmpty(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0);
}

const REQUIRED: MessageId = 'valid.required';

/** A field's rule applied only when the field has a value. */
function whenFilled(rule: v.GenericSchema | undefined) {
  return v.rawCheck<unknown>(({ dataset, addIssue }) => {
    if (!rule || !dataset.typed || isEmpty(dataset.value)) return;
    const result = v.safeParse(rule, dataset.value);
    if (!result.success) addIssue({ message: result.issues[0].message });
  });
}

export function fieldsFor(fields: FieldDef[], mode: 'add' | 'edit'): FieldDef[] {
  return fields.filter((f) => !f.only || f.only === mode);
}

/** Whether a field must be filled in this mode (a password is optional when editing: blank keeps it). */
export function isRequired(field: FieldDef, mode: 'add' | 'edit'): boolean {
  return Boolean(field.required) && !(field.kind === 'password' && mode === 'edit');
}

/**
 * The form's schema, built from the field definitions: required fields must be filled, and
 * each field's rule applies when it has a value; then the resource's cross-field rules. The mock
 * backend validates writes with the same schema, so the console and the demo agree.
 *
 * `server`: the check a backend can make of what it receives: virtual fields (a password
 * confirmation) are never sent, so they and the cross-field rules about them are left out.
 * `only`: an update that sends part of a record checks just the keys it sends.
 */
export function formSchema(
  def: Pick<ResourceDef, 'fields' | 'refine'>,
  mode: 'add' | 'edit',
  options: { only?: string[]; server?: boolean } = {},
): v.GenericSchema {
  const { only, server } = options;
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of fieldsFor(def.fields, mode)) {
    if (only && !only.includes(field.key)) continue;
    if (server && field.virtual) continue;
    entries[field.key] = isRequired(field, mode)
      ? v.pipe(v.unknown(), v.check((x) => !isEmpty(x), REQUIRED), whenFilled(field.rule))
      : v.optional(v.pipe(v.unknown(), whenFilled(field.rule)));
  }
  const base = v.looseObject(entries);
  const refinements = server ? [] : (def.refine?.(mode) ?? []);
  return refinements.length ? v.pipe(base, ...refinements) : base;
}

/** The fields an Excel import fills: what the add form stores, except uploads and trees. */
export function importFields(fields: FieldDef[]): FieldDef[] {
  return fieldsFor(fields, 'add').filter((f) => !f.virtual && !['image', 'video', 'file', 'tree'].includes(f.kind));
}
