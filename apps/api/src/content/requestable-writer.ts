import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The condition that an expert (the `writers` table of a query) can be requested by a customer
 * and assigned by an operator: they accept orders, and have an account that is not blocked.
 */
export function isRequestable(eb: ExpressionBuilder<Database, 'writers'>) {
  return eb.and([
    eb('writers.is_available', '=', 1),
    eb.exists(
      eb
        .selectFrom('users')
        .select('users.id')
        .whereRef('users.id', '=', 'writers.user_id')
        .where('users.is_blocked', '=', 0),
    ),
  ]);
}
