import { NEW_ORDER_TEXTS } from '@bb/dashboard';
import { ErrorWidget, LoadFailureBoundary, Spinner } from '@bb/ui';
import { lazy, Suspense } from 'react';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteOrderClient } from './order-client';

// Loaded by this area alone, so the dashboard's other areas do not ship the order form.
const NewOrderForm = lazy(() => import('./new-order-form-chunk'));

/**
 * The customer's full order page (`new_order/`, and the short form's landing address
 * `/dashboard/customer/new-order?data_box_key=…`): the order draft restored and completed, then
 * placed; the page goes on to the new order.
 */
export function NewOrderArea({ home, session }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">{NEW_ORDER_TEXTS.title}</h1>
      <LoadFailureBoundary fallback={<ErrorWidget />}>
        <Suspense fallback={<Spinner label="Loading the order form" />}>
          <NewOrderForm
            options={{
              home,
              email: typeof session.email === 'string' ? session.email : null,
              client: siteOrderClient(),
            }}
          />
        </Suspense>
      </LoadFailureBoundary>
    </>
  );
}
