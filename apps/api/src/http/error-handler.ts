import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errorEnvelope } from './envelope';

/** What a body over its limit is answered with: an uploaded file, a data box, or anything else. */
function tooLargeSlug(error: FastifyError, request: FastifyRequest) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return 'file_too_large';
  return request.url.includes('/widgets/data-boxes') ? 'data_box_too_large' : 'request_too_large';
}

/**
 * Every failure leaves as the error envelope: ours with their slug, a body over the limit as a
 * readable 413, Fastify's other 4xx (bad JSON, unknown content type) as invalid_request, anything
 * else as a logged 500 internal_error. No message or stack of an exception ever reaches the client.
 * With `notFound`, unknown paths get the 404 envelope too.
 */
export function installErrorHandling(
  app: FastifyInstance,
  options: { notFound: boolean } = { notFound: true },
): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', error.retryAfterSeconds);
      return reply.code(error.statusCode).send(errorEnvelope(error.slug, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(errorEnvelope(tooLargeSlug(error, request)));
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

  if (options.notFound) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope('not_found')));
  }
}
