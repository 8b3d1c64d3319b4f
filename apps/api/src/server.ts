import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { apiRoutes } from './api-routes';
import type { AppContext } from './app-context';
import { catchUpAtStart, registerAppJobs } from './app-jobs';
import { createCaptchaVerifier } from './captcha/recaptcha';
import type { ApiConfig } from './config';
import { type AppDatabase, openDatabase } from './db/database';
import { createRateLimitStore } from './db/rate-limit-store';
import { createFileStorage, type FileStorage } from './files/file-storage';
import { API_BASE_PATH } from './http/api-base-path';
import { installDraining } from './http/draining';
import { ApiError, errorEnvelope } from './http/envelope';
import { installErrorHandling } from './http/error-handler';
import { installLoadShedding } from './http/load-shedding';
import { installRequestGuards } from './http/request-guards';
import { installDeclaredShapes } from './http/route-shapes';
import { installSecurityHeaders } from './http/security-headers';
import { createJobs, type JobsOptions } from './jobs/jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createOidcProviders } from './oauth/oidc-providers';
import { collectRoutes, type RegisteredRoute } from './openapi/openapi-document';
import { openapiRoutes } from './openapi-routes';
import { MISSING_ORDER_TIMERS_QUEUE } from './orders/missing-order-timers';
import { createStripeProvider } from './payments/stripe-provider';
import { createPayPalPayouts } from './payouts/paypal-payouts';
import { prepareDatabase } from './seed/prepare-database';

export type ServerOptions = {
  /** An already open database (tests share one per engine); otherwise DATABASE_URL is opened. */
  database?: AppDatabase;
  /** The clock, epoch ms. */
  now?: () => number;
  mailer?: Mailer;
  /** Where files' content goes; otherwise the configured folder or bucket. */
  files?: FileStorage;
  /**
   * Another server mounts the API (the site's): it answers every path outside /api/en/1 itself,
   * with its own headers and 404 page. Otherwise the API answers them: the 404 envelope, and its
   * security headers on every answer.
   */
  mounted?: boolean;
  /** How the jobs run (tests poll faster, and run scheduled work themselves). */
  jobs?: Omit<JobsOptions, 'onError'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context (database, configuration, clock), for tools and tests. */
    apiContext: AppContext;
    /** Every route registered on the server (Fastify's onRoute), the OpenAPI document's source. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Form bodies: a data box holds up to 64 KiB of JSON, which URL-encoding can triple. */
const BODY_LIMIT = 256 * 1024;

/**
 * Builds the API: opens and migrates the database, seeds it on first start, and registers every
 * route under /api/en/1. The instance is ready to `listen`, or to be mounted by another server.
 */
export async function buildServer(
  config: ApiConfig,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const database = options.database ?? openDatabase(config.databaseUrl, config.databasePool.size);
  const files = options.files ?? createFileStorage(config.files);
  await prepareDatabase(database, files, config, now());

  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    now,
    mailer: options.mailer ?? createMailer(config.mail),
    files,
    captcha: createCaptchaVerifier(config.recaptcha),
    rateLimits: await createRateLimitStore({ ...database, redisUrl: config.redisUrl }),
    oidc: createOidcProviders(config, now),
    ...(config.stripe ? { payments: createStripeProvider(config.stripe) } : {}),
    ...(config.paypal ? { payouts: createPayPalPayouts(config.paypal) } : {}),
    jobs: createJobs(database, config.databaseUrl, {
      poolSize: config.databasePool.jobsSize,
      ...options.jobs,
      // Called once the jobs run, after the instance below exists.
      onError: (error, queue) => app.log.error({ err: error, queue }, 'job failed'),
    }),
  };

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 8192 },
    // On close (SIGTERM), requests on open connections are still served, each answer closing
    // its connection, rather than refused with Fastify's own 503: nothing in flight is lost.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A URL that cannot even be decoded is bad input like any other.
    frameworkErrors: (_error, _request, reply) => {
      // Typed for a generic route; this reply is an ordinary one.
      (reply as unknown as FastifyReply).code(400).send(errorEnvelope('invalid_request'));
    },
  });
  app.decorate('apiContext', ctx);
  installDraining(app);
  app.decorate('registeredRoutes', collectRoutes(app));
  await app.register(cookie);
  await app.register(formbody);
  // A body over the limit, or a URL that cannot be routed, is refused before any route or plugin
  // is chosen: answered here as an envelope on every path, with a 413 the client can read.
  installErrorHandling(app, { notFound: !options.mounted });
  if (!options.mounted) installSecurityHeaders(app);
  // Everything below applies to /api/en/1 only, so a site mounted on the same instance keeps its
  // own headers, error pages and cross-origin rules.
  await app.register(
    async (api) => {
      installErrorHandling(api);
      // First: a request shed under pressure costs nothing more.
      await installLoadShedding(api, config.shedding);
      if (options.mounted) installSecurityHeaders(api);
      await installRequestGuards(api, {
        publicOrigin: config.publicOrigin,
        satelliteOrigins: config.satelliteOrigins,
      });
      installDeclaredShapes(api);
      await api.register(apiRoutes(ctx));
      // A mounting site serves its files on GET /*: without this, an unknown API path would get
      // its HTML 404. Every method, and no browser guard first: unknown is unknown.
      api.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        config: { crossSitePost: true },
        handler: async () => {
          throw new ApiError('not_found', 404);
        },
      });
      await api.register(openapiRoutes(ctx, app.registeredRoutes));
    },
    { prefix: API_BASE_PATH },
  );

  // The jobs run while the instance is ready, and are released when it closes.
  registerAppJobs(ctx, (message) => app.log.warn(message));
  app.addHook('onReady', async () => {
    await ctx.jobs.start();
    // A job, after the server is ready: one process at a time sweeps the orders written since.
    await ctx.jobs.send(MISSING_ORDER_TIMERS_QUEUE, {});
    // Tests that run scheduled work themselves turn schedules off, and this with them.
    if (options.jobs?.schedules !== false) await catchUpAtStart(ctx);
  });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop({ graceful: true });
    ctx.mailer.close();
    await ctx.rateLimits.close();
    if (!options.database) await database.db.destroy();
  });
  return app;
}
