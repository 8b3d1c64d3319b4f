import type { OrderStatus } from '@bb/validation';

/**
 * An order's whole life as one table: every state it can be in, every step it can take, and who
 * takes that step. A step the table does not list is refused, whoever asks.
 *
 * `pre_order` is the specification's order awaiting payment (`/customers/pre-orders`);
 * `finished` is a completed order, the one the public statistics count. Each state is a status of
 * the order's wire type (`OrderStatus` of @bb/validation).
 */
export const ORDER_STATES = [
  'pre_order',
  'paid',
  'assigned',
  'in_progress',
  'delivered',
  'revision',
  'finished',
  'cancelled',
  // The customer disputes the delivered work: held until the operator resolves it.
  'disputed',
] as const satisfies readonly OrderStatus[];
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_ACTIONS = [
  'pay',
  'assign',
  'decline',
  'accept',
  'deliver',
  'request_revision',
  'approve',
  'cancel',
  // The review period and deadlines (review-period.ts, deadline-routes.ts).
  'auto_approve',
  'extend_deadline',
  'request_extension',
  'accept_extension',
  'decline_extension',
  // Refunds and disputes (order-refunds/).
  'request_cancellation',
  'settle_cancellation',
  'open_dispute',
  'resolve_dispute',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who acts on an order: its customer, the expert assigned to it, or an operator. */
export const ORDER_PARTIES = ['customer', 'expert', 'operator'] as const;
export type OrderParty = (typeof ORDER_PARTIES)[number];

/** Who takes a step: a party, or the API itself when a timer comes (the end of a review period). */
export const ORDER_ACTORS = [...ORDER_PARTIES, 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The states in which work on an order is due: past its deadline, such an order is late. */
export const WORK_DUE_STATES = [
  'paid',
  'assigned',
  'in_progress',
  'revision',
] as const satisfies readonly OrderState[];

/** The states in which the expert works on an order, and may ask for a later deadline. */
const EXPERT_WORKING_STATES = ['in_progress', 'revision'] as const satisfies readonly OrderState[];

export interface OrderTransition {
  from: OrderState;
  action: OrderAction;
  by: OrderActor;
  to: OrderState;
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Paid from the balance (or after a top-up); until then the customer may drop it.
  { from: 'pre_order', action: 'pay', by: 'customer', to: 'paid' },
  { from: 'pre_order', action: 'cancel', by: 'customer', to: 'cancelled' },
  // The operator's queue: paid orders wait for an expert, and can be cancelled (refunded).
  { from: 'paid', action: 'assign', by: 'operator', to: 'assigned' },
  { from: 'paid', action: 'cancel', by: 'operator', to: 'cancelled' },
  // Until the expert accepts, the operator may give the order to another one.
  { from: 'assigned', action: 'assign', by: 'operator', to: 'assigned' },
  { from: 'assigned', action: 'decline', by: 'expert', to: 'paid' },
  { from: 'assigned', action: 'accept', by: 'expert', to: 'in_progress' },
  { from: 'in_progress', action: 'deliver', by: 'expert', to: 'delivered' },
  // The customer approves the result, or asks for a revision, which is delivered again.
  { from: 'delivered', action: 'approve', by: 'customer', to: 'finished' },
  { from: 'delivered', action: 'request_revision', by: 'customer', to: 'revision' },
  { from: 'revision', action: 'deliver', by: 'expert', to: 'delivered' },
  // The review period and deadlines (review-period.ts, deadline-routes.ts). Unanswered, a delivery is approved when its
  // review period ends. While work is due the customer may move the deadline later; while the
  // expert works they may ask for a later one, which the customer accepts or declines. The
  // deadline moves, the state stays.
  { from: 'delivered', action: 'auto_approve', by: 'system', to: 'finished' },
  ...WORK_DUE_STATES.map((state) => sameState(state, 'extend_deadline', 'customer')),
  ...EXPERT_WORKING_STATES.flatMap((state) => [
    sameState(state, 'request_extension', 'expert'),
    sameState(state, 'accept_extension', 'customer'),
    sameState(state, 'decline_extension', 'customer'),
  ]),
  // Refunds and disputes (order-refunds/, the refund policy). The customer cancels a paid order
  // (a full refund), or one the expert has while it is late (orders/refund-policy.ts: the
  // route refuses it while the deadline has not passed); otherwise they ask, and the operator
  // settles with a partial refund. A delivered order may be disputed within the review period;
  // the operator resolves it with one of four outcomes, each with its own next state.
  { from: 'paid', action: 'cancel', by: 'customer', to: 'cancelled' },
  ...(['assigned', 'in_progress', 'revision'] as const).flatMap((from) => [
    { from, action: 'cancel', by: 'customer', to: 'cancelled' } as const,
    { from, action: 'request_cancellation', by: 'customer', to: from } as const,
    { from, action: 'settle_cancellation', by: 'operator', to: 'cancelled' } as const,
  ]),
  { from: 'delivered', action: 'open_dispute', by: 'customer', to: 'disputed' },
  ...(['cancelled', 'finished', 'revision'] as const).map(
    (to) => ({ from: 'disputed', action: 'resolve_dispute', by: 'operator', to }) as const,
  ),
];

function sameState(state: OrderState, action: OrderAction, by: OrderActor): OrderTransition {
  return { from: state, action, by, to: state };
}

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

/**
 * The state `action` by `by` leads to from `from`, or undefined when the table does not list it.
 * A step with several outcomes (`resolve_dispute`) names the one it takes (`to`).
 */
export function nextOrderState(
  from: string,
  action: OrderAction,
  by: OrderActor,
  to?: OrderState,
): OrderState | undefined {
  return ORDER_TRANSITIONS.find(
    (transition) =>
      transition.from === from &&
      transition.action === action &&
      transition.by === by &&
      (to === undefined || transition.to === to),
  )?.to;
}
