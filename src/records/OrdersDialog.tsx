import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Tooltip } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import type { PagePath } from '@/lib/api/contract';
import { useGrant } from '@/lib/grants';
import type { Load } from '@/lib/load';
import { recordPath } from '@/lib/records';
import { RowsDialog } from '@/lib/resource/RowsDialog';
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

const isOrderType = (type: unknown): type is OrderType => (ORDER_TYPES as readonly unknown[]).includes(type);

/**
 * The dialog: `title` names it and its table, `note` says which orders these are (period, zone),
 * `load` fetches them; `summary(data)` is the line with their count and total (a status), and
 * `orders(data)` the rows (id, type, orderNo, cardNumber, itemName, paidYen, payTime).
 */
export function OrdersDialog<T>({ title, note, load, summary, orders, onClose }: { title: string; note: string; load: Load<T>; summary: (data: T) => ReactNode; orders: (data: T) => Row[]; onClose: () => void }) {
  const { t } = useI18n();
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
  return <RowsDialog title={title} note={note} load={load} summary={summary} rows={orders} columns={ORDER_COLUMNS} renderActions={actions} onClose={onClose} />;
}
