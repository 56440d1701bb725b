import { OrderList } from '../components/OrderList';
import { vipOrderResource } from '../resources/orders';

/** operate/vipOrders: the VIP orders (every period of every subscription, any status). */
export default function VipOrdersPage() {
  return <OrderList def={vipOrderResource} />;
}
