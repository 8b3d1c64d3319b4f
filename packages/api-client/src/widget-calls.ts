import { TESTIMONIALS_DEFAULT_QTY } from '@bb/validation';
import type { LatestOrdersBody, Statistics, TestimonialsBody } from './api-types';
import type { CallContext } from './call-context';
import type { RequestOptions } from './transport';

export function createWidgetCalls({ transport }: CallContext) {
  return {
    /** GET /widgets/testimonials-rotator?qty= (default 20). */
    getTestimonialsRotator: (
      { qty = TESTIMONIALS_DEFAULT_QTY }: { qty?: number } = {},
      { signal }: RequestOptions = {},
    ) =>
      transport.send<TestimonialsBody>({
        method: 'GET',
        path: '/widgets/testimonials-rotator',
        query: { qty },
        signal,
      }),

    /** GET /widgets/orders-latest, with ?discipline= only when given. */
    getLatestOrders: (
      { discipline }: { discipline?: number } = {},
      { signal }: RequestOptions = {},
    ) =>
      transport.send<LatestOrdersBody>({
        method: 'GET',
        path: '/widgets/orders-latest',
        query: { discipline },
        signal,
      }),

    /** GET /widgets/statistics. */
    getStatistics: ({ signal }: RequestOptions = {}) =>
      transport.send<Statistics>({ method: 'GET', path: '/widgets/statistics', signal }),
  };
}
