import type { Kysely } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';
import type { OrderParty } from './order-lifecycle';

/* An order's message thread (order-message-routes.ts). */

/**
 * A page of the order's messages, the newest first (a reader sees the latest ones and loads
 * earlier ones on demand, as in a chat); authors as their party, never by e-mail address.
 */
export async function orderThread(db: Kysely<Database>, orderId: number, page: PageRequest) {
  const query = db
    .selectFrom('order_messages')
    .select(['id', 'author_party as party', 'body', 'created_at'])
    .where('order_id', '=', orderId);
  const rows = await keysetPage(
    query,
    { key: 'order_messages.created_at', id: 'order_messages.id', direction: 'desc' },
    page,
  ).execute();
  const thread = keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
  return { messages: thread.rows, next_cursor: thread.next_cursor };
}

/** Adds a message to the order's thread. */
export async function addOrderMessage(
  db: Kysely<Database>,
  message: { orderId: number; userId: number; party: OrderParty; body: string; at: number },
): Promise<void> {
  await db
    .insertInto('order_messages')
    .values({
      order_id: message.orderId,
      author_user_id: message.userId,
      author_party: message.party,
      body: message.body,
      created_at: message.at,
    })
    .execute();
}
