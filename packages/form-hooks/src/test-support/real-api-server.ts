import type { AddressInfo } from 'node:net';
import { createCookieJarFetch, startTestServer, type TestServer } from '@bb/api/testing';
import { createTestEnvironment, type TestEnvironmentOptions } from './test-environment';

export interface RealApiServer {
  origin: string;
  server: TestServer;
  /** A new visitor: an environment whose client keeps its own cookies, as a fresh browser would. */
  visitor(options?: TestEnvironmentOptions): ReturnType<typeof createTestEnvironment>;
  close(): Promise<void>;
}

/**
 * The API itself on 127.0.0.1 (SQLite in memory, migrated and seeded with the demo accounts),
 * for hook tests whose answers must be the server's, not a fake's.
 */
export async function startRealApiServer(): Promise<RealApiServer> {
  const server = await startTestServer('sqlite');
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  return {
    origin,
    server,
    visitor: (options = {}) =>
      createTestEnvironment({ origin }, { fetch: createCookieJarFetch(), ...options }),
    close: () => server.close(),
  };
}
