import { OrderRecord } from '../components/OrderRecord';
import { rechargeOrderResource } from '../resources/orders';

/** A recharge order in a record tab of its own (/operate/rechargeOrders/record/<id>). */
export default function RechargeOrderRecordPage({ id }: { id: string }) {
  return <OrderRecord def={rechargeOrderResource} id={id} />;
}
