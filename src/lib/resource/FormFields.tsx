import { Field } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { useFormShellStyles } from '../form-shell';
import { FieldInput } from './FieldInput';
import { isRequired } from './form-schema';
import type { FieldDef } from './types';

export interface FormFieldsProps {
  fields: FieldDef[];
  mode: 'add' | 'edit';
  values: Record<string, unknown>;
  /** A field's problem (its rule, or a rule of the form's own that lands on it). */
  errors: Partial<Record<string, MessageId | undefined>>;
  /** A field's warning in the reader's language: said under the field, never refusing the save (a drama's whole price above its episodes). */
  warningOf?: (key: string) => string | undefined;
  /** Ids are `<idPrefix>-<key>` (a label's `for`, a test's handle). */
  idPrefix: string;
  /** Fields of the record the signed-in user may not change (an edit), with the reason: shown read-only, the reason as the hint. */
  locked?: Partial<Record<string, MessageId>>;
  onChange: (key: string, value: unknown) => void;
  onBlur: (key: string) => void;
}

/**
 * A definition's form fields with the kit's inputs, each in a Field with its label, hint and
 * problem, on the form shell's grid (a textarea, a tree or a `wide` field across it). The
 * resource form and every bespoke editor lay their kit fields out with it.
 */
export function FormFields({ fields, mode, values, errors, warningOf, idPrefix, locked = {}, onChange, onBlur }: FormFieldsProps) {
  const styles = useFormShellStyles();
  const { t } = useI18n();
  return (
    <>
      {fields.map((f) => {
        const id = `${idPrefix}-${f.key}`;
        const error = errors[f.key];
        // A warning (said, not refused) shows where no error does.
        const warning = error ? undefined : warningOf?.(f.key);
        const lock = mode === 'edit' ? locked[f.key] : undefined;
        const readOnly = (mode === 'edit' && f.readOnlyOnEdit) || Boolean(lock);
        return (
          <Field
            key={f.key}
            className={f.wide || f.kind === 'tree' || f.kind === 'textarea' ? styles.wide : undefined}
            label={{ children: t(f.label), htmlFor: id }}
            required={isRequired(f, mode)}
            validationMessage={error ? t(error) : warning}
            validationState={error ? 'error' : warning ? 'warning' : undefined}
            hint={lock ? t(lock) : f.help && (mode === 'edit' || f.kind !== 'password') ? t(f.help) : undefined}
          >
            <FieldInput
              field={f}
              id={id}
              value={values[f.key]}
              readOnly={readOnly}
              invalid={Boolean(error)}
              onChange={(value) => onChange(f.key, value)}
              onBlur={() => onBlur(f.key)}
            />
          </Field>
        );
      })}
    </>
  );
}
