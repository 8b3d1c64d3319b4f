import type { OrderClient, PreOrderCreateBody } from '@bb/api-client';
import type { Step, SubmissionFlow } from '@bb/form-hooks';
import { ERROR_CATALOGUE } from '@bb/validation';

export type NewOrderStepName = 'loadingOn' | 'createPreOrder' | 'clearDraft' | 'navigate';

/** One submit of the full order page: what it sends, and what it does to the world. */
export interface NewOrderRun {
  /** POST /customers/pre-orders' form (`preOrderForm`). */
  order: PreOrderCreateBody;
  client: OrderClient;
  setLoading(loading: boolean): void;
  /** Clears `bb-order` and the stored requested writer. */
  clearStorage(): void;
  navigate(url: string): void;
  /** Where the new order's page is: `/dashboard{home}orders/{id}/`. */
  orderPageUrl(orderId: number): string;
  /** Set by createPreOrder. */
  orderId?: number;
}

const placed = (run: NewOrderRun) => run.orderId === undefined;

/**
 * The full order page's submit, after validation passed: the order is created from the draft
 * (paid from the balance when it covers the price, else awaiting payment; the same draft sent
 * twice is the same order), then the stored draft and writer are cleared and the page goes to
 * the new order. Loading stays on while the page leaves.
 */
export const NEW_ORDER_STEPS: readonly Step<NewOrderRun, NewOrderStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'createPreOrder',
    run: async (run, signal) => {
      const { order } = await run.client.createPreOrder(run.order, { signal });
      run.orderId = order.id;
    },
  },
  { name: 'clearDraft', skip: placed, run: (run) => run.clearStorage() },
  {
    name: 'navigate',
    skip: placed,
    run: (run) => run.navigate(run.orderPageUrl(run.orderId as number)),
  },
];

/** The full order page's submission: succeeded once the order exists, its slugs from every one. */
export const NEW_ORDER_FLOW: SubmissionFlow<NewOrderRun, NewOrderStepName> = {
  steps: NEW_ORDER_STEPS,
  stepsOwnLoading: true,
  succeeded: (run) => run.orderId !== undefined,
  catalogue: ERROR_CATALOGUE,
};
