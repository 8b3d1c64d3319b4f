import type { OrderStatus } from '@bb/validation';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database, NewOrder } from '../db/schema';
import type { ApiClient } from './api-client';
import type { TestServer } from './test-server';

const DAY = 24 * 60 * 60 * 1000;

/** An order as a list test reads it. */
export type Listed = { id: number; status: OrderStatus };

/**
 * Orders straight into the database (a paid one due in three days, with `orders`' changes), in
 * multi-row batches inside one transaction; their ids.
 */
export function insertOrderRows(
  server: TestServer,
  orders: Array<Partial<NewOrder>>,
): Promise<number[]> {
  return insertOrderRowsInto(server.ctx.db, server.clock.now, orders);
}

/** `insertOrderRows` into `db` (an earlier schema's, before the server starts), created at `now`. */
export function insertOrderRowsInto(
  db: Kysely<Database>,
  now: number,
  orders: Array<Partial<NewOrder>>,
): Promise<number[]> {
  const rows: NewOrder[] = orders.map((order) => ({
    customer_user_id: null,
    customer_label: 'Customer #1',
    writer_id: null,
    requested_writer_id: null,
    status: 'paid',
    title: 'Listed work',
    description: '',
    paper_type_id: 1,
    discipline_id: 101,
    discipline_txt: null,
    pages_qty: 1,
    words_qty: 275,
    deadline_at: now + 3 * DAY,
    rating_x10: null,
    created_at: now,
    finished_at: null,
    price_cents: 1000,
    draft_created_at: null,
    ...order,
  }));
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 1500) {
      const batch = rows.slice(start, start + 1500);
      const inserted = await trx.insertInto('orders').values(batch).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  });
}

/** Each order's result, handed over by its expert at `at` (what punctuality is judged by). */
export async function insertResultFiles(
  db: Kysely<Database>,
  results: Array<{ orderId: number; at: number }>,
): Promise<void> {
  if (results.length === 0) return;
  await db
    .insertInto('order_files')
    .values(
      results.map(({ orderId, at }) => ({
        id: `result-of-${orderId}`,
        order_id: orderId,
        user_id: null,
        name: 'result.pdf',
        content_type: 'application/pdf',
        size: 1,
        party: 'expert' as const,
        result_at: at,
        created_at: at,
        expires_at: null,
      })),
    )
    .execute();
}

/** A customer's account row with nothing else (no password, no consent), for rows to hang on. */
export async function insertCustomerRow(
  db: Kysely<Database>,
  email: string,
  createdAt: number,
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      role: 'customer',
      is_blocked: 0,
      name: null,
      email_verified_at: null,
      policy_agreed_at: null,
      marketing_agree: 0,
      utc_offset_min: 0,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Every page of a list from its first, `limit` at a time, calling `between` after each page
 * (new rows arriving); the items in the order served, and each page's body.
 */
export async function pageThrough(
  client: ApiClient,
  path: string,
  { key = 'orders', query = {}, between = async () => {} } = {} as {
    key?: string;
    query?: Record<string, string>;
    between?: (page: number) => Promise<unknown>;
  },
) {
  const items: Listed[] = [];
  const bodies: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor !== null && { cursor }) });
    const answer = await client.get(`${path}?${params}`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const { body } = answer.json;
    bodies.push(body);
    items.push(...body[key]);
    cursor = body.next_cursor;
    await between(bodies.length);
  } while (cursor !== null);
  return { ids: items.map((item) => item.id), items, bodies };
}
