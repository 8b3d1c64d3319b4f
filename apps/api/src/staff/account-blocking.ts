import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import type { Database, User } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';

/**
 * Blocks or unblocks an account for the operator `actorUserId`, in one transaction with its
 * audit record. A block ends the account's sessions and its pending set-password or restore
 * links at once. Nobody blocks or unblocks themselves.
 *
 * The last active operator is never blocked. The active operators' rows are locked first (in
 * id order, so two blocks wait for each other rather than deadlock) and counted under the lock:
 * two operators blocking each other at once cannot both pass, the later one counts again after
 * the earlier commits. The actor must still be an active operator when their turn comes (one
 * blocked a moment ago has no say).
 */
export async function setAccountBlocked(
  ctx: Pick<AppContext, 'db' | 'engine' | 'now'>,
  change: { actorUserId: number; subjectUserId: number; blocked: boolean },
): Promise<User> {
  if (change.actorUserId === change.subjectUserId) {
    throw new ApiError('block_self_refused', 403);
  }
  return transact(ctx.db, async (trx) => {
    const activeOperators = await lockActiveOperators(trx, ctx.engine);
    let subjectQuery = trx.selectFrom('users').selectAll().where('id', '=', change.subjectUserId);
    if (ctx.engine === 'postgres') subjectQuery = subjectQuery.forNoKeyUpdate();
    const subject = await subjectQuery.executeTakeFirst();
    if (!subject) throw new ApiError('not_found', 404);
    if (
      change.blocked &&
      activeOperators.includes(subject.id) &&
      activeOperators.every((id) => id === subject.id)
    ) {
      throw new ApiError('last_active_operator', 409);
    }
    if (!activeOperators.includes(change.actorUserId)) throw new ApiError('user_blocked', 403);
    if ((subject.is_blocked === 1) === change.blocked) return subject;

    const at = ctx.now();
    const updated = await trx
      .updateTable('users')
      .set({ is_blocked: change.blocked ? 1 : 0 })
      .where('id', '=', subject.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (change.blocked) {
      await trx.deleteFrom('sessions').where('user_id', '=', subject.id).execute();
      await trx.deleteFrom('restore_codes').where('user_id', '=', subject.id).execute();
    }
    await recordAuditEvent(trx, {
      actorUserId: change.actorUserId,
      action: change.blocked ? 'account_blocked' : 'account_unblocked',
      subjectUserId: subject.id,
      at,
    });
    return updated;
  });
}

/** The ids of the operators not blocked, their rows locked until the transaction ends (PostgreSQL). */
async function lockActiveOperators(
  trx: Kysely<Database>,
  engine: AppContext['engine'],
): Promise<number[]> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'operator')
    .where('is_blocked', '=', 0)
    .orderBy('id');
  if (engine === 'postgres') query = query.forNoKeyUpdate();
  return (await query.execute()).map((row) => row.id);
}
