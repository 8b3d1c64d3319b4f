import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/require-role';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';

/** The signed-in support agent (the support_contract role). */
export function requireAgent(ctx: AppContext, request: FastifyRequest) {
  return requireRole(ctx, request, 'support_contract');
}

/**
 * A page of the support agents a ticket can go to (not blocked), the longest serving first, each
 * as staff know them: their id, e-mail and name.
 */
export async function supportAgentList(db: Kysely<Database>, page: PageRequest) {
  const query = db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'created_at'])
    .where('role', '=', 'support_contract')
    .where('is_blocked', '=', 0);
  const rows = await keysetPage(
    query,
    { key: 'users.created_at', id: 'users.id', direction: 'asc' },
    page,
  ).execute();
  const shown = keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
  return {
    agents: shown.rows.map(({ id, email, name }) => ({ id, email, name })),
    next_cursor: shown.next_cursor,
  };
}
