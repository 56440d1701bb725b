import { Button } from '@fluentui/react-components';
import { ReceiptAddRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { isStale } from '@/lib/api/errors';
import { confirm } from '@/lib/confirm';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { RecordView } from '@/lib/resource/RecordView';
import type { ResourceDef } from '@/lib/resource/types';
import { orderApi, supplementOrderCall, type Order, type OrderSchema } from '@/records/orders';
import { MemberLink } from './MoneyParts';

/**
 * An order in a record tab of its own (/operate/vipOrders/record/<id>, /operate/rechargeOrders/
 * record/<id>; src/lib/records.ts): every field as in the list's detail, the member to open, and
 * 补单 for an unpaid or failed order (asks first; the order is fetched again after). The tab is
 * titled with the order number.
 */
export function OrderRecord({ def, id }: { def: ResourceDef<typeof OrderSchema>; id: string }) {
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const supplement = async (order: Order, reload: () => void) => {
    const ok = await confirm({ body: 'operate.order.supplementConfirm', values: { orderNo: order.orderNo, item: order.itemName }, confirm: 'operate.order.supplement' });
    if (!ok) return;
    try {
      await orderApi.supplement(order.id, order.version);
      notify.success('msg.supplementSuccess');
      reload();
    } catch (error) {
      notify.error(error, 'operate.order.supplementFailed');
      if (isStale(error)) reload();
    }
  };
  return (
    <RecordView
      def={def}
      id={id}
      actions={(order, reload) => {
        return granted(supplementOrderCall.grant) && (order.status === 'unpaid' || order.status === 'failed') ? (
          <Button appearance="primary" icon={<ReceiptAddRegular />} onClick={() => void supplement(order, reload)}>
            {t('operate.order.supplement')}
          </Button>
        ) : null;
      }}
      extra={(row) => <MemberLink cardNumber={String(row.cardNumber ?? '')} />}
    />
  );
}
