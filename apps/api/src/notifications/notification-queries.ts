import type { Kysely } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';

/** A page of the person's notifications, newest first. */
export async function notificationPage(db: Kysely<Database>, userId: number, page: PageRequest) {
  const rows = await keysetPage(
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'order_id', 'text', 'link_path', 'created_at', 'read_at'])
      .where('user_id', '=', userId),
    { key: 'notifications.created_at', id: 'notifications.id', direction: 'desc' },
    page,
  ).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
}

/**
 * What the person's list is at: their newest notification's id and how many are unread. A new
 * notification raises the first, reading one lowers the second, so any change of the list
 * changes the pair: the poll's ETag is made of it, read from the two indexes alone.
 */
export async function notificationState(db: Kysely<Database>, userId: number) {
  const newest = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { newestId: newest?.id ?? 0, unreadCount: await unreadCount(db, userId) };
}

export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const { unread } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(unread);
}

/** Marks one of the person's notifications read; answers whether it is theirs. */
export async function markNotificationRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: number,
): Promise<boolean> {
  const mine = await db
    .selectFrom('notifications')
    .select('read_at')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!mine) return false;
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return true;
}

export async function markAllNotificationsRead(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
