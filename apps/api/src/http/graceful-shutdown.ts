import type { FastifyInstance } from 'fastify';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * On SIGTERM or SIGINT, closes the server gracefully and exits: readiness turns 503 at once
 * (health/health-routes.ts), the listener stops taking connections, idle keep-alive connections
 * close, requests in flight finish (each answer closing its connection), then the onClose hooks
 * stop the timers and jobs and close the database. Requests still running after `graceMs` have
 * their connections cut, and the exit code is 1. A second signal ends the process at once.
 */
export function closeOnSignals(
  app: FastifyInstance,
  graceMs: number,
  exit: (code: number) => void = process.exit,
): void {
  const shutDown = (signal: NodeJS.Signals) => {
    // Unheard from now on: a second signal ends the process at once.
    for (const each of SIGNALS) process.off(each, shutDown);
    app.log.info(`${signal}: finishing the requests in flight, then stopping`);
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn(`requests still in flight after ${graceMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, graceMs);
    app.close().then(
      () => {
        clearTimeout(grace);
        exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'the server did not close cleanly');
        exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, shutDown);
}
