import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Field, Subtitle2, Text, ToggleButton, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownRegular, ArrowDownloadRegular, ArrowUpRegular, DocumentSearchRegular, SearchRegular } from '@fluentui/react-icons';
import '@/i18n/messages/report';
import { useI18n, type MessageId } from '@/i18n';
import { confirm } from '../confirm';
import { formatMoney, formatNumber, formatPercent } from '../format';
import { useNotify } from '../notify';
import { Cell, DataTable } from '../resource';
import { DateRangeInput } from '../resource/DateInput';
import { buildWorkbook, saveFile } from '../resource/exporter';
import type { ColumnDef, Option, Row } from '../resource/types';
import type { Sort } from '@/machines/list';
import { Chart } from './Chart';
import { useThemeName } from '../theme';
import { chartOptions, isEmptyDataset, type ChartSpec, type Dataset } from './charts';
import { compare } from './compare';
import { useChartMarkers } from './Markers';
import { toggleIndicator } from './indicators';
import { periodEnds, useTimeZone } from '../time-zone';
import { ALL_PERIOD_CHOICES, PRESET_LABELS, customRangeIssue, dayCount, type DayRange, type Period, type PeriodChoices, type PeriodIssue, type PeriodPreset } from './period';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  presets: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  custom: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', gap: '2px', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2, minWidth: 0 },
  figureLabel: { color: tokens.colorNeutralForeground3, margin: 0 },
  figureValue: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase600, margin: 0, overflowWrap: 'anywhere' },
  delta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  good: { color: tokens.colorPaletteGreenForeground1, display: 'inline-flex', alignItems: 'center' },
  bad: { color: tokens.colorPaletteRedForeground1, display: 'inline-flex', alignItems: 'center' },
  neutral: { color: tokens.colorNeutralForeground2, display: 'inline-flex', alignItems: 'center' },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  cardHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  heading: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  indicators: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `0 ${tokens.spacingHorizontalS}`, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginRight: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  // Two cards side by side only where each gets 520 px (its chart and table: columns that fit); one per row otherwise.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(520px, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  wide: { gridColumn: '1 / -1' },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  emptyIcon: { fontSize: '40px', color: tokens.colorNeutralForeground4 },
  busy: { opacity: 0.6 },
  tone: { display: 'block', padding: `2px ${tokens.spacingHorizontalXS}`, borderRadius: tokens.borderRadiusSmall, color: tokens.colorNeutralForeground1 },
});

/* ------------------------------------------------------------------ the period picker */

/**
 * The period bar: the seven presets (today … last month) as toggle buttons, a custom range (the
 * date kit's range input; start and end must differ and form a correct range) applied with 查询,
 * and the period shown with the one it is compared with.
 */
