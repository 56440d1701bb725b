import { OrderRecord } from './OrderRecord';
import { vipOrderResource } from './resources/money';

/** A VIP order in a record tab of its own (/operate/vipOrders/record/<id>). */
export default function VipOrderRecordPage({ id }: { id: string }) {
  return <OrderRecord def={vipOrderResource} id={id} />;
}
