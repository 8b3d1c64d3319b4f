import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/* Data boxes (data-box-routes.ts): order drafts kept under a key's digest until they expire. */

/** Keeps a data box under its key's digest until `expiresAt`. */
export async function saveDataBox(
  db: Kysely<Database>,
  box: { keyHash: string; data: string; at: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('data_boxes')
    .values({
      key_hash: box.keyHash,
      data: box.data,
      created_at: box.at,
      expires_at: box.expiresAt,
    })
    .execute();
}

/** The data box under this key's digest, expired or not, if any. */
export function findDataBox(db: Kysely<Database>, keyHash: string) {
  return db
    .selectFrom('data_boxes')
    .select(['data', 'expires_at'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
}
