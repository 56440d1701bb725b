import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, CounterBadge, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, ChevronDownRegular, ChevronUpRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { optionText } from './cells';
import { DateRangeInput } from './DateInput';
import { rangeIssue } from './dates';
import { useOptions } from './options';
import { PHONE_MAX, isPhone } from './phone';
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
  /**
   * A select never runs out of its slot: the slot grows to the select's longest option (`span`),
   * and where even a whole row is too narrow (a phone) the select is capped at the slot and its
   * text cut with an ellipsis, the whole choice in its title.
   */
  select: { width: '100%', minWidth: 0, maxWidth: '100%' },
  selectControl: { minWidth: 0, textOverflow: 'ellipsis', overflow: 'hidden', whiteSpace: 'nowrap' },
});

// Below 576 px (`PHONE_MAX`) the bar is one column (the form's grid does it; see `form` above and `rangeField`).

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

/** Without a ResizeObserver (tests): the browser's own count. */
function columnsOf(form: HTMLElement): number {
  const tracks = getComputedStyle(form).gridTemplateColumns.split(' ').filter(Boolean).length;
  if (tracks > 0) return tracks;
  return columnsFor(form.clientWidth, window.innerWidth <= PHONE_MAX);
}

/** How many grid cells a filter takes: a date range two (one on a phone), a select as many as its longest option needs (`span`). */
export type Slot = Pick<FilterDef, 'kind'> & { span?: number };

/** How many filters fill the first row, leaving one cell for the buttons (at least one filter). */
export function firstRowCount(filters: Slot[], columns: number): number {
  if (columns <= 1) return 1;
  let used = 0;
  let count = 0;
  for (const f of filters) {
    const span = Math.min(columns, f.span ?? (f.kind === 'dateRange' ? 2 : 1));
    if (used + span > columns - 1) break;
    used += span;
    count++;
  }
  return Math.max(1, count);
}

/**
 * How many of the bar's columns (`columns`, each `track` px wide, `COLUMN_GAP` apart) a control
 * `need` px wide takes: one when it fits its cell, else as many as it needs, at most the row.
 */
export function spanFor(need: number, track: number, columns: number): number {
  if (columns <= 1 || need <= track + 0.5) return 1;
  return Math.min(columns, Math.ceil((need - track - 0.5) / (track + COLUMN_GAP)) + 1);
}

/** The width of one of the bar's columns in a content box `width` px wide. */
export function trackWidth(width: number, columns: number): number {
  return (width - COLUMN_GAP * (columns - 1)) / columns;
}

let canvas: HTMLCanvasElement | null = null;

/**
 * The width a select needs to show its longest option whole: the options' text in the select's
 * own font (measured on a canvas, which draws with the same fonts as the page: no layout forced),
 * its padding (room for the chevron) and borders. Read only in a browser that lays the page out
 * (the bar's ResizeObserver has answered): 0 elsewhere.
 */
function naturalWidth(select: HTMLSelectElement): number {
  canvas ??= document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return 0;
  const style = getComputedStyle(select);
  ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  let widest = 0;
  for (const option of select.options) widest = Math.max(widest, ctx.measureText(option.text).width);
  const px = (v: string) => parseFloat(v) || 0;
  return Math.ceil(widest + px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth) + 2);
}

