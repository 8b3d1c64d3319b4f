/*
 * An order as the API sends it to the dashboards (GET …/orders, …/orders/{id} and every step's
 * answer): the one description of that JSON, which the API's presenter builds and
 * `@bb/api-client` hands to its callers (as `Order`). Types only: nothing of it reaches a bundle.
 */

import type { ORDER_STATUSES } from './constants';
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
}
