import {
  WRITER_TESTIMONIALS_DEFAULT_LIMIT,
  WRITER_TESTIMONIALS_DEFAULT_OFFSET,
  WRITERS_TOP_DEFAULT_REVIEWS_QTY,
} from '@bb/validation';
import type {
  PortfolioBody,
  PortfolioItem,
  TestimonialsBody,
  TopWritersBody,
  Writer,
  WritersBySlug,
} from './api-types';
import type { CallContext } from './call-context';
import { isObject } from './is-object';
import { commaSeparatedSegment } from './param-encoding';
import type { RequestOptions } from './transport';

export interface WriterTestimonialsQuery {
  offset?: number;
  limit?: number;
  highlighted_only?: boolean;
}

export interface TopWritersQuery {
  discipline?: number;
  reviews_qty?: number;
  sort?: 'rating' | (string & {});
  online?: 'any' | (string & {});
  lang?: 'en' | (string & {});
}

export function createWriterCalls({ transport }: CallContext) {
  const writerPath = (slug: string) => `/widgets/writers/${encodeURIComponent(slug)}`;

  return {
    /**
     * GET /widgets/writers/{slugs comma-separated}, as a map by slug. No slugs: no request.
     * One slug shares its path with getWriter, so a single-writer or list answer is accepted too.
     */
    getWritersBySlugs: async (
      slugs: readonly string[],
      { signal }: RequestOptions = {},
    ): Promise<WritersBySlug> => {
      if (slugs.length === 0) return {};
      const body = await transport.send<unknown>({
        method: 'GET',
        path: `/widgets/writers/${commaSeparatedSegment(slugs)}`,
        signal,
      });
      return toWritersBySlug(body);
    },

    /** GET /widgets/writers/{slug}. */
    getWriter: (slug: string, { signal }: RequestOptions = {}) =>
      transport.send<Writer>({ method: 'GET', path: writerPath(slug), signal }),

    /** GET /widgets/writers/{slug}/testimonials?offset=0&limit=3[&highlighted_only=1|0]. */
    getWriterTestimonials: (
      slug: string,
      {
        offset = WRITER_TESTIMONIALS_DEFAULT_OFFSET,
        limit = WRITER_TESTIMONIALS_DEFAULT_LIMIT,
        highlighted_only,
      }: WriterTestimonialsQuery = {},
      { signal }: RequestOptions = {},
    ) =>
      transport.send<TestimonialsBody>({
        method: 'GET',
        path: `${writerPath(slug)}/testimonials`,
        query: { offset, limit, highlighted_only },
        signal,
      }),

    /** GET /widgets/writers/{slug}/portfolio. */
    getWriterPortfolio: (slug: string, { signal }: RequestOptions = {}) =>
      transport.send<PortfolioBody>({
        method: 'GET',
        path: `${writerPath(slug)}/portfolio`,
        signal,
      }),

    /** GET /widgets/writers/{slug}/portfolio/{id}. */
    getWriterPortfolioItem: (slug: string, id: number | string, { signal }: RequestOptions = {}) =>
      transport.send<PortfolioItem>({
        method: 'GET',
        path: `${writerPath(slug)}/portfolio/${encodeURIComponent(String(id))}`,
        signal,
      }),

    /** GET /widgets/writers-top?discipline=0&reviews_qty=50&sort=rating&online=any&lang=en. */
    getTopWriters: (
      {
        discipline = 0,
        reviews_qty = WRITERS_TOP_DEFAULT_REVIEWS_QTY,
        sort = 'rating',
        online = 'any',
        lang = 'en',
      }: TopWritersQuery = {},
      { signal }: RequestOptions = {},
    ) =>
      transport.send<TopWritersBody>({
        method: 'GET',
        path: '/widgets/writers-top',
        query: { discipline, reviews_qty, sort, online, lang },
        signal,
      }),
  };
}

function isWriter(value: unknown): value is Writer {
  return isObject(value) && typeof value.slug === 'string';
}

/** A map by slug from whichever of the three shapes came back: map, list or one writer. */
export function toWritersBySlug(body: unknown): WritersBySlug {
  if (Array.isArray(body)) return Object.fromEntries(body.filter(isWriter).map((w) => [w.slug, w]));
  if (isWriter(body)) return { [body.slug]: body };
  if (!isObject(body)) return {};
  return Object.fromEntries(
    Object.values(body)
      .filter(isWriter)
      .map((w) => [w.slug, w]),
  );
}
