import { useI18n } from '@/i18n';
import { isStale } from '@/lib/api/errors';
import { confirm } from '@/lib/confirm';
import { useNotify } from '@/lib/notify';
import { orderApi, supplementQuestion, type Order } from '@/records/orders';

/**
 * 补单 from the order lists and an order's record tab: the order is quoted first (its member now,
 * what it grants, and the amount it will book: `supplementCharge`, the computation the server
 * books with), the question names the amount and the member, then the order is paid. `done`
 * reloads what shows the order.
 */
export function useSupplement() {
  const { t, locale } = useI18n();
  const notify = useNotify();
  return async (order: Order, done: () => void) => {
    let question: ReturnType<typeof supplementQuestion>;
    try {
      question = supplementQuestion(await orderApi.supplementQuote(order.id), t, locale);
    } catch (error) {
      notify.error(error, 'operate.order.supplementFailed');
      return;
    }
    if (!(await confirm({ title: 'operate.supplement.confirmTitle', body: question.body, values: question.values, confirm: 'operate.order.supplement' }))) return;
    try {
      await orderApi.supplement(order.id, order.version);
      notify.success('msg.supplementSuccess');
      done();
    } catch (error) {
      notify.error(error, 'operate.order.supplementFailed');
      if (isStale(error)) done();
    }
  };
}
