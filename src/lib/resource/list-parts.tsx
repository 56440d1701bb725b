import type { ReactElement } from 'react';
import { Button, Menu, MenuDivider, MenuItem, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ColumnTripleEditRegular, DeleteRegular, EditRegular, InfoRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { formatMoney, formatNumber } from '../format';
import type { resourceApi } from './api';
import { Cell } from './cells';
import type { useVisibleColumns } from './columns';
import type { ResourceEditor } from './editor';
import { useOptions } from './options';
import type { ColumnDef, ResourceDef, Row, SummaryItem } from './types';
import type { ResourceCan } from './use-resource-query';

/*
 * The pieces of the resource page's view (ResourcePage.tsx): the figures above the grid, a cell
 * whose options load, a row's actions and the column chooser.
 */

const useStyles = makeStyles({
  rowActions: { display: 'flex', gap: '2px' },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
    margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalS}`,
  },
  figure: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, margin: 0 },
  figureLabel: { color: tokens.colorNeutralForeground3 },
  figureValue: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, fontVariantNumeric: 'tabular-nums' },
  dim: { opacity: 0.6 },
});

/**
 * A bespoke action on a row (recharge, set VIP...). `R`: the resource's record (`RowAction<Member>`).
 * `visible` and `run` are methods so that a typed action fits the erased page (types.ts explains).
 */
export interface RowAction<R extends Row = Row> {
  key: string;
  label: MessageId;
  icon?: ReactElement;
  visible?(row: R): boolean;
  run(row: R, ctx: ActionContext): void;
}

export interface ActionContext {
  refresh: () => void;
  api: ReturnType<typeof resourceApi>;
}

/** The figures of the filtered rows above the grid (ResourceDef.summary), as the page call answered them. */
export function SummaryBar({ items, values, busy }: { items: SummaryItem[]; values: Record<string, number> | null; busy: boolean }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  return (
    <div role="group" aria-label={t('list.summary')} aria-busy={busy} className={busy ? styles.dim : undefined}>
      <dl className={styles.summary}>
        {items.map((item) => {
          const value = values?.[item.key];
          const text = value == null ? '-' : item.kind === 'money' ? formatMoney(value, locale) : formatNumber(value, locale);
          return (
            <div key={item.key} className={styles.figure}>
              <dt className={styles.figureLabel}>{t(item.label)}</dt>
              <dd className={styles.figureValue} data-summary={item.key}>
                {text}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** A cell whose column's options load from another list (a role's name). */
export function OptionCell({ row, column }: { row: Row; column: ColumnDef }) {
  const options = useOptions(column.options);
  return <Cell value={row[column.key]} column={column} options={options} row={row} />;
}

/** How many buttons a row's actions take (the table sizes its actions column by it). */
export function rowActionCount(can: ResourceCan, rowActions: RowAction[]): number {
  return (can.detail ? 1 : 0) + (can.edit ? 1 : 0) + (can.delete ? 1 : 0) + (rowActions.length ? 1 : 0);
}

/** A row's actions: detail, edit, delete (or why it cannot be deleted), and the page's own under 更多操作. */
export function RowActions(props: {
  row: Row;
  def: ResourceDef;
  can: ResourceCan;
  me: { id: number } | null;
  editor?: ResourceEditor;
  rowActions: RowAction[];
  ctx: ActionContext;
  onDetail: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}) {
  const { row, def, can, editor, ctx } = props;
  const styles = useStyles();
  const { t } = useI18n();
  const extra = props.rowActions.filter((a) => !a.visible || a.visible(row));
  const undeletable = can.delete ? def.guardDelete?.(row, props.me) : null;
  const editLabel = t(editor?.editLabel ?? 'list.edit');
  return (
    <div className={styles.rowActions}>
      {/* Named by aria-label; the table's one tooltip host shows the name (data-tip, src/lib/overflow-tips.tsx). */}
      {can.detail ? (
        <Button size="small" appearance="subtle" icon={<InfoRegular />} aria-label={t('list.detail')} data-tip={t('list.detail')} onClick={() => props.onDetail(row)} />
      ) : null}
      {can.edit && (editor?.editable?.(row) ?? true) ? (
        <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={editLabel} data-tip={editLabel} data-action="edit" onClick={() => props.onEdit(row)} />
      ) : null}
      {undeletable ? (
        // Disabled but focusable, so the reason is reachable by pointer and keyboard alike.
        <Tooltip content={t(undeletable)} relationship="description">
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('list.delete')} disabledFocusable />
        </Tooltip>
      ) : can.delete ? (
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('list.delete')} data-tip={t('list.delete')} onClick={() => props.onDelete(row)} />
      ) : null}
      {extra.length ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('list.more')} data-tip={t('list.more')} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {extra.map((a) => (
                <MenuItem key={a.key} icon={a.icon} onClick={() => a.run(row, ctx)}>
                  {t(a.label)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </div>
  );
}

/** The column chooser: which columns show (remembered per user and resource), and back to the definition's. */
export function ColumnsMenu({ columns, choice }: { columns: ColumnDef[]; choice: ReturnType<typeof useVisibleColumns> }) {
  const { t } = useI18n();
  return (
    <Menu
      checkedValues={{ columns: choice.visible }}
      onCheckedValueChange={(_, d) => d.checkedItems.length && choice.setVisible(columns.map((c) => c.key).filter((k) => d.checkedItems.includes(k)))}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('list.columns')} relationship="label">
          <Button appearance="subtle" icon={<ColumnTripleEditRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((c) => (
            <MenuItemCheckbox key={c.key} name="columns" value={c.key}>
              {t(c.label)}
            </MenuItemCheckbox>
          ))}
          <MenuDivider />
          <MenuItem onClick={choice.reset}>{t('list.columnsReset')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
