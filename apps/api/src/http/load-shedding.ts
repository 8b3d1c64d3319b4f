import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SheddingConfig } from '../config';
import { ApiError } from './envelope';

/** When a shed request may come back: a few of under-pressure's one-second samples later. */
export const SHED_RETRY_AFTER_S = 10;

/**
 * How long after the server is ready a lagging event loop is not yet pressure: the first
 * samples measure the start itself (compiling, migrating, seeding, warming caches), and a
 * process that sheds its first requests for that would fail a balancer's first checks for nothing.
 */
export const SHED_START_GRACE_MS = 5_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route answer under pressure; one returning nothing serves. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => undefined;
  }
}

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags, or the heap or the
 * resident memory is over its limit (each sampled every second; 0 is off), every request is
 * answered at once with 503 service_unavailable and Retry-After, before any work is done for it,
 * so the process catches up and the balancer's readiness checks send traffic elsewhere. A lagging
 * event loop counts only from SHED_START_GRACE_MS after the server is ready.
 */
export async function installLoadShedding(
  app: FastifyInstance,
  limits: SheddingConfig,
): Promise<void> {
  let readyAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    readyAt = performance.now();
  });
  const starting = () => performance.now() - readyAt < SHED_START_GRACE_MS;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    pressureHandler: async (request, _reply, type, value) => {
      if (type === underPressure.TYPE_EVENT_LOOP_DELAY && starting()) return;
      request.log.debug({ type, value }, 'under pressure: request shed');
      throw new ApiError('service_unavailable', 503, undefined, SHED_RETRY_AFTER_S);
    },
  });
}
