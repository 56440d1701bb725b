import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import type { PagePath } from '@/lib/api/contract';
import { useGrant } from '@/lib/grants';
import { Loaded, type Load } from '@/lib/load';
import { recordPath } from '@/lib/records';
import { Cell, DataTable } from '@/lib/resource';
import type { ColumnDef, Row } from '@/lib/resource/types';
import { ORDER_TYPES, type OrderType } from './orders';
import './messages';

/*
 * The paid orders behind a figure (a drama's episode revenue in its paywall funnel, an ad group's
 * recharge in 广告对应充值): one dialog for every report that opens them, listing the orders with
 * the figure's total, each order opening in its order list's record tab for a role with that page.
 */

/** The order list of each order type (an order opens in that page's record tab). */
export const ORDER_PAGE: Record<OrderType, PagePath> = { vip: 'operate/vipOrders', beans: 'operate/rechargeOrders' };

const ORDER_COLUMNS: ColumnDef[] = [
  { key: 'orderNo', label: 'orders.behind.orderNo', width: 170 },
  { key: 'type', label: 'orders.behind.type', kind: 'enum', options: ORDER_TYPES.map((value) => ({ value, label: `orders.behind.type.${value}` as const })), width: 90 },
  { key: 'cardNumber', label: 'orders.behind.member', width: 100 },
  { key: 'itemName', label: 'orders.behind.item', width: 120 },
  { key: 'paidYen', label: 'orders.behind.paid', kind: 'money', width: 90 },
  { key: 'payTime', label: 'orders.behind.payTime', kind: 'datetime', width: 150 },
];

const useStyles = makeStyles({
  dialog: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%' },
  orders: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const isOrderType = (type: unknown): type is OrderType => (ORDER_TYPES as readonly unknown[]).includes(type);

/**
 * The dialog: `title` names it and its table, `note` says which orders these are (period, zone),
 * `load` fetches them; `summary(data)` is the line with their count and total (a status), and
 * `orders(data)` the rows (id, type, orderNo, cardNumber, itemName, paidYen, payTime).
 */
export function OrdersDialog<T>({ title, note, load, summary, orders, onClose }: { title: string; note: string; load: Load<T>; summary: (data: T) => ReactNode; orders: (data: T) => Row[]; onClose: () => void }) {
  const { t } = useI18n();
  const styles = useStyles();
  const granted = useGrant();
  const navigate = useNavigate();
  const actions = (order: Row) => {
    const page = isOrderType(order.type) ? ORDER_PAGE[order.type] : null;
    if (!page || !granted(page)) return null;
    return (
      <Tooltip content={t('orders.behind.open', { orderNo: String(order.orderNo) })} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<OpenRegular />}
          onClick={() => {
            onClose();
            void navigate({ to: recordPath(page, Number(order.id)) });
          }}
        />
      </Tooltip>
    );
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined} className={styles.dialog}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.orders}>
            <Text>{note}</Text>
            <Loaded load={load}>
              {(data) => {
                const rows = orders(data);
                return (
                  <>
                    {summary(data)}
                    <DataTable
                      columns={ORDER_COLUMNS}
                      rows={rows}
                      firstIndex={0}
                      totalRows={rows.length}
                      renderCell={(order, column) => <Cell value={order[column.key]} column={column} options={Array.isArray(column.options) ? column.options : undefined} />}
                      renderActions={actions}
                      actionsWidth={48}
                      label={title}
                      maxHeight="50vh"
                    />
                  </>
                );
              }}
            </Loaded>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