function SelectFilter({
  filter,
  value,
  onChange,
  id,
  cut,
  onOptions,
}: {
  filter: FilterDef;
  value: string;
  onChange: (v: string) => void;
  id: string;
  /** Narrower than its longest option (no row is wide enough): the choice is cut, and whole in the title. */
  cut: boolean;
  /** The options changed (they load after the first render): the bar measures the select again. */
  onOptions: (key: string, select: HTMLSelectElement) => void;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const options = useOptions(filter.options);
  const ref = useRef<HTMLSelectElement>(null);
  const texts = [t('list.all'), ...options.map((o) => optionText(o, t))];
  const textsKey = texts.join('\n');
  useLayoutEffect(() => {
    if (ref.current) onOptions(filter.key, ref.current);
  }, [textsKey, filter.key, onOptions]);
  const chosen = options.findIndex((o) => String(o.value) === value);
  return (
    <Select
      ref={ref}
      id={id}
      data-filter-key={filter.key}
      className={styles.select}
      select={{ className: styles.selectControl, title: cut ? texts[chosen + 1] : undefined }}
      value={value}
      onChange={(_, d) => onChange(d.value)}
    >
      <option value="">{texts[0]}</option>
      {options.map((o, i) => (
        <option key={String(o.value)} value={String(o.value)}>
          {texts[i + 1]}
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
  // On a phone the bar starts folded whatever it was on a wider screen: its filters would fill the first screen.
  const [folded, setFolded] = useState(() => isPhone() || readFolded(name));
  // The bar's content width and the number of its grid columns (one on a phone; elsewhere what
  // the width holds). Before the first observation: four columns, or one on a phone.
  const [box, setBox] = useState(() => ({ width: 0, phone: isPhone(), columns: isPhone() ? 1 : 4 }));
  const boxNow = useRef(box);
  boxNow.current = box;
  // What each select needs to show its longest option (by filter key), measured once the browser has laid the bar out.
  const [needs, setNeeds] = useState<Record<string, number>>({});
  const needsNow = useRef(needs);
  needsNow.current = needs;
  const laidOut = useRef(false);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (typeof ResizeObserver === 'undefined') {
      setBox((b) => ({ ...b, columns: columnsOf(form) }));
      return;
    }
    // The width comes with the observation, after the browser's layout and before it paints (no
    // layout forced during React's commit); a new count is rendered at once, so the first frame
    // painted already folds right. The selects are measured then too (their options' text).
    const observer = new ResizeObserver(([entry]) => {
      laidOut.current = true;
      const width = Math.floor(entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
      const phone = isPhone();
      const next = { width, phone, columns: columnsFor(width, phone) };
      const measured = { ...needsNow.current };
      for (const select of form.querySelectorAll<HTMLSelectElement>('select[data-filter-key]')) measured[select.dataset.filterKey!] = naturalWidth(select);
      const now = boxNow.current;
      const boxChanged = now.width !== next.width || now.phone !== next.phone || now.columns !== next.columns;
      const needsChanged = Object.keys(measured).some((k) => measured[k] !== needsNow.current[k]);
      // Only a change is rendered now (flushSync would also run React's pending effects early).
      if (boxChanged || needsChanged) {
        flushSync(() => {
          if (boxChanged) setBox(next);
          if (needsChanged) setNeeds(measured);
        });
      }
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, []);
  // A select whose options arrived (or changed language) is measured again, before the frame is painted.
  const remeasure = useCallback((key: string, select: HTMLSelectElement) => {
    if (!laidOut.current) return;
    const need = naturalWidth(select);
    if (needsNow.current[key] !== need) setNeeds((n) => ({ ...n, [key]: need }));
  }, []);
  const { columns } = box;
  const track = box.width > 0 ? trackWidth(box.width, columns) : 0;
  /** Cells a filter takes: a date range two; a select as many as its longest option needs. */
  const spanOf = (f: FilterDef) =>
    box.phone || columns <= 1 ? 1 : f.kind === 'dateRange' ? 2 : f.kind === 'select' && track > 0 && needs[f.key] ? spanFor(needs[f.key], track, columns) : 1;
  /** Whether a select is narrower than its longest option even in the cells it takes. */
  const cutOf = (f: FilterDef) => {
    if (f.kind !== 'select' || !needs[f.key] || box.width <= 0) return false;
    const span = spanOf(f);
    const room = columns <= 1 ? box.width : span * track + (span - 1) * COLUMN_GAP;
    return needs[f.key] > room + 0.5;
  };
  const [draft, setDraft] = useState<Record<string, unknown>>(values);
  const [errors, setErrors] = useState<Record<string, MessageId>>({});
  const key = JSON.stringify(values);
  useEffect(() => setDraft(JSON.parse(key)), [key]);

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

  // Folded on a phone: no filter shows, only the button that unfolds them (and its count of those in use).
  // (Unfolded on a phone, it can always be folded again.)
  const phoneFolded = box.phone && folded;
  const firstRow = firstRowCount(filters.map((f) => ({ kind: f.kind, span: spanOf(f) })), columns);
  const foldable = box.phone || firstRow < filters.length;
  const isHidden = (i: number) => foldable && folded && i >= (box.phone ? 0 : firstRow);
  const active = (v: unknown) => (Array.isArray(v) ? v.some(Boolean) : v !== '' && v != null);
  // Filters in use that the fold hides: counted on the Expand button, so nothing applies unseen.
  const hiddenActive = filters.filter((f, i) => isHidden(i) && active(values[f.key])).length;
  const toggle = () => {
    setFolded((f) => {
      // Kept for the session on wider screens; a phone starts folded anyway.
      if (!box.phone) writeFolded(name, !f);
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
          <Field key={f.key} className={styles.field} style={spanOf(f) > 1 ? { gridColumn: `span ${spanOf(f)}` } : undefined} label={{ children: t(f.label), htmlFor: id }}>
            {f.kind === 'select' ? (
              <SelectFilter id={id} filter={f} value={String(value ?? '')} onChange={(v) => set(f.key, v)} cut={cutOf(f)} onOptions={remeasure} />
            ) : (
              <Input id={id} type={f.kind === 'number' ? 'number' : 'search'} value={String(value ?? '')} onChange={(_, d) => set(f.key, d.value)} />
            )}
          </Field>
        );
      })}
      <div className={styles.buttons}>
        {phoneFolded ? null : (
          <>
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
          </>
        )}
        {foldable ? (
          <Button
            appearance="transparent"
            icon={folded ? <ChevronDownRegular /> : <ChevronUpRegular />}
            iconPosition="after"
            aria-expanded={!folded}
            aria-controls={moreId}
            onClick={toggle}
          >
            {folded ? t(phoneFolded ? 'list.expandFilters' : 'list.expand') : t('list.collapse')}
            {folded && hiddenActive ? <CounterBadge count={hiddenActive} size="small" color="informative" aria-label={t('list.hiddenActive', { count: hiddenActive })} /> : null}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
