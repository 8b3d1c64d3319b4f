import type { SitePage } from '@bb/api/built';
import { SUBJECTS } from '../src/content/subjects';
import type { LivePage } from './live-pages';
import type { PageHead } from './page-head';

export interface SitePageCatalogueOptions {
  /** Every page the sitemap lists now (the built pages, the fixed live ones, the experts'). */
  paths: () => Promise<string[]>;
  /** The pre-rendered pages' heads as built, by their path. */
  builtHeads: ReadonlyMap<string, PageHead>;
  /** A page rendered on request, from the live pages' cache (its head as rendered). */
  livePage: (path: string) => Promise<LivePage | undefined>;
}

/** Renders of pages not in the cache yet run a few at a time, not all at once. */
const RENDERS_AT_ONCE = 4;

/**
 * The pages the seo role works on, as the site serves them without an edit: each page of the
 * sitemap with its head as built (a pre-rendered page) or as last rendered (a page rendered on
 * request, its head read before the edit goes in), and a landing page's intro and FAQ.
 */
export function sitePageCatalogue(options: SitePageCatalogueOptions): () => Promise<SitePage[]> {
  const landing = new Map(
    SUBJECTS.map((subject) => [subject.path, { intro: subject.lead, faq: [...subject.faq] }]),
  );
  return async () => {
    const paths = await options.paths();
    const pages: (SitePage | undefined)[] = new Array(paths.length);
    let next = 0;
    const work = async () => {
      while (next < paths.length) {
        const index = next++;
        const path = paths[index] ?? '/';
        const head = options.builtHeads.get(path) ?? (await options.livePage(path))?.head;
        const copy = landing.get(path);
        pages[index] = head && { path, ...head, ...(copy ? { landing: copy } : {}) };
      }
    };
    await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, work));
    return pages.filter((page): page is SitePage => page !== undefined);
  };
}
