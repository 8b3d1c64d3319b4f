import { insertUser } from '../accounts/account-queries';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/database';
import type { WriterApplication } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';
import { decideApplication } from './application-queries';
import { freeSlug } from './expert-slug';

/** Attempts of an approval whose new slug another approval took at the same moment. */
const SLUG_ATTEMPTS = 3;

/**
 * Approves a received application in one transaction: the application becomes `approved`, and
 * the expert exists (a `writer` account without a password, a writer profile under a free slug
 * with the disciplines applied for). 409 `application_decided` when another operator decided it
 * first; 409 `user_exists` when the address has an account meanwhile (roles do not mix).
 */
export async function approveApplication(
  ctx: AppContext,
  application: WriterApplication,
  operatorUserId: number,
): Promise<{ userId: number; slug: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createExpert(ctx, application, operatorUserId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const known = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', application.email)
        .executeTakeFirst();
      if (known) throw new ApiError('user_exists', 409, 'email');
      if (attempt >= SLUG_ATTEMPTS) throw new ApiError('busy_try_again', 503, undefined, 1);
    }
  }
}

function createExpert(ctx: AppContext, application: WriterApplication, operatorUserId: number) {
  return transact(ctx.db, async (trx) => {
    const now = ctx.now();
    const decided = await decideApplication(trx, {
      id: application.id,
      status: 'approved',
      byUserId: operatorUserId,
      message: null,
      at: now,
    });
    if (!decided) throw new ApiError('application_decided', 409);
    const user = await insertUser(trx, {
      email: application.email,
      password_hash: null,
      role: 'writer',
      is_blocked: 0,
      name: application.name,
      email_verified_at: null,
      // They agreed to the writer terms and privacy policy when they applied.
      policy_agreed_at: application.created_at,
      marketing_agree: 0,
      utc_offset_min: 0,
      created_at: now,
    });
    const slug = await freeSlug(trx, application.name);
    const writer = await trx
      .insertInto('writers')
      .values({
        user_id: user.id,
        slug,
        pen_name: application.name,
        rating_x10: 0,
        orders_finished_qty: 0,
        orders_progress_qty: 0,
        reviews_qty: 0,
        is_online: 0,
        lang: 'en',
        about: '',
        experience_years: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const disciplineIds = application.discipline_ids.split(',').filter(Boolean).map(Number);
    if (disciplineIds.length > 0) {
      await trx
        .insertInto('writer_disciplines')
        .values(disciplineIds.map((id) => ({ writer_id: writer.id, discipline_id: id })))
        .execute();
    }
    await trx
      .updateTable('writer_applications')
      .set({ writer_id: writer.id })
      .where('id', '=', application.id)
      .execute();
    return { userId: user.id, slug };
  });
}
