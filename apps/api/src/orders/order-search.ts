import { MAX_ID, ORDER_QUEUE_STATUSES, type OrderStatus } from '@bb/validation';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { loginToEmail } from '../auth/user-lookup';
import type { Engine } from '../db/database';
import {
  type KeysetOrder,
  keysetPageOf,
  mergedKeysetPage,
  type PageRequest,
} from '../db/keyset-page';
import type { Database, Order } from '../db/schema';
import type { OrderPage } from './order-lists';

/** The operator's order search (GET /operators/orders), as its query names it. */
export type OrderSearch = {
  /** Every state, one, or (absent) the queue's. */
  status?: OrderStatus | 'all' | undefined;
  /** An account id, or an e-mail address. */
  customer?: string | undefined;
  /** A writer id, a slug or a pen name. */
  expert?: string | undefined;
  deadline_from?: number | undefined;
  deadline_to?: number | undefined;
  /** The order's number, or words of its title and description. */
  q?: string | undefined;
};

/** A range's rows: only the order's place in the list (its whole row is read for the page). */
type OrdersQuery = SelectQueryBuilder<Database, 'orders', Pick<Order, 'id' | 'deadline_at'>>;

const NEAREST_DEADLINE_FIRST: KeysetOrder = {
  key: 'orders.deadline_at',
  id: 'orders.id',
  direction: 'asc',
};

/** The most words of `q` searched for (each one more index lookup). */
const TEXT_WORDS_MAX = 8;

/** The words of `q`, as both engines' full-text indexes split text: letters and digits. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, TEXT_WORDS_MAX);
}

/** An id given as digits; null past any id (nothing has it). */
function asId(digits: string): number | null {
  const id = Number(digits);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The order number `q` names ("1042" or "#1042"), if it is one. */
function orderNumber(q: string): number | undefined {
  const digits = /^#?(\d{1,10})$/.exec(q)?.[1];
  return (digits === undefined ? null : asId(digits)) ?? undefined;
}

/**
 * Orders whose title or description has a word starting with each of `words`: SQLite's FTS5
 * table `orders_text`, PostgreSQL's GIN index on the same words (0022_order_console).
 */
function hasWords(engine: Engine, words: string[]) {
  if (engine === 'postgres') {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<boolean>`to_tsvector('simple', orders.title || ' ' || orders.description) @@ to_tsquery('simple', ${query})`;
  }
  const query = words.map((word) => `"${word}"*`).join(' ');
  return sql<boolean>`orders.id in (select rowid from orders_text where orders_text match ${query})`;
}

/** The customer `customer` names (an id or an e-mail address); null when nobody. */
async function customerId(db: Kysely<Database>, customer: string): Promise<number | null> {
  if (/^\d+$/.test(customer)) return asId(customer);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', loginToEmail(customer))
    .executeTakeFirst();
  return user?.id ?? null;
}

/** The expert `expert` names (a writer id, a slug or a pen name in any case); null when nobody. */
async function writerId(db: Kysely<Database>, expert: string): Promise<number | null> {
  if (/^\d{1,10}$/.test(expert)) return asId(expert);
  const bySlug = await db
    .selectFrom('writers')
    .select('id')
    .where('slug', '=', expert.toLowerCase())
    .executeTakeFirst();
  if (bySlug) return bySlug.id;
  const byPenName = await db
    .selectFrom('writers')
    .select('id')
    .where(sql<string>`lower(pen_name)`, '=', expert.toLowerCase())
    .executeTakeFirst();
  return byPenName?.id ?? null;
}

/**
 * A page of the operator's order search, nearest deadline first. Each filter walks one index of
 * 0015/0022 from the cursor on: the state's (status, deadline_at, id), the customer's or the
 * expert's (person, deadline_at, id) with a state a filter on their own orders, or every order's
 * (deadline_at, id); a deadline range is a range of the walk. The queue's two states are two
 * ranges merged; text is the full-text index's matches, and an order number one more range.
 */
export async function orderSearchPage(
  db: Kysely<Database>,
  engine: Engine,
  search: OrderSearch,
  page: PageRequest,
): Promise<OrderPage> {
  const customer =
    search.customer === undefined ? undefined : await customerId(db, search.customer);
  const writer = search.expert === undefined ? undefined : await writerId(db, search.expert);
  if (customer === null || writer === null) return { orders: [], next_cursor: null };

  const q = search.q ?? '';
  const words = searchWords(q);
  const number = orderNumber(q);
  if (q !== '' && words.length === 0) return { orders: [], next_cursor: null };

  const states =
    search.status === undefined
      ? ORDER_QUEUE_STATUSES
      : search.status === 'all'
        ? []
        : [search.status];
  const base = (state: string | undefined): OrdersQuery =>
    db
      .selectFrom('orders')
      .select(['orders.id', 'orders.deadline_at'])
      .$if(state !== undefined, (query) => query.where('orders.status', '=', state ?? ''))
      .$if(customer !== undefined, (query) =>
        query.where('orders.customer_user_id', '=', customer ?? 0),
      )
      .$if(writer !== undefined, (query) => query.where('orders.writer_id', '=', writer ?? 0))
      .$if(search.deadline_from !== undefined, (query) =>
        query.where('orders.deadline_at', '>=', search.deadline_from ?? 0),
      )
      .$if(search.deadline_to !== undefined, (query) =>
        query.where('orders.deadline_at', '<=', search.deadline_to ?? 0),
      );
  const inStates = states.length === 0 ? [base(undefined)] : states.map(base);
  const ranges =
    q === ''
      ? inStates
      : [
          ...inStates.map((query) => query.where(hasWords(engine, words))),
          ...(number === undefined
            ? []
            : inStates.map((query) => query.where('orders.id', '=', number))),
        ];

  const cursorOf = (order: Pick<Order, 'id' | 'deadline_at'>) => ({
    key: order.deadline_at,
    id: order.id,
  });
  // The order a number names may match its words too: it is listed once (one more row read, so
  // the page knows whether another follows without it).
  const merged = await mergedKeysetPage(
    ranges,
    NEAREST_DEADLINE_FIRST,
    { ...page, limit: page.limit + 1 },
    cursorOf,
  );
  const rows = merged.filter((order, index) => merged[index - 1]?.id !== order.id);
  const { rows: shown, next_cursor } = keysetPageOf(rows, page, cursorOf);
  return { orders: await ordersInTheirOrder(db, shown), next_cursor };
}

/**
 * The orders' whole rows, in the order of `places`. The ranges read only each order's place (from
 * their index alone), so the page reads its orders' rows once, not those of every range's extra
 * rows as well: on SQLite, whose calls hold the event loop, most of a page's query time.
 */
async function ordersInTheirOrder(
  db: Kysely<Database>,
  places: Pick<Order, 'id'>[],
): Promise<Order[]> {
  if (places.length === 0) return [];
  const found = await db
    .selectFrom('orders')
    .selectAll()
    .where(
      'id',
      'in',
      places.map((place) => place.id),
    )
    .execute();
  const byId = new Map(found.map((order) => [order.id, order]));
  return places.flatMap((place) => byId.get(place.id) ?? []);
}
