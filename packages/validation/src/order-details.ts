/*
 * An order as the API sends it to the dashboards (GET …/orders, …/orders/{id} and every step's
 * answer): the one description of that JSON, which the API's presenter builds and
 * `@bb/api-client` hands to its callers (as `Order`). Types only: nothing of it reaches a bundle.
 */

import type { DisputeOutcome, ORDER_STATUSES } from './constants';
import type { DiscountKind } from './discount-policy';

/** A state of an order's life (the API's `orders/order-lifecycle.ts`). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How many orders of a list are in each state (a state none is in is left out), beside the first
 * page of a list with a status filter: the filter's options count with it.
 */
export type OrderStatusCounts = Partial<Record<OrderStatus, number>>;

/** A writer as an order names them. */
export interface OrderWriter {
  slug: string;
  pen_name: string;
  /** Contains the size placeholder `{size}`. */
  avatar_url: string;
}

/**
 * A file on an order. `party` uploaded it (a customer's files include those attached to the
 * draft); `is_result` marks the expert's files that a delivery handed over. The customer sees
 * the expert's files only once delivered.
 */
export interface OrderFile {
  id: string;
  name: string;
  size: number;
  content_type: string;
  party: 'customer' | 'expert';
  is_result: boolean;
  /** Millisecond timestamp. */
  created_at: number;
}

/** The expert's pending request for a later deadline, which the order's customer answers. */
export interface OrderExtensionRequest {
  id: number;
  /** Millisecond timestamps. */
  proposed_deadline_datetime: number;
  create_datetime: number;
  reason: string;
}

/** An order as the dashboards show it, to the customer, its expert or an operator. */
export interface OrderDetails {
  id: number;
  status: OrderStatus;
  title: string;
  description: string;
  paper_type: { id: number; title: string };
  discipline: { id: number; title: string };
  discipline_txt: string | null;
  pages_qty: number;
  words_qty: number;
  /**
   * What the customer pays, in cents: the list price less the discount. Fixed when the order is
   * paid; before, what paying it now would cost. 0 for orders made before prices.
   */
  price_cents: number;
  /** The price before the discount (`orderPriceCents`), in cents. */
  list_price_cents: number;
  /** The discount in `price_cents` (the largest that applies only), or null for none. */
  discount_kind: DiscountKind | null;
  /** The discount's rate: 0 for none. */
  discount_percent: number;
  /** What the discount takes off: `list_price_cents - price_cents`. */
  discount_cents: number;
  /** Millisecond timestamps. */
  deadline_datetime: number;
  create_datetime: number;
  finished_datetime: number | null;
  rating: number | null;
  writer: OrderWriter | null;
  requested_writer: OrderWriter | null;
  /** The files on the order, oldest first, as the asking party may see them. */
  files: OrderFile[];
  /**
   * The expert's view only: what they earn for the order, in cents: fixed when they accepted
   * it, before that what accepting it now would fix.
   */
  expert_earning_cents?: number;
  /** Past its deadline while work on it is due (paid, assigned, in progress, in revision). */
  is_late: boolean;
  /**
   * A delivered order's end of the review period (millisecond timestamp), when it is approved
   * unless the customer approves it or asks for a revision first; null in any other state.
   */
  review_ends_datetime: number | null;
  /** The expert's request for a later deadline awaiting the customer's answer, if any. */
  extension_request: OrderExtensionRequest | null;
  /** How many revisions the customer asked for, and the latest one's reason (null: none). */
  revision_count: number;
  revision_reason: string | null;
  /** The customer asked to cancel after the expert started; the operator settles it. */
  cancellation_request: { reason: string; requested_at: number } | null;
  /** The order's latest dispute, open (`resolved_at` null) or resolved. */
  dispute: OrderDispute | null;
  /** What was given back to the customer, in cents (0: nothing). */
  refunded_cents: number;
  /**
   * The customer's view only: what cancelling now refunds, in cents (the whole price of a paid
   * order, the refund policy's share of a late one); null while the order cannot be cancelled so
   * (awaiting payment, or the expert started and it is not late: ask instead).
   */
  cancel_refund_cents?: number | null;
  /**
   * The customer's view only: how much of that refund can go back to the card they paid this
   * order with (a checkout made for it), in cents; 0 when it was paid from the balance.
   */
  card_refundable_cents?: number;
}

/**
 * A dispute on a delivered order: the customer's reason and files; its parties talk on the
 * order's thread; the operator resolves it with an outcome (`refund_cents` of a refund).
 */
export interface OrderDispute {
  reason: string;
  /** The customer's files named with the dispute (ids of the order's `files`). */
  file_ids: string[];
  /** Millisecond timestamps. */
  opened_at: number;
  resolved_at: number | null;
  outcome: DisputeOutcome | null;
  refund_cents: number;
}
