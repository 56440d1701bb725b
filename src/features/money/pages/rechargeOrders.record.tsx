import { OrderRecord } from './OrderRecord';
import { rechargeOrderResource } from './resources/money';

/** A recharge order in a record tab of its own (/operate/rechargeOrders/record/<id>). */
export default function RechargeOrderRecordPage({ id }: { id: string }) {
  return <OrderRecord def={rechargeOrderResource} id={id} />;
}
