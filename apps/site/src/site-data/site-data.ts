import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ApiClient,
  CONTENT_VARIABLE_NAMES,
  type CommonSettings,
  type Company,
  type ContentVariable,
  type ContentVariableName,
  createApiClient,
  type Discipline,
  type LatestOrder,
  type PaperType,
  type PortfolioItem,
  type Statistics,
  type Testimonial,
  WRITER_CONTENT_VARIABLE_NAMES,
  type Writer,
  type WriterRegistrationInfo,
} from '@bb/api-client';
import { WRITERS_TOP_DEFAULT_LANG } from '@bb/validation';
import {
  EXPERTS_PAGE_SIZE,
  featuredExperts,
  forEachListedExpert,
  listedExpertsPage,
} from './listed-experts';
import { originRelative } from './origin-relative';
import { runtimeApiClient } from './runtime-api';

/** An expert's card with what their own page shows. */
export interface ExpertProfile {
  writer: Writer;
  /** Their newest testimonials (one page of them). */
  testimonials: Testimonial[];
  /** How many testimonials they have in all. */
  testimonialsQty: number;
  portfolio: PortfolioItem[];
}

/** What every page is built from, read once from the API (at build time, or at the server's start). */
export interface SiteData {
  settings: CommonSettings;
  disciplines: Discipline[];
  /** The order's types of work (the full order page's dictionary): the price calculator lists them. */
  paperTypes: PaperType[];
  contentVariables: Record<ContentVariableName, ContentVariable>;
  /** What the "Become an expert" page shows: the writer terms' paths, the review's days. */
  writerRegistration: WriterRegistrationInfo;
}

/**
 * The marketplace as it is now: read for each render of a page rendered on request (the server's
 * page cache decides how often), once at build time for a pre-rendered page (about us).
 */
export interface LiveData {
  statistics: Statistics;
  /** The best experts the API lists publicly, in its order (FEATURED_EXPERTS_QTY of them). */
  experts: Writer[];
  latestOrders: LatestOrder[];
  latestOrdersQty: number;
  testimonials: Testimonial[];
}

/** One page of the experts page's list. */
export interface ExpertsListPage {
  experts: Writer[];
  /** Where the next page starts (its `after`); null on the last page. */
  nextCursor: string | null;
}

/** What a subject's landing page shows of its discipline. */
export interface DisciplineData {
  discipline: Discipline;
  experts: Writer[];
  latestOrders: LatestOrder[];
}

/** Testimonials on an expert's page; the rest stay behind the API. */
const EXPERT_TESTIMONIALS_LIMIT = 6;

interface BuildApi {
  client: ApiClient;
  close: () => Promise<void>;
}

/*
 * Astro renders pages from its own bundle of this module while the config loads another copy: the
 * API is kept on globalThis so both see one server and the build's end can close it.
 */
const shared = globalThis as { bbSiteBuildApi?: Promise<BuildApi> };
let data: Promise<SiteData> | undefined;
let live: Promise<LiveData> | undefined;
const companies = new Map<string, Promise<Company | null>>();
const disciplineData = new Map<string, Promise<DisciplineData>>();

/**
 * Marketplace data is read again for every render on the server (whose page cache keeps it for
 * its TTL), and once per build for the pre-rendered pages.
 */
function readOncePerBuild<T>(memo: T | undefined, read: () => T): T {
  if (runtimeApiClient()) return read();
  return memo ?? read();
}

/**
 * The API the pages read: on the server, the API of its own process (no HTTP); at build time
 * BB_API_ORIGIN when set (a running API, e.g. production's), otherwise the built API started in
 * this process on a throwaway copy of the demo database, closed when the build ends.
 */
function buildApi(): Promise<BuildApi> {
  const runtime = runtimeApiClient();
  if (runtime) return Promise.resolve({ client: runtime, close: async () => {} });
  shared.bbSiteBuildApi ??= (async () => {
    const origin = process.env.BB_API_ORIGIN;
    if (origin) return { client: createApiClient({ origin }), close: async () => {} };
    const { buildServer, loadConfig } = await import(/* @vite-ignore */ '@bb/api/built');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bb-site-build-'));
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'false',
      // The build's own work lags this process's event loop: not load to shed.
      SHED_EVENT_LOOP_DELAY_MS: '0',
    });
    const app = await buildServer(config);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const close = async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { client: createApiClient({ origin: address }), close };
  })();
  return shared.bbSiteBuildApi;
}

