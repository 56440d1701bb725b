import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  Badge,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { useOverflowTips } from '../overflow-tips';
import { useColumnFit, type FitSpec } from './fit';
import { usePhone } from './phone';
import { ScrollCue } from './ScrollCue';
import type { ColumnDef, Row, Sort } from './types';

/** A row's height in px; the `row` style below spells it out (styles are compiled at build time and cannot read constants). */
export const ROW_HEIGHT = 44;
const NO_SELECTION = new Set<number>();
/**
 * Rows are virtualized from this many on (a page of 100, a related list of thousands). A page of
 * 10 or 20 is rendered whole: virtualizing it costs a measuring pass and a second render of the
 * rows before the first paint, for no saving (docs/performance.md).
 */
export const VIRTUALIZE_FROM = 50;
/** A column's least width when its definition gives none. */
export const COLUMN_WIDTH = 140;
/** The selection column: a checkbox. */
const SELECT_WIDTH = 44;

const useStyles = makeStyles({
  scroll: { overflow: 'auto', position: 'relative', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  table: { tableLayout: 'fixed' },
  head: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground3 },
  /** Widths from `useColumnFit` are border-box widths. */
  th: { boxSizing: 'border-box' },
  selectHead: { padding: 0 },
  selectButton: { justifyContent: 'center' },
  /** A header's text: cut with an ellipsis (and a tooltip) rather than wrapped. */
  label: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', minWidth: 0 },
  row: { height: '44px' },
  cell: { overflow: 'hidden' },
  cellText: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  actions: { position: 'sticky', right: 0, backgroundColor: tokens.colorNeutralBackground1, boxShadow: `-4px 0 6px -4px ${tokens.colorNeutralShadowAmbient}` },
  headActions: { position: 'sticky', right: 0, backgroundColor: tokens.colorNeutralBackground3 },
  /** The record just added or edited. */
  highlighted: { backgroundColor: tokens.colorBrandBackground2, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  actionsHighlighted: { backgroundColor: tokens.colorBrandBackground2 },
  newBadge: { marginRight: tokens.spacingHorizontalXS },
  /** On a phone, the key columns stacked in one cell: the first whole on its line (wrapped, never cut), the others under it. */
  stackCell: { overflow: 'hidden', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
  stackFirst: { overflowWrap: 'anywhere' },
  stackRest: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: '2px', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  stackItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, maxWidth: '100%' },
  stackLabel: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

export interface DataTableProps {
  columns: ColumnDef[];
  rows: Row[];
  /** How many rows come before this page (aria-rowindex counts the header as row 1). */
  firstIndex: number;
  totalRows: number;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  selectable?: boolean;
  selected?: Set<number>;
  onSelect?: (next: Set<number>) => void;
  renderCell: (row: Row, column: ColumnDef) => ReactNode;
  renderActions?: (row: Row) => ReactNode;
  /** The actions column's width (its buttons); never less than its header needs. */
  actionsWidth?: number;
  label: string;
  maxHeight: string;
  busy?: boolean;
  /** The record just added or edited: highlighted (aria-current) and scrolled into view. */
  highlight?: number | null;
  /** A record just added that this page does not hold: shown first, marked as new (ResourcePage pins it). */
  pinned?: Row | null;
  /**
   * The columns that matter most, in order (an order's number, status and amount; a plan's name
   * and its switch). On a phone they come first, stacked in one cell (the first whole on its
   * line, wrapped rather than cut; the others under it with their labels) that stays in sight
   * before the sticky actions column, so they show without a sideways scroll; the rest follow.
   */
  keyColumns?: string[];
}

/** A column as shown: a column of the definition, or (on a phone) the key columns stacked in one cell, headed and sorted by the first. */
interface Shown {
  column: ColumnDef;
  stack?: ColumnDef[];
}

/**
 * The list's table: Fluent table primitives with row virtualization beyond `VIRTUALIZE_FROM`
 * rows, so a page of 100 rows (or a related list of thousands) keeps a small, constant number of
 * DOM nodes. Columns fit the
 * card (`useColumnFit`): each at least its `width` and its header's text, the card's free space
 * shared; text cut by a column's width shows in full in a tooltip (`useOverflowTips`).
 */
export function DataTable(props: DataTableProps) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { selected = NO_SELECTION, onSelect, pinned, keyColumns } = props;
  const phone = usePhone();
  // On a phone the key columns come first, stacked in one cell when there are two or more.
  const shownColumns = useMemo<Shown[]>(() => {
    const all = props.columns;
    const keys = phone ? (keyColumns ?? []).map((k) => all.find((c) => c.key === k)).filter((c): c is ColumnDef => c !== undefined) : [];
    if (!keys.length) return all.map((column) => ({ column }));
    const rest = all.filter((c) => !keys.includes(c)).map((column) => ({ column }));
    return [{ column: keys[0], stack: keys }, ...rest];
  }, [props.columns, keyColumns, phone]);
  const columns = useMemo(() => shownColumns.map((s) => s.column), [shownColumns]);
  const tallRows = shownColumns.some((s) => s.stack);
  const rows = useMemo(() => (pinned ? [pinned, ...props.rows] : props.rows), [pinned, props.rows]);
  const virtual = rows.length > VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    enabled: virtual,
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 1200, height: 600 },
  });
  const highlightIndex = props.highlight == null ? -1 : rows.findIndex((r) => r.id === props.highlight);
  const highlightId = highlightIndex >= 0 ? rows[highlightIndex].id : null;
  useEffect(() => {
    if (highlightId == null) return;
    // Into the table's view (the row may not be rendered yet), then the row into the page's view.
    if (virtual) virtualizer.scrollToIndex(highlightIndex, { align: 'auto' });
    const frame = requestAnimationFrame(() => scrollRef.current?.querySelector(`tr[data-id="${highlightId}"]`)?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [highlightId, highlightIndex, virtualizer, virtual]);
  const virtualItems = virtual ? virtualizer.getVirtualItems() : null;
  const items = useMemo(() => virtualItems ?? rows.map((_, index) => ({ index })), [virtualItems, rows]);
  const top = virtual && items.length ? (items[0] as VirtualItem).start : 0;
  const bottom = virtual && items.length ? virtualizer.getTotalSize() - (items[items.length - 1] as VirtualItem).end : 0;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = rows.some((r) => selected.has(r.id));
  const specs = useMemo<FitSpec[]>(
    () => [
      ...(props.selectable ? [{ min: SELECT_WIDTH, grow: false }] : []),
      ...shownColumns.map(({ column: c, stack }) => ({ min: c.width ?? COLUMN_WIDTH, grow: true, sortable: Boolean(c.sortable && props.onSort), squeeze: Boolean(stack) })),
      ...(props.renderActions ? [{ min: props.actionsWidth ?? 160, grow: false, sticky: true }] : []),
    ],
    [shownColumns, props.selectable, props.renderActions, props.actionsWidth, props.onSort],
  );
  const measureKey = `${locale}|${shownColumns.map((c) => (c.stack ? c.stack.map((k) => k.key).join('+') : c.column.key)).join(',')}|${props.selectable ? 1 : 0}|${props.renderActions ? 1 : 0}`;
  const fit = useColumnFit(scrollRef, specs, measureKey);
  const widthOf = (i: number) => fit.widths[i + (props.selectable ? 1 : 0)];
  const tips = useOverflowTips();

  const toggleAll = () => {
    const next = new Set(selected);
    for (const r of rows) {
      if (allSelected) next.delete(r.id);
      else next.add(r.id);
    }
    onSelect?.(next);
  };

  // The rows, kept while only the table's own state changes (the fitted widths, a tooltip): those
  // re-render the header, not every row (docs/performance.md).
  const { selectable, firstIndex, highlight, renderCell, renderActions } = props;
  const body = useMemo(() => {
    const toggleRow = (id: number) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      onSelect?.(next);
    };
    return items.map((item) => {
      const row = rows[item.index];
      const isSelected = selected.has(row.id);
      const isPinned = pinned != null && item.index === 0;
      const isHighlighted = row.id === highlight;
      return (
        <TableRow
          key={row.id}
          // Stacked key columns make rows of their own height: the virtualizer measures them.
          ref={virtual && tallRows ? virtualizer.measureElement : undefined}
          data-index={virtual && tallRows ? item.index : undefined}
          className={mergeClasses(styles.row, isHighlighted && styles.highlighted)}
          // The pinned row stands outside the server's order: it has no position to announce.
          aria-rowindex={isPinned ? undefined : firstIndex + item.index - (pinned ? 1 : 0) + 2}
          aria-current={isHighlighted ? 'true' : undefined}
          data-pinned={isPinned ? '' : undefined}
          aria-selected={selectable ? isSelected : undefined}
          data-id={row.id}
        >
          {selectable ? (
            <TableSelectionCell checked={isSelected} onClick={() => toggleRow(row.id)} checkboxIndicator={{ 'aria-label': t('list.selectRow') }} />
          ) : null}
          {shownColumns.map(({ column: c, stack }, i) => {
            const badge =
              isPinned && i === 0 ? (
                <Badge className={styles.newBadge} size="small" appearance="tint" color="brand">
                  {t('list.justAdded')}
                </Badge>
              ) : null;
            if (stack) {
              return (
                <TableCell key={c.key} className={mergeClasses(styles.cell, styles.stackCell)} data-key-column="">
                  <div className={styles.stackFirst}>
                    {badge}
                    {renderCell(row, c)}
                  </div>
                  {stack.length > 1 ? (
                    <div className={styles.stackRest}>
                      {stack.slice(1).map((k) => (
                        <span key={k.key} className={styles.stackItem}>
                          <span className={styles.stackLabel}>{t(k.label)}</span>
                          {renderCell(row, k)}
                        </span>
                      ))}
                    </div>
                  ) : null}
                </TableCell>
              );
            }
            return (
              <TableCell key={c.key} className={styles.cell}>
                {/* A block inside the cell: a table cell does not report its overflow (scrollWidth), a block does. */}
                <div className={styles.cellText} data-overflow-tip="">
                  {badge}
                  {renderCell(row, c)}
                </div>
              </TableCell>
            );
          })}
          {renderActions ? <TableCell className={mergeClasses(styles.actions, isHighlighted && styles.actionsHighlighted)}>{renderActions(row)}</TableCell> : null}
        </TableRow>
      );
    });
  }, [items, rows, selected, onSelect, pinned, highlight, firstIndex, selectable, shownColumns, tallRows, virtual, virtualizer, renderCell, renderActions, styles, t]);

  return (
    <>
      {/* The table is wider than its card: it scrolls sideways, and says so. */}
      <ScrollCue fit={fit} />
      <div ref={scrollRef} className={styles.scroll} style={{ maxHeight: props.maxHeight }} aria-busy={props.busy} {...tips.handlers}>
        <Table className={styles.table} style={{ width: fit.total }} aria-label={props.label} aria-rowcount={props.totalRows + 1} sortable={Boolean(props.onSort)}>
          <TableHeader className={styles.head}>
            <TableRow aria-rowindex={1}>
              {props.selectable ? (
                // A header cell (th), not Fluent's TableSelectionCell (a td): the rows' checkboxes
                // then have a column header, and the first column's header is not taken for a row header.
                <TableHeaderCell sortable={false} className={mergeClasses(styles.th, styles.selectHead)} style={{ width: SELECT_WIDTH }} button={{ className: styles.selectButton }}>
                  <Checkbox checked={allSelected ? true : someSelected ? 'mixed' : false} onChange={toggleAll} aria-label={t('list.selectAll')} />
                </TableHeaderCell>
              ) : null}
              {columns.map((c, i) => {
                const dir = props.sort?.field === c.key ? (props.sort.order === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <TableHeaderCell
                    key={c.key}
                    className={styles.th}
                    style={{ width: widthOf(i) }}
                    sortDirection={c.sortable ? dir : undefined}
                    onClick={
                      c.sortable && props.onSort
                        ? () => props.onSort!({ field: c.key, order: dir === 'ascending' ? 'desc' : 'asc' })
                        : undefined
                    }
                    button={c.sortable ? undefined : { disabled: true, tabIndex: -1 }}
                  >
                    <span className={styles.label} data-column-label="" data-overflow-tip="">
                      {t(c.label)}
                    </span>
                  </TableHeaderCell>
                );
              })}
              {props.renderActions ? (
                <TableHeaderCell className={mergeClasses(styles.th, styles.headActions)} style={{ width: fit.widths[fit.widths.length - 1] }} button={{ disabled: true, tabIndex: -1 }}>
                  <span className={styles.label} data-column-label="" data-overflow-tip="">
                    {t('list.actions')}
                  </span>
                </TableHeaderCell>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {top > 0 ? <tr aria-hidden style={{ height: top }} /> : null}
            {body}
            {bottom > 0 ? <tr aria-hidden style={{ height: bottom }} /> : null}
          </TableBody>
        </Table>
        {tips.tooltip}
      </div>
    </>
  );
}
