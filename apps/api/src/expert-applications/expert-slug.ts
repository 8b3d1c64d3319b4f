import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The longest slug base: a public address stays readable. */
const SLUG_BASE_MAX_LENGTH = 60;

/**
 * A name's slug base: letters and digits without accents, lowercase, every other run of
 * characters one hyphen, none at either end ('Zoë O’Neil' → 'zoe-o-neil'); 'expert' for a name
 * with no letter or digit left.
 */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_BASE_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return base || 'expert';
}

/**
 * The expert's unique slug: the name's base, or the base with the first free `-2`, `-3`… when
 * another expert has it. Two approvals that pick the same one at once meet at the slug's unique
 * index; the caller runs the loser again.
 */
export async function freeSlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = await db
    .selectFrom('writers')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let suffix = 2; used.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}
