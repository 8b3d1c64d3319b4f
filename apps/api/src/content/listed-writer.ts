import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { isRequestable } from './requestable-writer';

/**
 * The condition that an expert (the `writers` table of a query) is listed on the public pages: a
 * profile complete enough to show, and customers can request them. The experts page lists these
 * and the statistics count these, so the two agree by construction.
 */
export function isListed(eb: ExpressionBuilder<Database, 'writers'>) {
  return eb.and([eb('writers.is_profile_complete', '=', 1), isRequestable(eb)]);
}
