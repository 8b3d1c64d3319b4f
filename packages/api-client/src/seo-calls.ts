import type { PageInfo, SeoFaqItem, SeoPageFlag } from '@bb/validation';
import type { CallContext } from './call-context';
import { type PageOptions, pageQuery } from './page-options';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const SEO_PAGES_PATH = '/seo/pages';
export const SEO_REDIRECTS_PATH = '/seo/redirects';

/** What a public page is: a subject landing page, an expert's page, or another route. */
export type SeoPageKind = 'landing' | 'expert' | 'page';
/** The fields of a page an edit can set. */
export type SeoEditableField = 'title' | 'description' | 'og_image' | 'intro' | 'faq';

/** A public page as the seo role sees it: what it shows now, its defaults and its flags. */
export interface SeoPage {
  /** Its path on the site ('/', '/python-homework.html', '/experts/ada.html'). */
  path: string;
  kind: SeoPageKind;
  /** The `<title>` as served now (an edit's, or the page's own). */
  title: string;
  description: string;
  /** The og:image address ('' when none). */
  og_image: string;
  canonical: string;
  h1: string;
  /** false: the page asks search engines not to list it. */
  indexable: boolean;
  defaults: { title: string; description: string; og_image: string };
  /** The fields an edit sets now; empty when the page is as built. */
  edited: SeoEditableField[];
  /** When an edit last changed the page (ms); null when never edited. */
  updated_at: number | null;
  flags: SeoPageFlag[];
}

/** One page with a landing page's intro and FAQ (now and by default). */
export interface SeoPageDetail extends SeoPage {
  landing: {
    intro: string;
    faq: SeoFaqItem[];
    defaults: { intro: string; faq: SeoFaqItem[] };
  } | null;
}

/** The Personal Area's list: every page (or those flagged) and both counts. */
export interface SeoPages {
  pages: SeoPage[];
  counts: { all: number; problems: number };
}

/** One saved edit of a page (null fields take the default). */
export interface SeoPageVersion {
  id: number;
  title: string | null;
  description: string | null;
  og_image: string | null;
  intro: string | null;
  faq: SeoFaqItem[] | null;
  actor: { id: number; email: string } | null;
  /** The version this one undid (a revert); null for an edit. */
  reverted_version_id: number | null;
  created_at: number;
}

/** An old address answered with 301 to a new one, both paths of the site. */
export interface SeoRedirect {
  id: number;
  from_path: string;
  to_path: string;
  created_at: number;
}

/** A page edit: an empty text (an empty FAQ) takes the page's default. */
export interface SeoPageForm {
  path: string;
  title: string;
  description: string;
  og_image: string;
  /** A landing page's only. */
  intro?: string;
  faq?: SeoFaqItem[];
}

/** What the site applies to one page: the edit's fields (null: the page's own) and when. */
export interface PageSettings {
  title: string | null;
  description: string | null;
  og_image: string | null;
  intro: string | null;
  faq: SeoFaqItem[] | null;
  updated_at: number;
}

/**
 * The seo role's calls (the pages, their edits and history, the redirects) and the public ones
 * the site reads to apply them (a page's settings, the edited pages, the redirects).
 */
export function createSeoCalls({ transport }: CallContext) {
  return {
    /** GET /seo/pages: every public page, or only the flagged ones (`problems`). */
    seoPages: ({ problems, signal }: RequestOptions & { problems?: boolean } = {}) =>
      transport.send<SeoPages>({
        method: 'GET',
        path: SEO_PAGES_PATH,
        query: { problems: problems ? '1' : undefined },
        signal,
      }),

    /** GET /seo/pages/page: one page, with a landing page's intro and FAQ. */
    seoPage: (path: string, { signal }: RequestOptions = {}) =>
      transport.send<{ page: SeoPageDetail }>({
        method: 'GET',
        path: `${SEO_PAGES_PATH}/page`,
        query: { path },
        signal,
      }),

    /** PUT /seo/pages: saves an edit; answers the page as it now shows. */
    saveSeoPage: (form: SeoPageForm, { signal }: RequestOptions = {}) =>
      transport.send<{ page: SeoPageDetail }>({
        method: 'PUT',
        path: SEO_PAGES_PATH,
        form: {
          path: form.path,
          title: form.title,
          description: form.description,
          og_image: form.og_image,
          intro: form.intro,
          faq: form.faq === undefined ? undefined : JSON.stringify(form.faq),
        },
        signal,
      }),

    /** GET /seo/pages/versions: a page of one page's edits, newest first. */
    seoPageVersions: (path: string, page: PageOptions = {}) =>
      transport.send<{ versions: SeoPageVersion[] } & PageInfo>({
        method: 'GET',
        path: `${SEO_PAGES_PATH}/versions`,
        query: { ...pageQuery(page), path },
        signal: page.signal,
      }),

    /** POST /seo/pages/versions/{id}/revert: undoes that edit (a new edit); answers the page. */
    revertSeoPageVersion: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ page: SeoPageDetail }>({
        method: 'POST',
        path: `${SEO_PAGES_PATH}/versions/${encodeURIComponent(String(id))}/revert`,
        signal,
      }),

    /** GET /seo/redirects: a page of the redirects, newest first. */
    seoRedirects: (page: PageOptions = {}) =>
      transport.send<{ redirects: SeoRedirect[] } & PageInfo>({
        method: 'GET',
        path: SEO_REDIRECTS_PATH,
        query: pageQuery(page),
        signal: page.signal,
      }),

    /** POST /seo/redirects: from an old path to a page of the site (no chains, no loops). */
    addSeoRedirect: (
      form: { from_path: string; to_path: string },
      { signal }: RequestOptions = {},
    ) =>
      transport.send<{ redirect: SeoRedirect }>({
        method: 'POST',
        path: SEO_REDIRECTS_PATH,
        form: { from_path: form.from_path, to_path: form.to_path },
        signal,
      }),

    /** DELETE /seo/redirects/{id}. */
    removeSeoRedirect: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<Record<string, never>>({
        method: 'DELETE',
        path: `${SEO_REDIRECTS_PATH}/${encodeURIComponent(String(id))}`,
        signal,
      }),

    /** GET /widgets/page-settings: what the site applies to one page (null: nothing). */
    pageSettings: (path: string, { signal }: RequestOptions = {}) =>
      transport.send<{ page: PageSettings | null }>({
        method: 'GET',
        path: '/widgets/page-settings',
        query: { path },
        signal,
      }),

    /** GET /widgets/page-changes: every edited page and when (the sitemap's lastmod). */
    pageChanges: ({ signal }: RequestOptions = {}) =>
      transport.send<{ pages: { path: string; updated_at: number }[] }>({
        method: 'GET',
        path: '/widgets/page-changes',
        signal,
      }),

    /** GET /widgets/redirects: every old address the site answers with 301. */
    pageRedirects: ({ signal }: RequestOptions = {}) =>
      transport.send<{ redirects: { from_path: string; to_path: string }[] }>({
        method: 'GET',
        path: '/widgets/redirects',
        signal,
      }),
  };
}

/** The seo calls, a client of their own, so that the public pages' bundles do not carry them. */
export function createSeoClient(options: TransportOptions = {}) {
  return createSeoCalls({ transport: createTransport(options) });
}

export type SeoClient = ReturnType<typeof createSeoClient>;
