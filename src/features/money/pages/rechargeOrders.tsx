import { OrderList } from '../components/OrderList';
import { rechargeOrderResource } from '../resources/orders';

/** operate/rechargeOrders: the golden-bean recharge orders, with the package bought and the beans credited. */
export default function RechargeOrdersPage() {
  return <OrderList def={rechargeOrderResource} />;
}
