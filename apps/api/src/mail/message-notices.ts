import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** After an e-mail about a thread, the next to the same person waits this long, unless read. */
export const MESSAGE_NOTICE_QUIET_MS = 10 * 60 * 1000;

/** A thread whose new messages are e-mailed: an order's messages, a ticket's answers. */
export type Thread = `order:${number}` | `ticket:${number}`;

/**
 * Whether a new message on `thread` is e-mailed to `userId` now, recorded in the same
 * statement: yes for the first message, then again only once the quiet period since the last
 * e-mail is over or they have read the thread since it. So a burst of messages makes one e-mail
 * (the thread shows them all), and nothing needs a timer: each message decides for itself. One
 * upsert, so of many messages at once exactly one is told yes.
 */
export async function claimMessageNotice(
  db: Kysely<Database>,
  thread: Thread,
  userId: number,
  now: number,
): Promise<boolean> {
  const claimed = await db
    .insertInto('message_notices')
    .values({ thread, user_id: userId, mailed_at: now, read_since: 0 })
    .onConflict((conflict) =>
      conflict
        .columns(['thread', 'user_id'])
        .doUpdateSet({ mailed_at: now, read_since: 0 })
        .where((eb) =>
          eb.or([
            eb('message_notices.mailed_at', '<=', now - MESSAGE_NOTICE_QUIET_MS),
            eb('message_notices.read_since', '=', 1),
          ]),
        ),
    )
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** `userId` has read `thread`: their next new message there is e-mailed at once. */
export async function markThreadRead(
  db: Kysely<Database>,
  thread: Thread,
  userId: number,
): Promise<void> {
  await db
    .updateTable('message_notices')
    .set({ read_since: 1 })
    .where('thread', '=', thread)
    .where('user_id', '=', userId)
    .where('read_since', '=', 0)
    .execute();
}
