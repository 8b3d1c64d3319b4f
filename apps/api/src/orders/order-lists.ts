import {
  ORDER_QUEUE_STATUSES,
  type OrderStatus,
  type OrderStatusCounts,
  type PageInfo,
} from '@bb/validation';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import {
  type KeysetOrder,
  keysetPageOf,
  mergedKeysetPage,
  type PageRequest,
  partedKeysetPage,
} from '../db/keyset-page';
import type { Database, Order } from '../db/schema';

/*
 * The order lists a page at a time (keyset, db/keyset-page.ts): the customer's (order-routes.ts),
 * the expert's (expert-order-routes.ts); the operator's is order-search.ts. Each
 * list and each of its filters walks one index of 0015_order_list_indexes from the cursor on; a
 * list of several states walks one range per state (status first in the index, an equality both
 * engines' planners pick without statistics) and merges them (`mergedKeysetPage`).
 */

/** A page of orders and where the next one starts. */
export type OrderPage = { orders: Order[] } & PageInfo;

type OrdersQuery = SelectQueryBuilder<Database, 'orders', Order>;

const NEWEST_FIRST: KeysetOrder = { key: 'orders.created_at', id: 'orders.id', direction: 'desc' };
const NEAREST_DEADLINE_FIRST: KeysetOrder = {
  key: 'orders.deadline_at',
  id: 'orders.id',
  direction: 'asc',
};
const LATEST_FINISHED_FIRST: KeysetOrder = {
  key: 'orders.finished_at',
  id: 'orders.id',
  direction: 'desc',
};

/** A page of the orders `ranges` select (one query per state), in `order`. */
async function orderPage(
  ranges: OrdersQuery[],
  order: KeysetOrder,
  page: PageRequest,
  keyOf: (order: Order) => number,
): Promise<OrderPage> {
  const cursorOf = (row: Order) => ({ key: keyOf(row), id: row.id });
  const rows = await mergedKeysetPage(ranges, order, page, cursorOf);
  const { rows: orders, next_cursor } = keysetPageOf(rows, page, cursorOf);
  return { orders, next_cursor };
}

const ofCustomer = (customerUserId: number) =>
  sql<boolean>`orders.customer_user_id = ${customerUserId}`;

/** A page of the customer's orders (or those in one state), newest first. */
export function customerOrderPage(
  db: Kysely<Database>,
  customerUserId: number,
  status: OrderStatus | undefined,
  page: PageRequest,
): Promise<OrderPage> {
  const query = db
    .selectFrom('orders')
    .selectAll()
    .where(ofCustomer(customerUserId))
    .$if(status !== undefined, (narrowed) => narrowed.where('orders.status', '=', status ?? ''));
  return orderPage([query], NEWEST_FIRST, page, (order) => order.created_at);
}

/**
 * How many of the customer's orders are in each state: kept by the database in the transaction
 * of every order's change of state (customer_order_counts, migration 0034), a row per state.
 */
export async function customerStatusCounts(
  db: Kysely<Database>,
  customerUserId: number,
): Promise<OrderStatusCounts> {
  const rows = await db
    .selectFrom('customer_order_counts')
    .select(['status', 'qty'])
    .where('customer_user_id', '=', customerUserId)
    .where('qty', '>', 0)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.qty)]));
}

/**
 * An expert's new and current work: the states between their assignment and the customer's
 * approval, and a dispute of the delivered work (the operator's outcome may send it back).
 */
export const EXPERT_CURRENT_STATES = [
  'assigned',
  'in_progress',
  'delivered',
  'revision',
  'disputed',
] as const;

const LATEST_DEADLINE_FIRST: KeysetOrder = { ...NEAREST_DEADLINE_FIRST, direction: 'desc' };

/**
 * A page of the expert's orders. Unfiltered, in three parts: their new and current work, nearest
 * deadline first (what is due next); their finished work, the latest finished first (what they
 * did lately); then their cancelled orders, the latest deadline first (a cancelled order has no
 * instant of its own). One state: in the order of its part. The cursor names the part it is in
 * (`partedKeysetPage`), so a page may end at a part's boundary and new orders arrive between pages.
 */
