import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import { transact } from '../db/transactions';
import { slugBase } from '../expert-applications/expert-slug';
import { ApiError } from '../http/envelope';
import { isProfileComplete } from './profile-completeness';

export type ProfileChange = {
  pen_name: string;
  bio: string;
  discipline_ids: number[];
  is_available: boolean;
};

/** The expert's profile as they edit it: the writer row and the disciplines they cover. */
export async function expertProfileOf(db: Kysely<Database>, writerId: number) {
  const [writer, disciplines] = await Promise.all([
    db
      .selectFrom('writers')
      .select(['slug', 'pen_name', 'about', 'is_available', 'avatar_key', 'is_profile_complete'])
      .where('id', '=', writerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('writer_disciplines')
      .innerJoin('disciplines', 'disciplines.id', 'writer_disciplines.discipline_id')
      .select('disciplines.id')
      .where('writer_disciplines.writer_id', '=', writerId)
      .orderBy('disciplines.position')
      .execute(),
  ]);
  return { ...writer, discipline_ids: disciplines.map((row) => row.id) };
}

/**
 * Saves the whole profile in one transaction. A new pen name (any change of its letters) moves
 * the expert to the slug it makes, and their old slug becomes an alias that still finds them
 * (`writerIdBySlug`); a pen name or slug another expert has or had is refused 409
 * `pen_name_taken`, whatever its case. Two experts saving the same new name at once meet at the
 * slug's unique index: the loser is refused the same way. Completeness is judged on what is saved.
 */
export async function saveExpertProfile(
  ctx: AppContext,
  writerId: number,
  change: ProfileChange,
): Promise<void> {
  try {
    await transact(ctx.db, async (trx) => {
      let current = trx
        .selectFrom('writers')
        .select(['slug', 'pen_name'])
        .where('id', '=', writerId);
      if (ctx.engine === 'postgres') current = current.forUpdate();
      const writer = await current.executeTakeFirstOrThrow();
      const known = await trx
        .selectFrom('disciplines')
        .select((eb) => eb.fn.countAll<number>().as('qty'))
        .where('id', 'in', change.discipline_ids)
        .executeTakeFirstOrThrow();
      if (Number(known.qty) !== change.discipline_ids.length)
        throw new ApiError('invalid_request', 400, 'discipline_ids');

      let slug = writer.slug;
      if (change.pen_name !== writer.pen_name) {
        slug = slugBase(change.pen_name);
        if (await nameTaken(trx, writerId, change.pen_name, slug))
          throw new ApiError('pen_name_taken', 409, 'pen_name');
        if (slug !== writer.slug) {
          await trx.deleteFrom('writer_slug_aliases').where('slug', '=', slug).execute();
          await trx
            .insertInto('writer_slug_aliases')
            .values({ slug: writer.slug, writer_id: writerId, created_at: ctx.now() })
            .execute();
        }
      }
      await trx
        .updateTable('writers')
        .set({
          slug,
          pen_name: change.pen_name,
          about: change.bio,
          is_available: change.is_available ? 1 : 0,
          is_profile_complete: isProfileComplete({
            pen_name: change.pen_name,
            about: change.bio,
            disciplineCount: change.discipline_ids.length,
          })
            ? 1
            : 0,
        })
        .where('id', '=', writerId)
        .execute();
      await trx.deleteFrom('writer_disciplines').where('writer_id', '=', writerId).execute();
      await trx
        .insertInto('writer_disciplines')
        .values(change.discipline_ids.map((id) => ({ writer_id: writerId, discipline_id: id })))
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('pen_name_taken', 409, 'pen_name');
    throw error;
  }
}

/** Whether another expert has this pen name (in any case), or has or had this slug. */
async function nameTaken(
  db: Kysely<Database>,
  writerId: number,
  penName: string,
  slug: string,
): Promise<boolean> {
  const other = await db
    .selectFrom('writers')
    .select('id')
    .where('id', '!=', writerId)
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['pen_name']), '=', penName.toLowerCase()), eb('slug', '=', slug)]),
    )
    .executeTakeFirst();
  if (other) return true;
  const alias = await db
    .selectFrom('writer_slug_aliases')
    .select('writer_id')
    .where('slug', '=', slug)
    .where('writer_id', '!=', writerId)
    .executeTakeFirst();
  return alias !== undefined;
}

/** Points the expert's avatar at newly stored content and answers the key it replaced. */
export async function replaceAvatarKey(
  ctx: AppContext,
  writerId: number,
  avatarKey: string | null,
): Promise<string | null> {
  return transact(ctx.db, async (trx) => {
    // Locked on PostgreSQL: of two uploads at once, each learns the key it replaced.
    let current = trx.selectFrom('writers').select('avatar_key').where('id', '=', writerId);
    if (ctx.engine === 'postgres') current = current.forUpdate();
    const { avatar_key: previous } = await current.executeTakeFirstOrThrow();
    await trx
      .updateTable('writers')
      .set({ avatar_key: avatarKey })
      .where('id', '=', writerId)
      .execute();
    return previous;
  });
}

/** Whether an uploaded avatar of this key is some expert's current one. */
export async function avatarKeyInUse(db: Kysely<Database>, avatarKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('writers')
    .select('id')
    .where('avatar_key', '=', avatarKey)
    .executeTakeFirst();
  return row !== undefined;
}