/** Stops the API the build started, if it started one (called when the build is done). */
export async function closeSiteData(): Promise<void> {
  const started = shared.bbSiteBuildApi;
  shared.bbSiteBuildApi = undefined;
  if (started) await (await started).close();
}

/**
 * The API's own URLs (avatars) as paths, unless the pages are for a satellite domain, whose host
 * does not serve the API.
 */
function ownUrlsAsPaths<T>(value: T, settings: CommonSettings): T {
  if (process.env.PUBLIC_BB_SATELLITE_HOST_PREFIX || !settings.site) return value;
  return originRelative(value, settings.site.url);
}

/** The site's shared data (settings, disciplines, legal texts), read once. */
export function siteData(): Promise<SiteData> {
  data ??= (async () => {
    const { client } = await buildApi();
    const [settings, dictionaries, paperTypes, variables, registration] = await Promise.all([
      client.getCommonSettings(),
      client.getDisciplines(),
      client.getPaperTypes(),
      Promise.all(
        [...CONTENT_VARIABLE_NAMES, ...WRITER_CONTENT_VARIABLE_NAMES].map((name) =>
          client.getContentVariable(name),
        ),
      ),
      client.writerRegistration<WriterRegistrationInfo>(),
    ]);
    return {
      settings,
      disciplines: dictionaries.discipline_sub,
      paperTypes: paperTypes.paper_type,
      contentVariables: Object.assign({}, ...variables) as SiteData['contentVariables'],
      writerRegistration: registration,
    };
  })();
  return data;
}

/** The statistics, listed experts, latest orders and testimonials (see LiveData). */
export function liveData(): Promise<LiveData> {
  live = readOncePerBuild(live, async () => {
    const [{ settings }, { client }] = await Promise.all([siteData(), buildApi()]);
    const [statistics, experts, latest, rotator] = await Promise.all([
      client.getStatistics(),
      featuredExperts(client),
      client.getLatestOrders(),
      client.getTestimonialsRotator(),
    ]);
    return {
      statistics,
      experts: ownUrlsAsPaths(experts, settings),
      latestOrders: ownUrlsAsPaths(latest.orders, settings),
      latestOrdersQty: latest.total_qty,
      testimonials: ownUrlsAsPaths(rotator.testimonials, settings),
    };
  });
  return live;
}

/**
 * The API's answer to a slug no expert has, or to one that is not a slug at all (or a page cursor
 * that names no page). Told by the error's name and status, not `instanceof`: the server hands the
 * pages a client made by its own copy of @bb/api-client.
 */
function isUnknownAddress(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const { status } = error as Error & { status?: number };
  return status === 404 || status === 400;
}

/**
 * The experts page's list on the server: a page of the listed experts from `after` on (the first
 * without it), undefined for an `after` that names no page. Each page costs one call of the API
 * however deep.
 */
export async function expertsListPage(after: string | null): Promise<ExpertsListPage | undefined> {
  const [{ settings }, { client }] = await Promise.all([siteData(), buildApi()]);
  const page = await listedExpertsPage(client, { cursor: after, limit: EXPERTS_PAGE_SIZE }).catch(
    (error: unknown) => {
      if (isUnknownAddress(error)) return undefined;
      throw error;
    },
  );
  if (!page) return undefined;
  return { experts: ownUrlsAsPaths(page.writers, settings), nextCursor: page.next_cursor };
}

/** The experts page's list as a static build writes it: its pages, and how many experts in all. */
export interface StaticExpertsPages {
  pages: Writer[][];
  count: number;
}

let staticPages: Promise<StaticExpertsPages> | undefined;

/**
 * The experts page's list in a static build, which cannot answer `?after=`: every listed expert,
 * read once for the build, in pages of `EXPERTS_PAGE_SIZE` (numbered files, `expertsPagePath`).
 * There is always a first page, empty when no expert is listed.
 */
