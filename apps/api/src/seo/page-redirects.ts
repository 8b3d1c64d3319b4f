import type { PageInfo } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import { isUniqueViolation } from '../db/database';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';

export type PageRedirect = { id: number; from_path: string; to_path: string; created_at: number };

/** The redirects the site answers, at most this many (each one a row the seo role added). */
export const REDIRECTS_SERVED_MAX = 5000;

/** A page of the redirects, newest first. */
export async function redirectsPage(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ redirects: PageRedirect[] } & PageInfo> {
  const query = db.selectFrom('seo_redirects').select(['id', 'from_path', 'to_path', 'created_at']);
  const rows = await keysetPage(
    query,
    { key: 'seo_redirects.created_at', id: 'seo_redirects.id', direction: 'desc' },
    page,
  ).execute();
  const { rows: redirects, next_cursor } = keysetPageOf(rows, page, (row) => ({
    key: row.created_at,
    id: row.id,
  }));
  return { redirects, next_cursor };
}

/** Every redirect the site serves, by old path. */
export async function servedRedirects(
  db: Kysely<Database>,
): Promise<{ from_path: string; to_path: string }[]> {
  return db
    .selectFrom('seo_redirects')
    .select(['from_path', 'to_path'])
    .orderBy('from_path')
    .limit(REDIRECTS_SERVED_MAX)
    .execute();
}

/**
 * Adds a redirect from `from` to `to`, both paths of our origin (the schema's check). Refused
 * when `from` is redirected already, and when it would make a chain or a loop: `to` is itself
 * redirected, or another redirect leads to `from`. Each redirect is then one hop to a page.
 */
export async function addRedirect(
  ctx: AppContext,
  input: { from: string; to: string; actorUserId: number },
): Promise<PageRedirect> {
  const at = ctx.now();
  const added = transact(ctx.db, async (trx) => {
    const source = await trx
      .selectFrom('seo_redirects')
      .select('id')
      .where('from_path', '=', input.from)
      .executeTakeFirst();
    if (source) throw new ApiError('seo_redirect_exists', 409, 'from_path');
    const chained = await trx
      .selectFrom('seo_redirects')
      .select('id')
      .where((eb) => eb.or([eb('from_path', '=', input.to), eb('to_path', '=', input.from)]))
      .limit(1)
      .executeTakeFirst();
    if (chained) throw new ApiError('seo_redirect_loop', 400, 'to_path');
    const redirect = await trx
      .insertInto('seo_redirects')
      .values({
        from_path: input.from,
        to_path: input.to,
        actor_user_id: input.actorUserId,
        created_at: at,
      })
      .returning(['id', 'from_path', 'to_path', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, {
      subjectPath: input.from,
      actorUserId: input.actorUserId,
      action: 'redirect_added',
      detail: `${input.from} → ${input.to}`,
      at,
    });
    return redirect;
  });
  // Two adding the same old address at once: one of them finds it taken.
  return added.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new ApiError('seo_redirect_exists', 409, 'from_path');
    throw error;
  });
}

/** Removes a redirect by its id; an id that is none is not found. */
export async function removeRedirect(
  ctx: AppContext,
  input: { id: number; actorUserId: number },
): Promise<void> {
  const at = ctx.now();
  await transact(ctx.db, async (trx) => {
    const removed = await trx
      .deleteFrom('seo_redirects')
      .where('id', '=', input.id)
      .returning(['from_path', 'to_path'])
      .executeTakeFirst();
    if (!removed) throw new ApiError('not_found', 404);
    await recordAuditEvent(trx, {
      subjectPath: removed.from_path,
      actorUserId: input.actorUserId,
      action: 'redirect_removed',
      detail: `${removed.from_path} → ${removed.to_path}`,
      at,
    });
  });
}
