import type { AppContext } from '../app-context';
import type { Writer } from '../db/schema';
import { API_BASE_PATH } from '../http/api-base-path';
import { isRequestable } from './requestable-writer';

export type WriterRef = { slug: string; pen_name: string; avatar_url: string };

export type WriterCard = WriterRef & {
  rating: number;
  orders_finished_qty: number;
  orders_progress_qty: number;
  reviews_qty: number;
  is_online: boolean;
  lang: string;
  about: string;
  experience_years: number;
  badges: string[];
  disciplines: Array<{ id: number; title: string }>;
  /**
   * Ours, beside the spec's fields: whether customers can request them now (available, and their
   * account not blocked).
   */
  is_available: boolean;
  /** Ours: whether the profile is complete (expert-profile/profile-completeness.ts), so listed. */
  is_profile_complete: boolean;
};

/** Our own generated avatar; `{size}` is the placeholder the client replaces with pixels. */
export function generatedAvatarUrl(publicOrigin: string, seed: string): string {
  return `${publicOrigin}${API_BASE_PATH}/widgets/avatars/${seed}.svg?size={size}`;
}

/**
 * An expert's avatar: the one they uploaded (its key changes with each upload, so the address
 * does and caches can keep it for ever), otherwise the generated one of their slug.
 */
export function avatarUrl(
  publicOrigin: string,
  writer: { slug: string; avatar_key?: string | null },
): string {
  if (!writer.avatar_key) return generatedAvatarUrl(publicOrigin, writer.slug);
  return `${publicOrigin}${API_BASE_PATH}/widgets/avatar-images/${writer.avatar_key}.webp?size={size}`;
}

export function ratingFromTenths(ratingX10: number): number {
  return ratingX10 / 10;
}

export function writerRef(
  publicOrigin: string,
  writer: Pick<Writer, 'slug' | 'pen_name'> & { avatar_key?: string | null },
): WriterRef {
  return {
    slug: writer.slug,
    pen_name: writer.pen_name,
    avatar_url: avatarUrl(publicOrigin, writer),
  };
}

/** Full cards for a list of writers, in the given order, with badges and disciplines (two queries). */
export async function writerCards(ctx: AppContext, writers: Writer[]): Promise<WriterCard[]> {
  if (writers.length === 0) return [];
  const ids = writers.map((writer) => writer.id);
  const [badges, disciplines, requestable] = await Promise.all([
    ctx.db
      .selectFrom('writer_badges')
      .select(['writer_id', 'badge'])
      .where('writer_id', 'in', ids)
      .orderBy('position')
      .execute(),
    ctx.db
      .selectFrom('writer_disciplines')
      .innerJoin('disciplines', 'disciplines.id', 'writer_disciplines.discipline_id')
      .select(['writer_disciplines.writer_id', 'disciplines.id', 'disciplines.title'])
      .where('writer_disciplines.writer_id', 'in', ids)
      .orderBy('disciplines.position')
      .execute(),
    ctx.db.selectFrom('writers').select('id').where('id', 'in', ids).where(isRequestable).execute(),
  ]);
  const requestableIds = new Set(requestable.map((row) => row.id));
  return writers.map((writer) => ({
    ...writerRef(ctx.config.publicOrigin, writer),
    rating: ratingFromTenths(writer.rating_x10),
    orders_finished_qty: writer.orders_finished_qty,
    orders_progress_qty: writer.orders_progress_qty,
    reviews_qty: writer.reviews_qty,
    is_online: writer.is_online === 1,
    lang: writer.lang,
    about: writer.about,
    experience_years: writer.experience_years,
    badges: badges.filter((row) => row.writer_id === writer.id).map((row) => row.badge),
    disciplines: disciplines
      .filter((row) => row.writer_id === writer.id)
      .map((row) => ({ id: row.id, title: row.title })),
    is_available: requestableIds.has(writer.id),
    is_profile_complete: writer.is_profile_complete === 1,
  }));
}
