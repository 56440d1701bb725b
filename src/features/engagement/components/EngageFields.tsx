import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { FieldInput } from '@/lib/resource/FieldInput';
import { isRequired } from '@/lib/resource/form-schema';
import type { FieldDef } from '@/lib/resource/types';
import type { useDiscardGuard } from '@/lib/unsaved';

/*
 * What the engagement side's bespoke dialogs share (a task with its parts, a sign-in plan with its
 * days, a popup or a message with its audience): a wide dialog whose form lays its fields out on
 * a grid, and the kit's inputs for the fields a resource definition declares.
 */

export const useFormStyles = makeStyles({
  surface: { width: 'min(1040px, 98vw)', maxWidth: '98vw' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
  section: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  parts: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  part: {
    display: 'grid',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    alignItems: 'start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  partInvalid: { outline: `1px solid ${tokens.colorPaletteRedBorder2}` },
  partHead: { gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/** The kit's inputs for a definition's fields, each in a Field with its label, hint and error. */
export function KitFields({
  fields,
  mode,
  values,
  errors,
  idPrefix,
  onChange,
  onBlur,
}: {
  fields: FieldDef[];
  mode: 'add' | 'edit';
  values: Record<string, unknown>;
  errors: Partial<Record<string, MessageId | undefined>>;
  idPrefix: string;
  onChange: (key: string, value: unknown) => void;
  onBlur: (key: string) => void;
}) {
  const styles = useFormStyles();
  const { t } = useI18n();
  return (
    <>
      {fields.map((f) => {
        const id = `${idPrefix}-${f.key}`;
        const error = errors[f.key];
        return (
          <Field
            key={f.key}
            className={f.kind === 'textarea' || f.wide ? styles.wide : undefined}
            label={{ children: t(f.label), htmlFor: id }}
            required={isRequired(f, mode)}
            validationMessage={error ? t(error) : undefined}
            hint={f.help ? t(f.help) : undefined}
          >
            <FieldInput field={f} id={id} value={values[f.key]} invalid={Boolean(error)} onChange={(value) => onChange(f.key, value)} onBlur={() => onBlur(f.key)} />
          </Field>
        );
      })}
    </>
  );
}

/**
 * A wide dialog around a form: title, content on the grid, actions. Closing with unsaved input
 * asks first (`guard`: useDiscardGuard from src/lib/unsaved.tsx, which the form keeps to clear
 * after a save); closing is refused while busy.
 */
export function FormShell({
  title,
  guard,
  onSubmit,
  actions,
  children,
  testId,
}: {
  title: string;
  guard: ReturnType<typeof useDiscardGuard>;
  onSubmit: (e: React.FormEvent) => void;
  actions: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const styles = useFormStyles();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && guard.requestClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined} data-testid={testId}>
        <form onSubmit={onSubmit} noValidate ref={guard.formRef}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.grid}>{children}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </DialogBody>
        </form>
        {guard.question}
      </DialogSurface>
    </Dialog>
  );
}
