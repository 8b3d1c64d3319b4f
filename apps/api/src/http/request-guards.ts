import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from './api-base-path';
import { ApiError, errorEnvelope } from './envelope';
import { isLoopbackTwin } from './loopback-twin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A post from elsewhere by design, protected by its own proof rather than by the browser
     * guards: Apple's form_post callback (its state), a payment provider's webhook (its signature).
     */
    crossSitePost?: boolean;
    /** Asked by a load balancer by whatever address it knows the process at (health checks). */
    anyHost?: boolean;
  }
}

/**
 * A call to the configured origin's loopback twin (127.0.0.1 for localhost) is refused with the
 * address to use: its cookies and Origin would not be ours, so it could only fail further on.
 * State-changing requests must carry X-Requested-With: XMLHttpRequest, which a cross-site form
 * or image cannot send, and which makes a cross-origin fetch preflight; CORS answers the preflight
 * only for our satellite origins. An Origin header naming any other site is refused outright.
 */
export async function installRequestGuards(
  app: FastifyInstance,
  options: { publicOrigin: string; satelliteOrigins: string[] },
): Promise<void> {
  const satellites = new Set(options.satelliteOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && satellites.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'X-Requested-With'],
    maxAge: 600,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.anyHost) return;
    if (!isLoopbackTwin(options.publicOrigin, request.host)) return;
    const envelope = errorEnvelope('wrong_address');
    envelope.meta.response.message = `This server answers at ${options.publicOrigin}: call the API at ${options.publicOrigin}${API_BASE_PATH}.`;
    return reply.code(421).send(envelope);
  });

  const allowedOrigins = new Set([options.publicOrigin, ...options.satelliteOrigins]);
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSitePost)
      return done();
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return done(new ApiError('xhr_header_required', 403));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin))
      return done(new ApiError('origin_not_allowed', 403));
    done();
  });
}
