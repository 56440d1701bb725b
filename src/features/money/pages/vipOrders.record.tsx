import { OrderRecord } from '../components/OrderRecord';
import { vipOrderResource } from '../resources/orders';

/** A VIP order in a record tab of its own (/operate/vipOrders/record/<id>). */
export default function VipOrderRecordPage({ id }: { id: string }) {
  return <OrderRecord def={vipOrderResource} id={id} />;
}
