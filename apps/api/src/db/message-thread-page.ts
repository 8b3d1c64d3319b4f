import type { PageInfo } from '@bb/validation';
import { type Kysely, sql } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from './keyset-page';
import type { Database } from './schema';

/** A conversation's messages and what they belong to: an order's thread, or a support ticket's. */
export type MessageThread =
  | { table: 'order_messages'; of: 'order_id'; id: number }
  | { table: 'support_messages'; of: 'ticket_id'; id: number };

/** A message as a thread shows it: its author as their party, never by e-mail address. */
export type ThreadMessage = { id: number; party: string; body: string; created_at: number };

/**
 * A page of a conversation, the newest message first (a reader sees the latest ones and loads
 * earlier ones on demand, as in a chat): one walk of the thread's (owner, created_at, id) index.
 */
export async function messageThreadPage(
  db: Kysely<Database>,
  thread: MessageThread,
  page: PageRequest,
): Promise<{ messages: ThreadMessage[] } & PageInfo> {
  const { table } = thread;
  const query = db
    .selectFrom(table)
    .select([
      `${table}.id`,
      `${table}.author_party as party`,
      `${table}.body`,
      `${table}.created_at`,
    ])
    .where(sql.ref(`${table}.${thread.of}`), '=', thread.id);
  const rows: ThreadMessage[] = await keysetPage(
    query,
    { key: `${table}.created_at`, id: `${table}.id`, direction: 'desc' },
    page,
  ).execute();
  const shown = keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
  return { messages: shown.rows, next_cursor: shown.next_cursor };
}
