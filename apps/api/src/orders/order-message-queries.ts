import type { Kysely } from 'kysely';
import type { PageRequest } from '../db/keyset-page';
import { messageThreadPage } from '../db/message-thread-page';
import type { Database } from '../db/schema';
import type { OrderParty } from './order-lifecycle';

/* An order's message thread (order-message-routes.ts). */

/** A page of the order's messages, the newest first. */
export function orderThread(db: Kysely<Database>, orderId: number, page: PageRequest) {
  return messageThreadPage(db, { table: 'order_messages', of: 'order_id', id: orderId }, page);
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
