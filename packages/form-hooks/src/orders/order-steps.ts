import { ApiError, type Order, type OrderClient, type OrderParty } from '@bb/api-client';
import type { Step } from '../submission/step';
import { ORDER_ACTION_CALLS, type OrderActionName } from './order-actions';
import { loadPartyOrders } from './order-list';

/**
 * One order as `party` may see it, or `not_found`: each party's list is what the API lets them
 * see (the customer's own, the expert's assigned, the operator's queue), so another customer's
 * order id is not found, as the server would answer it.
 */
export async function loadPartyOrder(
  client: OrderClient,
  party: OrderParty,
  orderId: number,
  signal: AbortSignal,
): Promise<Order> {
  const orders = await loadPartyOrders(client, party, signal);
  const order = orders.find((candidate) => candidate.id === orderId);
  if (!order) throw new ApiError('not_found', 404, { context: `order ${orderId}` });
  return order;
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
