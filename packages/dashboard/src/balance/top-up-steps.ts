import { ApiError, type OrderClient } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';
import { isHttpUrl } from '@bb/validation';

export type TopUpStepName = 'loadingOn' | 'createTopUp' | 'navigate';

/** One top-up: of an amount (the balance page), or of what an order lacks (its page). */
export interface TopUpRun {
  client: OrderClient;
  request: { amountCents: number } | { orderId: number };
  setLoading(loading: boolean): void;
  navigate(url: string): void;
  /** Set by createTopUp: the provider's checkout page. */
  checkoutUrl?: string;
}

/**
 * A top-up's submit: the server starts it and names the provider's checkout page, and the page
 * goes there (loading stays on while it leaves). A checkout address that is not http(s) is never
 * followed: it is refused as `payments_unavailable`.
 */
export const TOP_UP_STEPS: readonly Step<TopUpRun, TopUpStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'createTopUp',
    run: async (run, signal) => {
      const { checkout_url } = await run.client.createTopUp(run.request, { signal });
      if (!isHttpUrl(checkout_url)) {
        throw new ApiError('payments_unavailable', 0, { context: 'checkout_url' });
      }
      run.checkoutUrl = checkout_url;
    },
  },
  {
    name: 'navigate',
    skip: (run) => run.checkoutUrl === undefined,
    run: (run) => run.navigate(run.checkoutUrl as string),
  },
];