export function PeriodBar({
  period,
  previous,
  onChange,
  choices = ALL_PERIOD_CHOICES,
  children,
}: {
  period: Period;
  previous: DayRange;
  onChange: (next: PeriodPreset | DayRange) => void;
  /** The report's choices (`useReport`'s `choices`): the presets shown, and whether a custom range. */
  choices?: PeriodChoices;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<[string, string]>([period.start, period.end]);
  const [problem, setProblem] = useState<PeriodIssue | null>(null);
  const zone = useTimeZone();
  // A new period (a preset, or the custom range applied) starts the custom inputs afresh, from the render that shows it.
  const [shown, setShown] = useState(period);
  if (shown.start !== period.start || shown.end !== period.end) {
    setShown(period);
    setDraft([period.start, period.end]);
    setProblem(null);
  }

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const issue = customRangeIssue(draft[0], draft[1]);
    setProblem(issue);
    if (!issue) onChange({ start: draft[0], end: draft[1] });
  };

  return (
    <div className={styles.card} data-period-bar="">
      <div className={styles.bar}>
        <Field label={t('report.period.label')}>
          <div className={styles.presets} role="group" aria-label={t('report.period.label')}>
            {choices.presets.map((preset) => (
              <ToggleButton key={preset} checked={period.preset === preset} appearance={period.preset === preset ? 'primary' : 'secondary'} onClick={() => onChange(preset)}>
                {t(PRESET_LABELS[preset])}
              </ToggleButton>
            ))}
          </div>
        </Field>
        {choices.custom ? (
          <form className={styles.custom} onSubmit={apply} aria-label={t('report.period.custom')} noValidate>
            <Field label={{ children: t('report.period.customRange'), htmlFor: `${id}-range` }} validationMessage={problem ? t(problem) : undefined}>
              <DateRangeInput id={`${id}-range`} label={t('report.period.customRange')} value={draft} onChange={(next) => setDraft(next)} />
            </Field>
            <Field label={t('report.period.custom')}>
              <Button type="submit" appearance={period.preset === null ? 'primary' : 'secondary'} icon={<SearchRegular />}>
                {t('report.period.apply')}
              </Button>
            </Field>
          </form>
        ) : null}
        {children}
      </div>
      <Text role="status" data-period-label="">
        {t('report.period.showing', { ...periodEnds(period.start, period.end, zone), days: dayCount(period) })}
        <span className={styles.note}>
          {' · '}
          {t('report.period.previous', periodEnds(previous.start, previous.end, zone))}
          {' · '}
          {t('report.period.timeZone', { zone })}
        </span>
      </Text>
    </div>
  );
}

/* ------------------------------------------------------------------ headline figures */

export type FigureKind = 'number' | 'money' | 'percent';

export interface FigureItem {
  key: string;
  label: MessageId;
  value: number;
  /** The previous period's figure; none for a figure that is not of a period (all members so far): no change shown. */
  previous?: number;
  kind?: FigureKind;
  /** Whether a rise is good news (green) or bad news (red: a drop-off rate); default up. */
  goodWhen?: 'up' | 'down';
}

function figureText(value: number, kind: FigureKind | undefined, locale: 'ZH' | 'EN'): string {
  if (kind === 'money') return formatMoney(value, locale);
  if (kind === 'percent') return formatPercent(value, locale);
  return formatNumber(value, locale);
}

/** How a figure moved against the previous period: an arrow and the percentage, and the same in words for screen readers. */
export function Delta({ item }: { item: FigureItem & { previous: number } }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const change = compare(item.value, item.previous);
  const percent = change.percent === null ? '' : formatPercent(change.percent, locale);
  const rising = change.trend === 'up' || change.trend === 'new';
  const falling = change.trend === 'down' || change.trend === 'gone';
  const good = (item.goodWhen ?? 'up') === 'up' ? rising : falling;
  const tone = rising || falling ? (good ? styles.good : styles.bad) : styles.neutral;
  const spoken =
    change.trend === 'up'
      ? t('report.compare.upSr', { percent })
      : change.trend === 'down' || change.trend === 'gone'
        ? t('report.compare.downSr', { percent })
        : change.trend === 'flat'
          ? t('report.compare.flatSr')
          : change.trend === 'new'
            ? t('report.compare.newSr')
            : t('report.compare.noneSr');
  const Arrow = rising ? ArrowUpRegular : falling ? ArrowDownRegular : null;
  return (
    <dd className={styles.delta} data-trend={change.trend}>
      <span className={tone} aria-hidden>
        {Arrow ? <Arrow /> : null}
        {change.trend === 'flat' ? t('report.compare.flat') : change.trend === 'new' ? t('report.compare.new') : change.trend === 'none' ? '-' : percent}
      </span>
      <span className={styles.srOnly}>{spoken}</span>
      <span>{t('report.compare.previous', { value: figureText(item.previous, item.kind, locale) })}</span>
    </dd>
  );
}

/**
 * The period's headline figures, each with its change against the previous period. `label` names
 * the region when a page has a second set (汇总 otherwise): landmarks' names are unique on a page.
 */
