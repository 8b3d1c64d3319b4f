import { NEW_ORDER_TEXTS } from '@bb/form-hooks';
import { NewOrderForm } from '@bb/ui';
import type { DashboardAreaProps } from '../dashboard-area';

/**
 * The customer's full order page (`new_order/`, and the short form's landing address
 * `/dashboard/customer/new-order?data_box_key=…`): the order draft restored and completed, then
 * placed; the page goes on to the new order.
 */
export function NewOrderArea({ home, session }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">{NEW_ORDER_TEXTS.title}</h1>
      <NewOrderForm
        options={{ home, email: typeof session.email === 'string' ? session.email : null }}
      />
    </>
  );
}
