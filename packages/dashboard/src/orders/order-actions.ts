import type { Order, OrderClient, OrderParty, OrderStatus } from '@bb/api-client';

/** A step a party takes on an order from its page (the operator's assign has its own control). */
export type OrderActionName =
  | 'pay'
  /** Pay through the provider's checkout for what the balance lacks. */
  | 'top_up_and_pay'
  | 'cancel'
  | 'approve'
  | 'accept'
  | 'decline'
  | 'deliver';

/**
 * The steps of the order lifecycle (the API's `orders/order-lifecycle.ts`) each party takes from
 * an order's page, by the state the order is in. The server judges again; this only decides which
 * buttons to offer.
 */
export const ORDER_PARTY_ACTIONS: Readonly<
  Record<OrderParty, Partial<Record<OrderStatus, readonly OrderActionName[]>>>
> = {
  // A paid or late order's cancel, the revision and the dispute ask for more than a click: their
  // forms are the refund policy's (order-cancellation/, order-disputes/).
  customer: { pre_order: ['pay', 'cancel'], delivered: ['approve'] },
  expert: { assigned: ['accept', 'decline'], in_progress: ['deliver'], revision: ['deliver'] },
  operator: { paid: ['cancel'] },
};

/**
 * The actions `party` may take on an order in `status`, in the order the page offers them. When
 * the customer's balance is known to be `short` of the price, 'Top up and pay' takes Pay's place:
 * one clear way to pay.
 */
export function orderActionsFor(
  party: OrderParty,
  status: OrderStatus,
  { short = false }: { short?: boolean } = {},
): readonly OrderActionName[] {
  const actions = ORDER_PARTY_ACTIONS[party][status] ?? [];
  return short ? actions.map((action) => (action === 'pay' ? 'top_up_and_pay' : action)) : actions;
}

/** Whether the operator may give an order in `status` to an expert (again, until accepted). */
export function canAssign(status: OrderStatus): boolean {
  return status === 'paid' || status === 'assigned';
}

/** Each action's button and what the page says once it is done. */
export const ORDER_ACTION_TEXTS: Readonly<
  Record<OrderActionName, { label: string; done: string }>
> = {
  pay: { label: 'Pay', done: 'The order is paid from your balance.' },
  top_up_and_pay: {
    label: 'Top up and pay',
    done: 'Taking you to the secure payment page…',
  },
  cancel: { label: 'Cancel order', done: 'The order is cancelled.' },
  approve: { label: 'Approve', done: 'You approved the result. The order is finished.' },
  accept: { label: 'Accept', done: 'You accepted the order. It is in progress.' },
  decline: { label: 'Decline', done: 'You declined the order. It goes back to the operator.' },
  deliver: {
    label: 'Mark delivered',
    done: 'The order is marked delivered. The customer is told.',
  },
};

type ActionCall = (
  client: OrderClient,
  id: number,
  signal: AbortSignal,
) => Promise<{ order: Order }>;

/** The API call of each party's action. */
export const ORDER_ACTION_CALLS: Readonly<
  Record<OrderParty, Partial<Record<OrderActionName, ActionCall>>>
> = {
  customer: {
    pay: (client, id, signal) => client.payOrder(id, { signal }),
    cancel: (client, id, signal) => client.cancelOrder(id, { signal }),
    approve: (client, id, signal) => client.approveOrder(id, { signal }),
  },
  expert: {
    accept: (client, id, signal) => client.acceptOrder(id, { signal }),
    decline: (client, id, signal) => client.declineOrder(id, { signal }),
    deliver: (client, id, signal) => client.deliverOrder(id, { signal }),
  },
  operator: {
    cancel: (client, id, signal) => client.operatorCancelOrder(id, { signal }),
  },
};
