import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { isLengthCap, maxChars, mediaUrlRule } from '../text';
import { isDay, parseTime, rangeIssue } from './dates';
import type { FieldDef, ResourceDef } from './types';

/** Longest text a plain field takes, and a long text (textarea), in characters as the user sees them (src/lib/text.ts). */
export const TEXT_MAX = 255;
export const LONG_TEXT_MAX = 2000;

/** Fields that keep a URL (an upload's, or a file of the library). */
export const MEDIA_KINDS: readonly string[] = ['image', 'video', 'file'];

type Piped = { type?: string; pipe?: Piped[] };

/** Whether a rule's pipe (or a pipe inside it) holds an action of one of these types. */
export function hasAction(schema: v.GenericSchema, test: (item: { type?: string }) => boolean): boolean {
  const pipe = (schema as Piped).pipe;
  return Boolean(pipe?.some((item, i) => (i > 0 && test(item)) || (i > 0 && item.pipe && hasAction(item as unknown as v.GenericSchema, test))));
}

/** The schema a pipe starts with: what type of value the rule takes. */
export function rootType(schema: v.GenericSchema): string {
  const pipe = (schema as { pipe?: v.GenericSchema[] }).pipe;
  return pipe && pipe[0] !== schema ? rootType(pipe[0]) : schema.type;
}

/** The date kit's checks (src/lib/resource/dates.ts): a date field takes only a day, a range only a correct one (section 11). */
const DATE_RULES: Partial<Record<FieldDef['kind'], v.GenericSchema>> = {
  date: v.pipe(v.unknown(), v.check(isDay, 'valid.date' satisfies MessageId)),
  datetime: v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      // 'YYYY-MM-DDTHH:mm' as the input gives it; a stored value may go on to seconds.
      const [day, time = ''] = String(dataset.value).split(/[T ]/);
      if (!isDay(day)) addIssue({ message: 'valid.date' satisfies MessageId });
      else if (parseTime(time.slice(0, 5)) !== time.slice(0, 5)) addIssue({ message: 'valid.time' satisfies MessageId });
    }),
  ),
  daterange: v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      const issue = Array.isArray(dataset.value) ? rangeIssue(dataset.value) : 'valid.dateRange';
      if (issue) addIssue({ message: issue });
    }),
  ),
};

/**
 * A field's rule as the form, the server and the wire schema (docs/openapi.json) all apply it.
 * Free text always has a maximum: a text or password field whose rule sets none takes at most
 * TEXT_MAX characters, a textarea LONG_TEXT_MAX. A picture, video or file field keeps only a URL
 * of the console's origin or an upload's (src/lib/text.ts MEDIA_URL), whatever else its rule says.
 * A date, date-time or date-range field whose rule is unset takes the date kit's check.
 */
export function fieldRule(field: Pick<FieldDef, 'kind' | 'rule'>): v.GenericSchema | undefined {
  const { kind, rule } = field;
  // The field's own rule speaks first (its message); the kit's origin check holds whatever it says.
  if (MEDIA_KINDS.includes(kind)) return rule ? v.pipe(rule as v.GenericSchema<unknown, string>, mediaUrlRule()) : mediaUrlRule();
  if (!rule && DATE_RULES[kind]) return DATE_RULES[kind];
  if (kind !== 'text' && kind !== 'textarea' && kind !== 'password') return rule;
  const cap = kind === 'textarea' ? maxChars(LONG_TEXT_MAX, 'valid.longTextTooLong') : maxChars(TEXT_MAX, 'valid.textTooLong');
  if (!rule) return v.pipe(v.string(), cap);
  if (rootType(rule) === 'string' && !hasAction(rule, isLengthCap)) return v.pipe(rule as v.GenericSchema<string>, cap);
  return rule;
}

/** Values that count as "not filled in" (a date range with neither end is not filled in either). */
export function isEmpty(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.every((x) => x == null || x === ''));
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

/**
 * A field's value when nothing was entered: its `initial`, else the blank of its kind (off, no
 * choices, an empty range, ''). The add form starts from it, and the server stores it for a field
 * an add leaves out, as if the form had sent it.
 */
export function blankValue(field: FieldDef): unknown {
  if (field.initial !== undefined) return field.initial;
  if (field.kind === 'switch') return false;
  if (field.kind === 'multiselect' || field.kind === 'tree') return [];
  if (field.kind === 'daterange') return ['', ''];
  return '';
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
    const rule = fieldRule(field);
    entries[field.key] = isRequired(field, mode)
      ? v.pipe(v.unknown(), v.check((x) => !isEmpty(x), REQUIRED), whenFilled(rule))
      : v.optional(v.pipe(v.unknown(), whenFilled(rule)));
  }
  const base = v.looseObject(entries);
  const refinements = server ? [] : (def.refine?.(mode) ?? []);
  return refinements.length ? v.pipe(base, ...refinements) : base;
}

/** The fields an Excel import fills: what the add form stores, except uploads and trees. */
export function importFields(fields: FieldDef[]): FieldDef[] {
  return fieldsFor(fields, 'add').filter((f) => !f.virtual && !['image', 'video', 'file', 'tree'].includes(f.kind));
}
