import { OrderList } from './OrderList';
import { rechargeOrderResource } from './resources/money';

/** operate/rechargeOrders: the golden-bean recharge orders, with the package bought and the beans credited. */
export default function RechargeOrdersPage() {
  return <OrderList def={rechargeOrderResource} />;
}