export async function expertOrderPage(
  db: Kysely<Database>,
  writerId: number,
  status: OrderStatus | undefined,
  page: PageRequest,
): Promise<OrderPage> {
  const inState = (state: OrderStatus) =>
    db
      .selectFrom('orders')
      .selectAll()
      .where('orders.writer_id', '=', writerId)
      .where('orders.status', '=', state);
  const byDeadline = (order: Order) => ({ key: order.deadline_at, id: order.id });
  const byFinish = (order: Order) => ({ key: order.finished_at ?? 0, id: order.id });
  const current = {
    states: EXPERT_CURRENT_STATES,
    order: NEAREST_DEADLINE_FIRST,
    cursorOf: byDeadline,
  };
  const parts = [
    current,
    { states: ['finished'] as const, order: LATEST_FINISHED_FIRST, cursorOf: byFinish },
    { states: ['cancelled'] as const, order: LATEST_DEADLINE_FIRST, cursorOf: byDeadline },
  ];
  if (status !== undefined) {
    // A state of no part (an order never the expert's in it) walks its range by deadline.
    const part = parts.find(({ states }) => (states as readonly string[]).includes(status));
    const { order, cursorOf } = part ?? current;
    return orderPage([inState(status)], order, page, (row) => cursorOf(row).key);
  }
  const shown = await partedKeysetPage(
    parts.map(({ states, order, cursorOf }) => ({
      ranges: states.map(inState),
      order,
      cursorOf,
    })),
    page,
  );
  return { orders: shown.rows, next_cursor: shown.next_cursor };
}

/**
 * How many of the expert's orders are in each state: kept by the database in the transaction of
 * every order's change of state or expert (expert_order_counts, migration 0035), a row per state.
 */
export async function expertStatusCounts(
  db: Kysely<Database>,
  writerId: number,
): Promise<OrderStatusCounts> {
  const rows = await db
    .selectFrom('expert_order_counts')
    .select(['status', 'qty'])
    .where('writer_id', '=', writerId)
    .where('qty', '>', 0)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.qty)]));
}

/**
 * How many orders of the queue are in each of its states: kept like the expert's, in
 * ORDER_COUNT_SLOTS rows per state (order_state_counts, migration 0035), summed here.
 */
export async function queueStatusCounts(db: Kysely<Database>): Promise<OrderStatusCounts> {
  const rows = await db
    .selectFrom('order_state_counts')
    .select(['status', (eb) => eb.fn.sum<number | string>('qty').as('qty')])
    .where('status', 'in', [...ORDER_QUEUE_STATUSES])
    .groupBy('status')
    .execute();
  return Object.fromEntries(
    rows.filter((row) => Number(row.qty) > 0).map((row) => [row.status, Number(row.qty)]),
  );
}

/** The most orders GET /widgets/reminders looks at: the customer's latest that may need one. */
export const REMINDABLE_ORDERS_MAX = 10;

/**
 * The customer's latest orders a reminder may be about (awaiting payment, or finished), at most
 * REMINDABLE_ORDERS_MAX, newest first: each state is one range of orders_by_customer_status.
 */
export async function remindableOrders(db: Kysely<Database>, customerUserId: number) {
  const latest = (status: OrderStatus) =>
    db
      .selectFrom('orders')
      .leftJoin('order_experiences', 'order_experiences.order_id', 'orders.id')
      .select([
        'orders.id',
        'orders.title',
        'orders.status',
        'orders.created_at',
        'order_experiences.order_id as experience_order_id',
      ])
      .where(ofCustomer(customerUserId))
      .where('orders.status', '=', status);
  const rows = await mergedKeysetPage(
    [latest('pre_order'), latest('finished')],
    NEWEST_FIRST,
    { limit: REMINDABLE_ORDERS_MAX },
    (order) => ({ key: order.created_at, id: order.id }),
  );
  return rows.slice(0, REMINDABLE_ORDERS_MAX);
}
