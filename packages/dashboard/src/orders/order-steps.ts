import { ApiError, type Order, type OrderClient, type OrderParty } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';
import { ORDER_ACTION_CALLS, type OrderActionName } from './order-actions';

/**
 * One order as `party` may see it (the customer's own, the expert's assigned, any for an
 * operator), or `not_found` as the server answers another customer's order id.
 */
export async function loadPartyOrder(
  client: OrderClient,
  party: OrderParty,
  orderId: number,
  signal: AbortSignal,
): Promise<Order> {
  return (await client.partyOrder(party, orderId, { signal })).order;
}

/** The names of an order action's steps. */
export const ORDER_ACTION_STEPS = ['takeStep'] as const;
export type OrderActionStepName = (typeof ORDER_ACTION_STEPS)[number];

/** One action on one order: who takes it, and the order as the server then answers it. */
export interface OrderActionRun {
  client: OrderClient;
  party: OrderParty;
  orderId: number;
  action: OrderActionName;
  order?: Order;
}

/** An action's steps: the party's call for it; its answer is the order as it now stands. */
export const orderActionSteps: readonly Step<OrderActionRun, OrderActionStepName>[] = [
  {
    name: 'takeStep',
    run: async (run, signal) => {
      const call = ORDER_ACTION_CALLS[run.party][run.action];
      // The page offers only the party's actions; anything else is refused as the server would.
      if (!call) throw new ApiError('order_action_refused', 0, { context: run.action });
      run.order = (await call(run.client, run.orderId, signal)).order;
    },
  },
];
