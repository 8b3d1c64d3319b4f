import {
  ORDER_QUEUE_STATUSES,
  type OrderStatus,
  type OrderStatusCounts,
  type PageInfo,
} from '@bb/validation';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import {
  type KeysetOrder,
  keysetPage,
  keysetPageOf,
  mergedKeysetPage,
  type PageRequest,
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

/** An expert's current work: the states between their assignment and the customer's approval. */
export const EXPERT_CURRENT_STATES = ['assigned', 'in_progress', 'delivered', 'revision'] as const;

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
 * A page of the expert's orders. Unfiltered: their current work, nearest deadline first, then
 * their finished work, the latest finished first (what an expert looks for: what is due next,
 * then what they did lately). One state: nearest deadline first, finished ones latest first.
 * The unfiltered list's cursor says which of its two parts it is in: a key of 0 or more is a
 * deadline of the current work, a negative one (-1 - finished_at) an instant of the finished.
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
  const deadline = (order: Order) => order.deadline_at;
  const finishedAt = (order: Order) => order.finished_at ?? 0;
  const finished = inState('finished');
  if (status === 'finished') return orderPage([finished], LATEST_FINISHED_FIRST, page, finishedAt);
  if (status !== undefined)
    return orderPage([inState(status)], NEAREST_DEADLINE_FIRST, page, deadline);

  const { cursor } = page;
  const inFinished = cursor !== undefined && cursor.key < 0;
  const currentRows = inFinished
    ? []
    : await mergedKeysetPage(
        EXPERT_CURRENT_STATES.map(inState),
        NEAREST_DEADLINE_FIRST,
        page,
        (order) => ({ key: deadline(order), id: order.id }),
      );
  // The finished part fills what the current part leaves of the page (and its one extra row).
  const finishedRows =
    currentRows.length > page.limit
      ? []
      : await keysetPage(finished, LATEST_FINISHED_FIRST, {
          limit: page.limit - currentRows.length,
          cursor: inFinished ? { key: -1 - cursor.key, id: cursor.id } : undefined,
        }).execute();
  const rows = [
    ...currentRows.map((order) => ({ order, key: deadline(order) })),
    ...finishedRows.map((order) => ({ order, key: -1 - finishedAt(order) })),
  ];
  const shown = keysetPageOf(rows, page, (row) => ({ key: row.key, id: row.order.id }));
  return { orders: shown.rows.map((row) => row.order), next_cursor: shown.next_cursor };
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
