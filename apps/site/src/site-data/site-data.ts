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
  type PortfolioItem,
  type Statistics,
  type Testimonial,
  WRITER_CONTENT_VARIABLE_NAMES,
  type Writer,
  type WriterRegistrationInfo,
} from '@bb/api-client';
import { originRelative } from './origin-relative';

/** An expert's card with what their own page shows. */
export interface ExpertProfile {
  writer: Writer;
  /** Their newest testimonials (one page of them). */
  testimonials: Testimonial[];
  /** How many testimonials they have in all. */
  testimonialsQty: number;
  portfolio: PortfolioItem[];
}

/** What the pages are built from, read once from the API at build time. */
export interface SiteData {
  settings: CommonSettings;
  statistics: Statistics;
  disciplines: Discipline[];
  experts: ExpertProfile[];
  latestOrders: LatestOrder[];
  latestOrdersQty: number;
  testimonials: Testimonial[];
  contentVariables: Record<ContentVariableName, ContentVariable>;
  /** What the "Become an expert" page shows: the writer terms' paths, the review's days. */
  writerRegistration: WriterRegistrationInfo;
}

/** What a subject's landing page shows of its discipline. */
export interface DisciplineData {
  discipline: Discipline;
  experts: Writer[];
  latestOrders: LatestOrder[];
}

/** Testimonials on an expert's page; the rest stay behind the API. */
const EXPERT_TESTIMONIALS_LIMIT = 6;
/** Experts with at least this many reviews are listed (the demo's newest writers have few). */
const LISTED_EXPERTS_MIN_REVIEWS = 1;

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
const companies = new Map<string, Promise<Company | null>>();
const disciplineData = new Map<string, Promise<DisciplineData>>();

/**
 * The API the build reads: BB_API_ORIGIN when set (a running API, e.g. production's), otherwise
 * the built API started in this process on a throwaway copy of the demo database, closed when the
 * build ends.
 */
function buildApi(): Promise<BuildApi> {
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

/** The site's shared data (settings, statistics, experts, reviews, legal texts), read once. */
export function siteData(): Promise<SiteData> {
  data ??= (async () => {
    const { client } = await buildApi();
    const [settings, statistics, dictionaries, top, latest, rotator, variables, registration] =
      await Promise.all([
        client.getCommonSettings(),
        client.getStatistics(),
        client.getDisciplines(),
        client.getTopWriters({ reviews_qty: LISTED_EXPERTS_MIN_REVIEWS }),
        client.getLatestOrders(),
        client.getTestimonialsRotator(),
        Promise.all(
          [...CONTENT_VARIABLE_NAMES, ...WRITER_CONTENT_VARIABLE_NAMES].map((name) =>
            client.getContentVariable(name),
          ),
        ),
        client.writerRegistration<WriterRegistrationInfo>(),
      ]);
    const experts = await Promise.all(
      top.writers.map(async (writer): Promise<ExpertProfile> => {
        const [testimonials, portfolio] = await Promise.all([
          client.getWriterTestimonials(writer.slug, { limit: EXPERT_TESTIMONIALS_LIMIT }),
          client.getWriterPortfolio(writer.slug),
        ]);
        return {
          writer,
          testimonials: testimonials.testimonials,
          testimonialsQty: testimonials.total_qty,
          portfolio: portfolio.portfolio,
        };
      }),
    );
    return {
      settings,
      statistics,
      disciplines: dictionaries.discipline_sub,
      experts: ownUrlsAsPaths(experts, settings),
      latestOrders: ownUrlsAsPaths(latest.orders, settings),
      latestOrdersQty: latest.total_qty,
      testimonials: ownUrlsAsPaths(rotator.testimonials, settings),
      contentVariables: Object.assign({}, ...variables) as SiteData['contentVariables'],
      writerRegistration: registration,
    };
  })();
  return data;
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
  let entry = disciplineData.get(slug);
  if (!entry) {
    entry = (async () => {
      const { disciplines, settings } = await siteData();
      const discipline = disciplines.find((item) => item.slug === slug);
      if (!discipline) throw new Error(`No discipline with the slug '${slug}' in the dictionary`);
      const { client } = await buildApi();
      const [top, latest] = await Promise.all([
        client.getTopWriters({
          discipline: discipline.id,
          reviews_qty: LISTED_EXPERTS_MIN_REVIEWS,
        }),
        client.getLatestOrders({ discipline: discipline.id }),
      ]);
      return ownUrlsAsPaths(
        { discipline, experts: top.writers, latestOrders: latest.orders },
        settings,
      );
    })();
    disciplineData.set(slug, entry);
  }
  return entry;
}