export function staticExpertsPages(): Promise<StaticExpertsPages> {
  staticPages ??= (async () => {
    const [{ settings }, { client }] = await Promise.all([siteData(), buildApi()]);
    const experts: Writer[] = [];
    await forEachListedExpert(client, (writers) => experts.push(...writers));
    const pages: Writer[][] = [];
    for (let start = 0; start === 0 || start < experts.length; start += EXPERTS_PAGE_SIZE) {
      pages.push(ownUrlsAsPaths(experts.slice(start, start + EXPERTS_PAGE_SIZE), settings));
    }
    return { pages, count: experts.length };
  })();
  return staticPages;
}

/** Every listed expert's slug (a static build writes a page for each), a page of them at a time. */
export async function listedExpertSlugs(): Promise<string[]> {
  const { client } = await buildApi();
  const slugs: string[] = [];
  await forEachListedExpert(client, (writers) => {
    for (const writer of writers) slugs.push(writer.slug);
  });
  return slugs;
}

/**
 * A listed expert's card by slug, null for a slug no listed expert has. Asked of the API by slug,
 * not looked up in the top list, so every listed expert is found however far down the list; an
 * old slug (a pen name changed) finds the expert, whose card then carries the current slug.
 */
async function listedExpert(client: ApiClient, slug: string): Promise<Writer | null> {
  const writer = await client.getWriter(slug).catch((error: unknown) => {
    if (isUnknownAddress(error)) return null;
    throw error;
  });
  // Listed as the top list lists: a complete profile of an expert customers can request, in the
  // site's language.
  const listed =
    writer?.is_profile_complete && writer.is_available && writer.lang === WRITERS_TOP_DEFAULT_LANG;
  return listed ? writer : null;
}

/**
 * Which of these experts have a page of their own (a review names one, listed or not): each asked
 * of the API as their page is, so the 500th expert links as the first does, and one the API
 * stops listing does not.
 */
export async function expertsWithPages(slugs: Iterable<string>): Promise<Set<string>> {
  const { client } = await buildApi();
  const unique = [...new Set(slugs)];
  const listed = await Promise.all(unique.map((slug) => listedExpert(client, slug)));
  return new Set(unique.filter((_, index) => listed[index] !== null));
}

/**
 * A listed expert's page: their card, newest testimonials and portfolio; undefined for a slug no
 * listed expert has (see listedExpert).
 */
export async function expertProfile(slug: string): Promise<ExpertProfile | undefined> {
  const [{ settings }, { client }] = await Promise.all([siteData(), buildApi()]);
  const writer = await listedExpert(client, slug);
  if (!writer) return undefined;
  const [testimonials, portfolio] = await Promise.all([
    client.getWriterTestimonials(writer.slug, { limit: EXPERT_TESTIMONIALS_LIMIT }),
    client.getWriterPortfolio(writer.slug),
  ]);
  return ownUrlsAsPaths(
    {
      writer,
      testimonials: testimonials.testimonials,
      testimonialsQty: testimonials.total_qty,
      portfolio: portfolio.portfolio,
    },
    settings,
  );
}

/**
 * The company of the site's domain (its registration details in the footer, spec §2), read at
 * build time like the rest: null when the domain has none. Publishing a change means a rebuild.
 */
export function siteCompany(site: URL): Promise<Company | null> {
  const domain = site.hostname;
  let entry = companies.get(domain);
  if (!entry) {
    entry = buildApi().then(async ({ client }) => {
      const settings = await client.getCompanySettings(domain);
      return settings.company ?? null;
    });
    companies.set(domain, entry);
  }
  return entry;
}

/** A subject's discipline (by its dictionary slug) with its experts and latest orders. */
export function disciplineDataBySlug(slug: string): Promise<DisciplineData> {
  const entry = readOncePerBuild(disciplineData.get(slug), async () => {
    const { disciplines, settings } = await siteData();
    const discipline = disciplines.find((item) => item.slug === slug);
    if (!discipline) throw new Error(`No discipline with the slug '${slug}' in the dictionary`);
    const { client } = await buildApi();
    const [experts, latest] = await Promise.all([
      featuredExperts(client, discipline.id),
      client.getLatestOrders({ discipline: discipline.id }),
    ]);
    return ownUrlsAsPaths({ discipline, experts, latestOrders: latest.orders }, settings);
  });
  disciplineData.set(slug, entry);
  return entry;
}
