import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import type { RouteDeclaration } from '../http/route-shapes';

/** How long readiness waits for the database before it says not ready. */
const DATABASE_CHECK_MS = 2_000;
/** When a balancer or client may ask a process that is not ready again. */
export const NOT_READY_RETRY_AFTER_S = 5;

/**
 * Asked by load balancers and orchestrators: any Host (the balancer names the process by its own
 * address), no Origin, no cookie. Liveness answers even under pressure (a busy process is alive,
 * not to be restarted); readiness does not, so the balancer sends its traffic elsewhere.
 */
const shapes = {
  health: { config: { anyHost: true, pressureHandler: () => undefined, openapi: {} } },
  ready: { config: { anyHost: true, openapi: {} } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /health: 200 while the process runs. GET /ready: 200 when the database answers and the
 * process is not draining (http/draining.ts: from the moment it starts closing); otherwise 503
 * service_unavailable with Retry-After. Never cached (the API's default no-store).
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', shapes.health, async () => okEnvelope({ status: 'live' }));

    app.get('/ready', shapes.ready, async (request) => {
      const notReady = new ApiError('service_unavailable', 503, undefined, NOT_READY_RETRY_AFTER_S);
      if (app.isDraining()) throw notReady;
      try {
        await withTimeout(sql`select 1`.execute(ctx.db), DATABASE_CHECK_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database did not answer');
        throw notReady;
      }
      return okEnvelope({ status: 'ready' });
    });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
