import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the server starts closing (SIGTERM): readiness says 503. */
    isDraining(): boolean;
  }
}

/**
 * Marks the server draining as soon as it starts closing. Every answer from then on closes its
 * connection, requests in flight included: a keep-alive connection would otherwise hold the
 * closing server open until the client's idle timeout.
 */
export function installDraining(app: FastifyInstance): void {
  let draining = false;
  app.decorate('isDraining', () => draining);
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
