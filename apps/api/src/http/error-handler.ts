import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorEnvelope } from './envelope';

/**
 * Every failure leaves as the error envelope: ours with their slug, Fastify's own 4xx (bad JSON,
 * unknown content type, a body over the limit) as invalid_request, anything else as a logged 500
 * internal_error. No message or stack of an exception ever reaches the client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', error.retryAfterSeconds);
      return reply.code(error.statusCode).send(errorEnvelope(error.slug, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const slug = request.url.includes('/widgets/data-boxes')
        ? 'data_box_too_large'
        : 'invalid_request';
      return reply.code(413).send(errorEnvelope(slug));
    }
    if (status === 429) {
      // Every 429 says when to come back; a minute is the shortest window we count in.
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', 60);
      return reply.code(429).send(errorEnvelope('too_many_requests'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorEnvelope('invalid_request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorEnvelope('internal_error'));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope('not_found')));
}
