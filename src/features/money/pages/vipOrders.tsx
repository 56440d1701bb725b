import { OrderList } from './OrderList';
import { vipOrderResource } from './resources/money';

/** operate/vipOrders: the VIP orders (every period of every subscription, any status). */
export default function VipOrdersPage() {
  return <OrderList def={vipOrderResource} />;
}
