import type { SeoFaqItem } from '@bb/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * A public page as the site serves it without an edit of the seo role: what its head and its
 * first heading say, and a landing page's copy the seo role may edit.
 */
export type SitePage = {
  /** The page's path on our origin ('/', '/about-us.html', '/experts/ada.html'). */
  path: string;
  title: string;
  description: string;
  /** The og:image address ('' when the page has none). */
  og_image: string;
  canonical: string;
  h1: string;
  /** false when the page asks search engines not to list it (robots noindex). */
  indexable: boolean;
  /** A subject landing page's intro and FAQ, which the seo role edits too. */
  landing?: { intro: string; faq: SeoFaqItem[] };
};

/** The pages the site serves now (the sitemap's: every route and every listed expert's page). */
export type SitePagesSource = () => Promise<SitePage[]>;

const sources = new WeakMap<AppContext, SitePagesSource>();

/**
 * The site that mounts the API tells it which pages it serves: only the site knows what its
 * built and rendered pages say. Without a site (the API alone) the seo role lists no page.
 */
export function serveSitePages(app: FastifyInstance, source: SitePagesSource): void {
  sources.set(app.apiContext, source);
}

export async function sitePagesOf(ctx: AppContext): Promise<SitePage[]> {
  return (await sources.get(ctx)?.()) ?? [];
}
