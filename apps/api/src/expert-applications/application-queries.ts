import type { ExpertApplicationStatus } from '@bb/validation';
import type { Kysely } from 'kysely';
import { type KeysetOrder, keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, WriterApplication } from '../db/schema';

/* The applications' rows (writer-registration-routes.ts, application-review-routes.ts). */

/** The operator's list: newest first. */
const NEWEST_FIRST: KeysetOrder = {
  key: 'writer_applications.created_at',
  id: 'writer_applications.id',
  direction: 'desc',
};

/** How many of these disciplines exist. */
export async function knownDisciplineCount(db: Kysely<Database>, ids: number[]): Promise<number> {
  const known = await db.selectFrom('disciplines').select('id').where('id', 'in', ids).execute();
  return known.length;
}

/** Whether an application from this e-mail address waits for review. */
export async function hasPendingApplication(db: Kysely<Database>, email: string): Promise<boolean> {
  const pending = await db
    .selectFrom('writer_applications')
    .select('id')
    .where('email', '=', email)
    .where('status', '=', 'received')
    .executeTakeFirst();
  return pending !== undefined;
}

/** Records an application, received, and answers its id. */
export async function insertWriterApplication(
  db: Kysely<Database>,
  application: {
    email: string;
    name: string;
    disciplineIds: number[];
    experience: string;
    sample: { id: string; name: string; content_type: string; size: number };
    statusTokenHash: string;
    at: number;
  },
): Promise<number> {
  const { sample } = application;
  const row = await db
    .insertInto('writer_applications')
    .values({
      email: application.email,
      name: application.name,
      discipline_ids: application.disciplineIds.join(','),
      experience: application.experience,
      status: 'received',
      created_at: application.at,
      sample_file_id: sample.id,
      sample_name: sample.name,
      sample_content_type: sample.content_type,
      sample_size: sample.size,
      status_token_hash: application.statusTokenHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The application a status link's token (its digest) names, if any. */
export function applicationByStatusToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('writer_applications')
    .selectAll()
    .where('status_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** One application by id. */
export function applicationById(
  db: Kysely<Database>,
  id: number,
): Promise<WriterApplication | undefined> {
  return db.selectFrom('writer_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of applications, newest first, all or of one status. */
export async function applicationsPage(
  db: Kysely<Database>,
  filter: { status?: ExpertApplicationStatus | undefined },
  page: PageRequest,
) {
  let query = db.selectFrom('writer_applications').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await keysetPage(query, NEWEST_FIRST, page).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
}

/**
 * How many applications wait for a decision (a range of the status index). The decided ones
 * are not counted: they only grow, and counting them would read them all on every page.
 */
export async function applicationCounts(db: Kysely<Database>): Promise<{ received: number }> {
  const row = await db
    .selectFrom('writer_applications')
    .select((eb) => eb.fn.countAll<number>().as('qty'))
    .where('status', '=', 'received')
    .executeTakeFirstOrThrow();
  return { received: Number(row.qty) };
}

/** The disciplines an application names, in the dictionary's order. */
export function applicationDisciplines(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('disciplines')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Decides a received application: true when this call decided it, false when it was decided
 * already. One conditional UPDATE: of two operators deciding at once, PostgreSQL makes the second
 * wait for the first's row lock and then finds the status changed; SQLite runs one at a time.
 */
export async function decideApplication(
  db: Kysely<Database>,
  decision: {
    id: number;
    status: 'approved' | 'declined';
    byUserId: number;
    message: string | null;
    at: number;
  },
): Promise<boolean> {
  const decided = await db
    .updateTable('writer_applications')
    .set({
      status: decision.status,
      decided_at: decision.at,
      decided_by_user_id: decision.byUserId,
      decision_message: decision.message,
    })
    .where('id', '=', decision.id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  return Number(decided.numUpdatedRows) === 1;
}
