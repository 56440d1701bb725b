import { useEffect, useState, type FormEvent } from 'react';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { optionText } from './cells';
import { useOptions } from './options';
import type { FilterDef } from './types';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'end',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    marginBottom: tokens.spacingVerticalM,
  },
  /** Two date inputs need two columns of the grid. */
  rangeField: { gridColumn: 'span 2', minWidth: 0 },
  range: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', '& > *': { flexGrow: 1, minWidth: 0 } },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Section 5: start and end must differ and form a correct range (both or neither). */
export function rangeProblem(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const [start, end] = value as string[];
  if (!start && !end) return false;
  return !start || !end || start >= end;
}

function SelectFilter({ filter, value, onChange, id }: { filter: FilterDef; value: string; onChange: (v: string) => void; id: string }) {
  const { t } = useI18n();
  const options = useOptions(filter.options);
  return (
    <Select id={id} value={value} onChange={(_, d) => onChange(d.value)}>
      <option value="">{t('list.all')}</option>
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {optionText(o, t)}
        </option>
      ))}
    </Select>
  );
}

/** The list's filters; applied on 查询 (or Enter), cleared by 重置. */
export function FilterBar({
  filters,
  values,
  onApply,
  name,
}: {
  filters: FilterDef[];
  values: Record<string, unknown>;
  onApply: (values: Record<string, unknown>) => void;
  name: string;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const [draft, setDraft] = useState<Record<string, unknown>>(values);
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const key = JSON.stringify(values);
  useEffect(() => setDraft(JSON.parse(key)), [key]);

  const set = (k: string, v: unknown) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, boolean> = {};
    for (const f of filters) if (f.kind === 'dateRange' && rangeProblem(draft[f.key])) problems[f.key] = true;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const clean: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(draft)) {
      if (Array.isArray(v) ? v.some(Boolean) : v !== '' && v != null) clean[k] = v;
    }
    onApply(clean);
  };

  if (!filters.length) return null;
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('list.filters')} role="search">
      {filters.map((f) => {
        const id = `filter-${name}-${f.key}`;
        const value = draft[f.key];
        if (f.kind === 'dateRange') {
          const [start = '', end = ''] = Array.isArray(value) ? (value as string[]) : [];
          return (
            <Field key={f.key} className={styles.rangeField} label={t(f.label)} validationMessage={errors[f.key] ? t('valid.dateRange') : undefined}>
              <div className={styles.range}>
                <Input type="date" aria-label={`${t(f.label)} ${t('list.from')}`} value={start} onChange={(_, d) => set(f.key, [d.value, end])} />
                <Input type="date" aria-label={`${t(f.label)} ${t('list.to')}`} value={end} onChange={(_, d) => set(f.key, [start, d.value])} />
              </div>
            </Field>
          );
        }
        return (
          <Field key={f.key} label={{ children: t(f.label), htmlFor: id }}>
            {f.kind === 'select' ? (
              <SelectFilter id={id} filter={f} value={String(value ?? '')} onChange={(v) => set(f.key, v)} />
            ) : (
              <Input id={id} type={f.kind === 'number' ? 'number' : 'search'} value={String(value ?? '')} onChange={(_, d) => set(f.key, d.value)} />
            )}
          </Field>
        );
      })}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('list.search')}
        </Button>
        <Button
          icon={<ArrowResetRegular />}
          onClick={() => {
            setDraft({});
            setErrors({});
            onApply({});
          }}
        >
          {t('list.reset')}
        </Button>
      </div>
    </form>
  );
}
