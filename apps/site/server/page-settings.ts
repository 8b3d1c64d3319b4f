import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageSettings, SeoClient } from '@bb/api-client';
import { compressed, type LivePage } from './live-pages';
import { createPageCache } from './page-cache';
import { withHeadSettings } from './page-head';

export interface PageSettingsOptions {
  /** The seo calls on the API of this process (in-process, no HTTP). */
  client: SeoClient;
  origin: string;
  /** The built site (`dist/site`): the pre-rendered pages. */
  siteDir: string;
  /** The live pages' TTL: an edit shows on every page within it. */
  ttlMs: number;
  policyOf: (html: string) => string;
  onRefreshError: (key: string, error: unknown) => void;
  now?: () => number;
}

/** Redirects are few; one list, read again once per TTL. */
const REDIRECTS_KEY = 'redirects';
/** As many pre-rendered pages as the live pages' cache keeps. */
const MAX_CACHED_PAGES = 1000;

/**
 * The seo role's edits on the served pages, without a rebuild. A page rendered on request gets
 * its edit when it is rendered (`withSettings`); a pre-rendered page with an edit is its built
 * file with the edit put into its head, compressed and cached for the TTL like a live page
 * (`editedFile`; undefined: serve the file as built). The redirects are read once per TTL.
 */
export function createPageSettings(options: PageSettingsOptions) {
  const settingsOf = async (sitePath: string): Promise<PageSettings | null> =>
    (await options.client.pageSettings(sitePath)).page;

  const withSettings = async (sitePath: string, html: string): Promise<string> => {
    const settings = await settingsOf(sitePath);
    return settings ? withHeadSettings(html, settings, options.origin) : html;
  };

  // A pre-rendered page by its file name ('about-us.html'): null when it has no edit.
  const files = createPageCache<LivePage | null>({
    ttlMs: options.ttlMs,
    maxEntries: MAX_CACHED_PAGES,
    now: options.now,
    onRefreshError: options.onRefreshError,
    render: async (file) => {
      const settings = await settingsOf(`/${file}`);
      if (!settings) return null;
      const built = await readFile(path.join(options.siteDir, file), 'utf8');
      const html = withHeadSettings(built, settings, options.origin);
      return compressed(200, 'text/html; charset=utf-8', html, options.policyOf(html));
    },
  });

  const redirects = createPageCache<Map<string, string>>({
    ttlMs: options.ttlMs,
    maxEntries: 1,
    now: options.now,
    onRefreshError: options.onRefreshError,
    render: async () => {
      const { redirects: list } = await options.client.pageRedirects();
      return new Map(list.map((redirect) => [redirect.from_path, redirect.to_path]));
    },
  });

  return {
    settingsOf,
    withSettings,
    /** The pre-rendered page `file` with its edit; undefined when it has none. */
    editedFile: async (file: string) => (await files.get(file)) ?? undefined,
    /** Where an old address of ours moved (a path of ours), if it did. */
    redirectOf: async (pathname: string) => (await redirects.get(REDIRECTS_KEY))?.get(pathname),
    /** When each edited page last changed (ms), by its path: the sitemap's lastmod. */
    changes: async () =>
      new Map(
        (await options.client.pageChanges()).pages.map((page) => [page.path, page.updated_at]),
      ),
  };
}

export type SitePageSettings = ReturnType<typeof createPageSettings>;
