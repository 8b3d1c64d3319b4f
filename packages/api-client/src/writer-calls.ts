import {
  WRITER_TESTIMONIALS_DEFAULT_LIMIT,
  WRITER_TESTIMONIALS_DEFAULT_OFFSET,
  WRITERS_TOP_DEFAULT_REVIEWS_QTY,
  type WritersTopOnlineFilter,
  type WritersTopSort,
} from '@bb/validation';
import type {
  PortfolioBody,
  PortfolioItemDetails,
  TopWritersBody,
  Writer,
  WritersBySlug,
  WriterTestimonialsBody,
} from './api-types';
import type { CallContext } from './call-context';
import { isObject } from './is-object';
import { pageQuery } from './page-options';
import { commaSeparatedSegment } from './param-encoding';
import { ApiError } from './request-errors';
import type { RequestOptions } from './transport';

export interface WriterTestimonialsQuery {
  offset?: number;
  limit?: number;
  highlighted_only?: boolean;
}

export interface TopWritersQuery {
  /** The page after this one's `next_cursor` (same filters and sort); the first page without it. */
  cursor?: string | null;
  /** Experts on the page: 1 to LIST_PAGE_MAX_LIMIT of @bb/validation, the most by default. */
  limit?: number;
  /** 0: any discipline. */
  discipline?: number;
  /** At least this many reviews. */
  reviews_qty?: number;
  /** Descending; the server refuses any other value. */
  sort?: WritersTopSort;
  online?: WritersTopOnlineFilter;
  lang?: 'en' | (string & {});
}

export function createWriterCalls({ transport }: CallContext) {
  const writerPath = (slug: string) => `/widgets/writers/${encodeURIComponent(slug)}`;

  return {
    /**
     * GET /widgets/writers/{slugs comma-separated}, as a map by slug, unknown slugs left out. No
     * slugs: no request. One slug shares its path with getWriter, which answers a single writer,
     * or 404 for an unknown one: that is an empty map here, as an unknown slug in a list is.
     */
    getWritersBySlugs: async (
      slugs: readonly string[],
      { signal }: RequestOptions = {},
    ): Promise<WritersBySlug> => {
      if (slugs.length === 0) return {};
      const segment = commaSeparatedSegment(slugs);
      try {
        return toWritersBySlug(
          await transport.send<unknown>({
            method: 'GET',
            path: `/widgets/writers/${segment}`,
            signal,
          }),
        );
      } catch (error) {
        const oneSlug = !segment.includes(',');
        if (oneSlug && error instanceof ApiError && error.status === 404) return {};
        throw error;
      }
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
      transport.send<WriterTestimonialsBody>({
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
      transport.send<PortfolioItemDetails>({
        method: 'GET',
        path: `${writerPath(slug)}/portfolio/${encodeURIComponent(String(id))}`,
        signal,
      }),

    /**
     * GET /widgets/writers-top?discipline=0&reviews_qty=50&sort=rating&online=any&lang=en: a page
     * of the list (`next_cursor` null on the last one).
     */
    getTopWriters: (
      {
        cursor,
        limit,
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
        query: { ...pageQuery({ cursor, limit }), discipline, reviews_qty, sort, online, lang },
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
