import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderParty } from './order-lifecycle';

/* An order's message thread (order-message-routes.ts). */

/** The order's messages, oldest first; authors as their party, never by e-mail address. */
export function orderThread(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_messages')
    .select(['id', 'author_party as party', 'body', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
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
