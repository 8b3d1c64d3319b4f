import type { BlogPost, ContentVariable, FirstVisit } from './api-types';
import type { CallContext } from './call-context';
import type { ParamRecord } from './param-encoding';
import type { RequestOptions } from './transport';

export const CONTENT_VARIABLE_NAMES = [
  'content_confidentiality_policy',
  'content_cookie_policy',
  'content_privacy_policy',
  'content_discount_policy',
  'content_terms',
  'content_rating_and_awards',
  'content_refund_policy',
] as const;

/** Our own variables for the writer-specific legal pages (spec §2 routes; §7 does not name them). */
export const WRITER_CONTENT_VARIABLE_NAMES = [
  'content_writer_terms',
  'content_writer_privacy_policy',
] as const;

export type ContentVariableName =
  | (typeof CONTENT_VARIABLE_NAMES)[number]
  | (typeof WRITER_CONTENT_VARIABLE_NAMES)[number];

/** The blog's WordPress REST route; it lives beside the API, not under /api/en/1. */
export const BLOG_POSTS_PATH = '/blog/wp-json/wp/v2/posts/';

export function createContentCalls({ transport }: CallContext) {
  return {
    /**
     * GET /widgets/variables/{name}: the body holds the variable under its name, as a title and
     * plain-text sections (no HTML to inject).
     */
    getContentVariable: <N extends ContentVariableName>(name: N, { signal }: RequestOptions = {}) =>
      transport.send<Record<N, ContentVariable>>({
        method: 'GET',
        path: `/widgets/variables/${encodeURIComponent(name)}`,
        signal,
      }),

    /** GET /services/first-visit: whether this browser is new (it has no `ref` cookie yet). */
    getFirstVisit: ({ signal }: RequestOptions = {}) =>
      transport.send<FirstVisit>({ method: 'GET', path: '/services/first-visit', signal }),

    /**
     * GET /blog/wp-json/wp/v2/posts/ with WordPress's own query (per_page, page, search…). The
     * answer is WordPress's JSON list, not the API envelope.
     */
    getBlogPosts: (query: ParamRecord = {}, { signal }: RequestOptions = {}) =>
      transport.send<BlogPost[]>({
        method: 'GET',
        path: BLOG_POSTS_PATH,
        query,
        outsideApiBase: true,
        unwrapped: true,
        signal,
      }),
  };
}