export function Figures({ items, busy, label }: { items: FigureItem[]; busy?: boolean; label?: string }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  return (
    <section className={mergeClasses(styles.card, busy && styles.busy)} aria-label={label ?? t('report.figures')} aria-busy={busy}>
      <dl className={styles.figures}>
        {items.map((item) => (
          <div key={item.key} className={styles.figure} data-figure={item.key}>
            <dt className={styles.figureLabel}>{t(item.label)}</dt>
            <dd className={styles.figureValue}>{figureText(item.value, item.kind, locale)}</dd>
            {item.previous === undefined ? null : <Delta item={{ ...item, previous: item.previous }} />}
          </div>
        ))}
      </dl>
    </section>
  );
}

/* ------------------------------------------------------------------ empty periods */

/** A period with nothing in it: said plainly, never a chart of zeros pretending to be data. */
export function EmptyPeriod() {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={styles.empty} role="status">
      <DocumentSearchRegular className={styles.emptyIcon} aria-hidden />
      <Subtitle2>{t('report.empty.title')}</Subtitle2>
      <Text>{t('report.empty.hint')}</Text>
    </div>
  );
}

/* ------------------------------------------------------------------ custom indicators */

export interface Indicator {
  key: string;
  label: MessageId;
}

/**
 * The custom indicators of a chart: a checkbox each; at most `max` on the chart (section 5: two),
 * a third is refused with the rule's message and stays unticked; the last one stays on.
 */
export function IndicatorPicker({ indicators, selected, max, onChange }: { indicators: Indicator[]; selected: string[]; max: number; onChange: (next: string[]) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const pick = (key: string) => {
    const result = toggleIndicator(selected, key, max);
    if (result.ok) onChange(result.selected);
    else notify.warning(result.reason, result.values);
  };
  return (
    <fieldset className={styles.indicators}>
      <legend className={styles.legend}>
        {t('report.indicators.label')} <span className={styles.note}>({t('report.indicators.hint', { max })})</span>
      </legend>
      {indicators.map((indicator) => (
        <Checkbox key={indicator.key} label={t(indicator.label)} checked={selected.includes(indicator.key)} onChange={() => pick(indicator.key)} />
      ))}
    </fieldset>
  );
}

/* ------------------------------------------------------------------ a chart and its table */

export interface ReportCardProps {
  /** The card's title (a heading); the chart's accessible name and the export's sheet name too. */
  title: string;
  dataset: Dataset;
  /** The chart drawn from the dataset; none: a table only. */
  chart?: Omit<ChartSpec, 'title' | 'description'> | null;
  period: DayRange;
  /** The export's file name, before the period (e.g. 'visitors'). */
  exportName: string;
  /** A refresh button (line charts): the report's refresh, guarded by the load machine. */
  onRefresh?: () => void;
  /** Above the chart: custom indicators, a filter. */
  toolbar?: ReactNode;
  /** The table's rows can be sorted by clicking a column's header (measures, and the category when `sortCategory`). */
  sortable?: boolean;
  /** A row's own actions (open a drama's details). */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** Extra columns of the table only (not charted): a share, a rank. */
  extraColumns?: ColumnDef[];
  busy?: boolean;
  wide?: boolean;
  tableHeight?: string;
  /**
   * A cell's shade (a CSS colour; none: plain): a heat map over the table (a cohort table's
   * retention). Keep it light: the cell's text stays the theme's foreground.
   */
  tone?: (row: Row, column: ColumnDef) => string | undefined;
}

function sortRows(rows: Row[], sort: Sort | null): Row[] {
  if (!sort) return rows;
  const dir = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.field];
    const y = b[sort.field];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x ?? '').localeCompare(String(y ?? '')) * dir;
  });
}

/**
 * A chart and, under it, a table of the same rows, with Excel export of the table (exceljs loads
 * on the first export). A dataset with nothing in it shows the empty state instead of both.
 */
