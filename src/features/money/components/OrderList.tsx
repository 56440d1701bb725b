import { useNavigate } from '@tanstack/react-router';
import { OpenRegular, ReceiptAddRegular } from '@fluentui/react-icons';
import { confirm } from '@/lib/confirm';
import { isStale } from '@/lib/api/errors';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { recordPath } from '@/lib/records';
import { ResourcePage, type RowAction } from '@/lib/resource';
import type { ResourceDef } from '@/lib/resource/types';
import { orderApi, supplementOrderCall, type Order, type OrderSchema } from '@/records/orders';
import { MemberLink } from './MoneyParts';

/**
 * A list of orders (VIP or recharge): every order field of section 3 with the member and the
 * channel, filters in the URL, the count and paid yen of the filtered rows above the grid (the
 * kit's summary), export of every matching row, a detail that opens the member, an order in a
 * record tab of its own, and 补单 for an unpaid or failed order whose payment arrived.
 */
export function OrderList({ def }: { def: ResourceDef<typeof OrderSchema> }) {
  const notify = useNotify();
  const granted = useGrant();
  const navigate = useNavigate();
  const openTab: RowAction<Order> = { key: 'openTab', label: 'record.open', icon: <OpenRegular />, run: (order) => void navigate({ to: recordPath(def.grant, Number(order.id)) }) };
  const supplement: RowAction<Order> = {
    key: 'supplement',
    label: 'operate.order.supplement',
    icon: <ReceiptAddRegular />,
    visible: (order) => order.status === 'unpaid' || order.status === 'failed',
    run: (order, ctx) =>
      void (async () => {
        const ok = await confirm({ body: 'operate.order.supplementConfirm', values: { orderNo: order.orderNo, item: order.itemName }, confirm: 'operate.order.supplement' });
        if (!ok) return;
        try {
          await orderApi.supplement(order.id, order.version);
          notify.success('msg.supplementSuccess');
          ctx.refresh();
        } catch (error) {
          notify.error(error, 'operate.order.supplementFailed');
          if (isStale(error)) ctx.refresh();
        }
      })(),
  };
  return (
    <ResourcePage
      def={def}
      rowActions={granted(supplementOrderCall.grant) ? [openTab, supplement] : [openTab]}
      detailExtra={(row) => <MemberLink cardNumber={String(row.cardNumber ?? '')} />}
    />
  );
}
