import type { SitePage } from '@bb/api/built';
import { SUBJECTS } from '../src/content/subjects';
import type { LivePage } from './live-pages';
import type { PageHead } from './page-head';

export interface SitePageCatalogueOptions {
  /** Every page the sitemap lists now (the built pages, the fixed live ones, the experts'). */
  paths: () => Promise<string[]>;
  /** The pre-rendered pages' heads as built, by their path. */
  builtHeads: ReadonlyMap<string, PageHead>;
  /**
   * A page rendered on request as the live pages' cache has it (its head as rendered), however
   * old, without rendering it again; undefined when it was never rendered.
   */
  cachedPage: (path: string) => LivePage | undefined;
  /** Renders a page rendered on request not rendered yet (through the cache). */
  livePage: (path: string) => Promise<LivePage | undefined>;
}

/**
 * Pages not in the cache yet are rendered one at a time: a burst of renders lags the process's
 * event loop until the API sheds load (503), which a first listing of every expert's page did.
 */
const RENDERS_AT_ONCE = 1;

/**
 * The pages the seo role works on, as the site serves them without an edit: each page of the
 * sitemap with its head as built (a pre-rendered page) or as last rendered (a page rendered on
 * request, its head read before the edit goes in), and a landing page's intro and FAQ. A page
 * already rendered is taken as the cache has it, not rendered again (a listing would otherwise
 * render every page once its TTL passed).
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
        const head =
          options.builtHeads.get(path) ??
          (options.cachedPage(path) ?? (await options.livePage(path)))?.head;
        const copy = landing.get(path);
        pages[index] = head && { path, ...head, ...(copy ? { landing: copy } : {}) };
      }
    };
    await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, work));
    return pages.filter((page): page is SitePage => page !== undefined);
  };
}