export function ReportCard(props: ReportCardProps) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const theme = useThemeName();
  const notify = useNotify();
  const headingId = useId();
  const { title, dataset, chart, period } = props;
  const [sort, setSort] = useState<Sort | null>(null);
  const empty = isEmptyDataset(dataset);
  // The page's change markers (ReportBody's `markers`), drawn by a chart over days.
  const markers = useChartMarkers();
  const chartSpec = useMemo(
    () =>
      chart && !empty
        ? chartOptions(dataset, { ...chart, title, description: t('report.chart.description', { title, start: period.start, end: period.end }), markers }, { t, locale, theme })
        : null,
    [chart, dataset, empty, title, period.start, period.end, t, locale, theme, markers],
  );
  const columns = useMemo<ColumnDef[]>(
    () => [
      { ...dataset.category, sortable: props.sortable },
      ...(dataset.details ?? []).map((c) => ({ ...c, sortable: props.sortable })),
      ...dataset.measures.map((m) => ({ ...m, sortable: props.sortable })),
      ...(props.extraColumns ?? []).map((c) => ({ ...c, sortable: props.sortable })),
    ],
    [dataset, props.sortable, props.extraColumns],
  );
  const rows = useMemo(() => sortRows(dataset.rows, sort), [dataset.rows, sort]);
  /** The options of every enum column (the category, a detail), for the cells and the export. */
  const options = useMemo(() => {
    const out: Record<string, Option[]> = {};
    for (const c of columns) if (Array.isArray(c.options)) out[c.key] = c.options as Option[];
    return out;
  }, [columns]);

  const exportTable = async () => {
    const ok = await confirm({ body: 'report.table.exportConfirm', values: { title, count: rows.length }, confirm: 'report.table.export' });
    if (!ok) return;
    try {
      const buffer = await buildWorkbook(title, columns, rows, { t, locale, options });
      saveFile(buffer, `${props.exportName}-${period.start}-${period.end}.xlsx`);
      notify.success('msg.exportSuccess');
    } catch (e) {
      notify.error(e, 'msg.exportFailed');
    }
  };

  return (
    <section className={mergeClasses(styles.card, props.wide && styles.wide, props.busy && styles.busy)} aria-labelledby={headingId} aria-busy={props.busy}>
      <div className={styles.cardHead}>
        <Subtitle2 as="h2" id={headingId} className={styles.heading}>
          {title}
        </Subtitle2>
        <div className={styles.actions}>
          {props.onRefresh ? (
            <Tooltip content={t('report.chart.refreshNamed', { title })} relationship="description">
              <Button size="small" icon={<ArrowClockwiseRegular />} onClick={props.onRefresh} aria-label={t('report.chart.refreshNamed', { title })}>
                {t('report.chart.refresh')}
              </Button>
            </Tooltip>
          ) : null}
          <Button size="small" icon={<ArrowDownloadRegular />} disabled={empty} onClick={() => void exportTable()} aria-label={t('report.table.exportNamed', { title })}>
            {t('report.table.export')}
          </Button>
        </div>
      </div>
      {props.toolbar}
      {empty ? (
        <EmptyPeriod />
      ) : (
        <>
          {chartSpec ? <Chart options={chartSpec} /> : null}
          <DataTable
            columns={columns}
            rows={rows}
            firstIndex={0}
            totalRows={rows.length}
            sort={sort ?? undefined}
            onSort={props.sortable ? setSort : undefined}
            renderCell={(row, column) => {
              const cell = <Cell value={row[column.key]} column={column} options={options[column.key]} row={row} />;
              const shade = props.tone?.(row, column);
              return shade ? (
                <span className={styles.tone} style={{ backgroundColor: shade }}>
                  {cell}
                </span>
              ) : (
                cell
              );
            }}
            renderActions={props.rowActions}
            actionsWidth={props.actionsWidth}
            label={t('report.table.caption', { title })}
            maxHeight={props.tableHeight ?? '360px'}
            busy={props.busy}
          />
        </>
      )}
    </section>
  );
}

/** Report cards side by side where the page is wide enough for two of 520 px, else one per row. */
export function ReportGrid({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.grid}>{children}</div>;
}

/** A report page: the period bar first, then its figures and cards. */
export function ReportLayout({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.page} aria-label={title}>
      {children}
    </section>
  );
}
