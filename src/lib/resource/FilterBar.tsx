import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, CounterBadge, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, ChevronDownRegular, ChevronUpRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { optionText } from './cells';
import { DateRangeInput } from './DateInput';
import { rangeIssue } from './dates';
import { useOptions } from './options';
import type { FilterDef } from './types';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    '@media (max-width: 575.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'end',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    marginBottom: tokens.spacingVerticalM,
  },
  /** A date range (two inputs and its button) needs two columns of the grid (one on a phone, where there is one column). */
  rangeField: { gridColumn: 'span 2', minWidth: 0, '@media (max-width: 575.98px)': { gridColumn: 'span 1' } },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  field: { minWidth: 0 },
});

/** Below 576 px the bar is one column (the form's grid does it; see `form` above and `rangeField`). */
const PHONE_MAX = 575.98;
/** The grid's smallest column, as in `form` above. */
const COLUMN_MIN = 220;

/** The folded state of a page's filter bar, kept for the session ('open' or 'folded'). */
const foldKey = (name: string) => `filters-folded:${name}`;
function readFolded(name: string): boolean {
  try {
    return sessionStorage.getItem(foldKey(name)) !== 'open';
  } catch {
    return true;
  }
}
function writeFolded(name: string, folded: boolean): void {
  try {
    sessionStorage.setItem(foldKey(name), folded ? 'folded' : 'open');
  } catch {
    // Storage unavailable: the state lasts while the page is open.
  }
}

/** The grid's column gap: `tokens.spacingHorizontalM` in `form` above. */
const COLUMN_GAP = 12;

/**
 * How many columns the bar's grid has in a content box `width` px wide: what CSS Grid makes of
 * `repeat(auto-fill, minmax(220px, 1fr))` with its gap (as many 220 px tracks as fit), and one
 * on a phone. Worked out rather than read back from the grid, which would lay the page out.
 */
export function columnsFor(width: number, phone: boolean): number {
  if (phone) return 1;
  return Math.max(1, Math.floor((width + COLUMN_GAP) / (COLUMN_MIN + COLUMN_GAP)));
}

const isPhone = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(`(max-width: ${PHONE_MAX}px)`).matches);

/** Without a ResizeObserver (tests): the browser's own count. */
function columnsOf(form: HTMLElement): number {
  const tracks = getComputedStyle(form).gridTemplateColumns.split(' ').filter(Boolean).length;
  if (tracks > 0) return tracks;
  return columnsFor(form.clientWidth, window.innerWidth <= PHONE_MAX);
}

/** How many filters fill the first row, leaving one cell for the buttons (at least one filter). */
export function firstRowCount(filters: Pick<FilterDef, 'kind'>[], columns: number): number {
  if (columns <= 1) return 1;
  let used = 0;
  let count = 0;
  for (const f of filters) {
    const span = f.kind === 'dateRange' ? 2 : 1;
    if (used + span > columns - 1) break;
    used += span;
    count++;
  }
  return Math.max(1, count);
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
  const formRef = useRef<HTMLFormElement>(null);
  const [folded, setFolded] = useState(() => readFolded(name));
  // On a phone the bar is one column; elsewhere the count follows the bar's width.
  const [columns, setColumns] = useState(() => (isPhone() ? 1 : 4));
  // The count on screen, for the observer (kept once a render is committed).
  const columnsNow = useRef(columns);
  useLayoutEffect(() => {
    columnsNow.current = columns;
  });
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (typeof ResizeObserver === 'undefined') {
      setColumns(columnsOf(form));
      return;
    }
    // The width comes with the observation, after the browser's layout and before it paints (no
    // layout forced during React's commit); a new count is rendered at once, so the first frame
    // painted already folds right.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      const next = columnsFor(width, isPhone());
      // Only a change is rendered now (flushSync would also run React's pending effects early).
      if (next !== columnsNow.current) flushSync(() => setColumns(next));
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, []);
  const [draft, setDraft] = useState<Record<string, unknown>>(values);
  const [errors, setErrors] = useState<Record<string, MessageId>>({});
  // Filters applied from outside (the address, 重置) replace the draft, from the render that brings them.
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    setShownValues(values);
    if (JSON.stringify(shownValues) !== JSON.stringify(values)) setDraft(values);
  }

  const set = (k: string, v: unknown) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, MessageId> = {};
    for (const f of filters) {
      const issue = f.kind === 'dateRange' ? rangeIssue(draft[f.key]) : null;
      if (issue) problems[f.key] = issue;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const clean: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(draft)) {
      if (Array.isArray(v) ? v.some(Boolean) : v !== '' && v != null) clean[k] = v;
    }
    onApply(clean);
  };

  const shown = firstRowCount(filters, columns);
  const foldable = shown < filters.length;
  const isHidden = (i: number) => foldable && folded && i >= shown;
  const active = (v: unknown) => (Array.isArray(v) ? v.some(Boolean) : v !== '' && v != null);
  // Filters in use that the fold hides: counted on the Expand button, so nothing applies unseen.
  const hiddenActive = filters.filter((f, i) => isHidden(i) && active(values[f.key])).length;
  const toggle = () => {
    setFolded((f) => {
      writeFolded(name, !f);
      return !f;
    });
  };
  const moreId = `filters-${name}-more`;

  if (!filters.length) return null;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} aria-label={t('list.filters')} role="search" id={moreId}>
      {filters.map((f, i) => {
        // A folded filter is not rendered (its draft value is kept): the first screen builds only what it shows.
        if (isHidden(i)) return null;
        const id = `filter-${name}-${f.key}`;
        const value = draft[f.key];
        if (f.kind === 'dateRange') {
          const issue = errors[f.key];
          return (
            <Field key={f.key} className={styles.rangeField} label={t(f.label)} validationMessage={issue ? t(issue) : undefined}>
              <DateRangeInput label={t(f.label)} value={value} onChange={(v) => set(f.key, v)} />
            </Field>
          );
        }
        return (
          <Field key={f.key} className={styles.field} label={{ children: t(f.label), htmlFor: id }}>
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
        {foldable ? (
          <Button
            appearance="transparent"
            icon={folded ? <ChevronDownRegular /> : <ChevronUpRegular />}
            iconPosition="after"
            aria-expanded={!folded}
            aria-controls={moreId}
            onClick={toggle}
          >
            {folded ? t('list.expand') : t('list.collapse')}
            {folded && hiddenActive ? <CounterBadge count={hiddenActive} size="small" color="informative" aria-label={t('list.hiddenActive', { count: hiddenActive })} /> : null}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
