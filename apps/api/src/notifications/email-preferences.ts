import {
  type EmailCategory,
  isTransactionalEmailCategory,
  type OptionalEmailCategory,
} from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { emailCategoriesOf } from './notification-events';

/** Whether `userId` turned e-mails of `category` off. */
export async function optedOut(
  db: Kysely<Database>,
  userId: number,
  category: EmailCategory,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_opt_outs')
    .select('category')
    .where('user_id', '=', userId)
    .where('category', '=', category)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every category the person's role receives (`emailCategoriesOf`), with whether it reaches them
 * and whether they may turn it off.
 */
export async function emailPreferences(db: Kysely<Database>, user: { id: number; role: string }) {
  const off = new Set(
    (
      await db
        .selectFrom('email_opt_outs')
        .select('category')
        .where('user_id', '=', user.id)
        .execute()
    ).map((row) => row.category),
  );
  return emailCategoriesOf(user.role).map((category) => {
    const transactional = isTransactionalEmailCategory(category);
    return { category, enabled: transactional || !off.has(category), transactional };
  });
}

/** Turns a category on or off for the person; turning it off twice is once. */
export async function setEmailPreference(
  db: Kysely<Database>,
  userId: number,
  category: OptionalEmailCategory,
  enabled: boolean,
  now: number,
): Promise<void> {
  if (enabled) {
    await db
      .deleteFrom('email_opt_outs')
      .where('user_id', '=', userId)
      .where('category', '=', category)
      .execute();
    return;
  }
  await db
    .insertInto('email_opt_outs')
    .values({ user_id: userId, category, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'category']).doNothing())
    .execute();
}
