import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { startSlowRequest } from '../testing/slow-request';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { NOT_READY_RETRY_AFTER_S } from './health-routes';

describe.each(ENGINES)('health and readiness on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { PUBLIC_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(() => server.close());

  // A balancer's check: its own name for the process (here the origin's loopback twin, which
  // every other call is refused at), no Origin, no cookie, no X-Requested-With.
  const probe = (path: string, host: string) =>
    server.app.inject({ method: 'GET', url: `/api/en/1/${path}`, headers: { host } });

  it('answers a balancer by any address it knows the process at, never cached', async () => {
    for (const host of ['127.0.0.1:3000', 'api-2.internal:8080', 'localhost:3000']) {
      const health = await probe('health', host);
      expect([health.statusCode, health.json().body], host).toEqual([200, { status: 'live' }]);
      const ready = await probe('ready', host);
      expect([ready.statusCode, ready.json().body], host).toEqual([200, { status: 'ready' }]);
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    // Everything else at the twin is still refused with the address to use.
    expect((await probe('common/settings', '127.0.0.1:3000')).statusCode).toBe(421);
  });

  it('is not ready from the moment the server starts closing, while requests in flight finish', async () => {
    const other = await startTestServer(engine);
    const origin = await other.app.listen({ port: 0, host: '127.0.0.1' });
    // A side door into the same routes, which closing the server's listener leaves open.
    const side = createServer((request, response) => other.app.routing(request, response));
    await new Promise<void>((resolve) => side.listen(0, '127.0.0.1', resolve));
    const address = side.address() as AddressInfo;
    const ask = (path: string) =>
      fetch(`http://127.0.0.1:${address.port}/api/en/1/${path}`, { headers: { host: 'a:1' } });
    try {
      expect((await ask('ready')).status).toBe(200);
      const slow = await startSlowRequest(origin);
      const closing = other.close();
      let ready = await ask('ready');
      for (let tries = 0; ready.status === 200 && tries < 100; tries++) {
        await sleep(10);
        ready = await ask('ready');
      }
      expect([ready.status, ready.headers.get('retry-after')]).toEqual([
        503,
        String(NOT_READY_RETRY_AFTER_S),
      ]);
      expect((await ready.json()).meta.response.message_slug).toBe('service_unavailable');
      // Not for want of a database: it stays open until the request in flight is answered.
      expect((await ask('health')).status).toBe(200);
      expect((await ask('common/settings')).status).toBe(200);
      // Answered, and its keep-alive connection closed, so the server can close at once.
      const answered = await slow.finish();
      expect(answered.status).toBe(200);
      expect(answered.head).toMatch(/\r\nconnection: close(\r\n|$)/i);
      await closing;
    } finally {
      side.close();
    }
  });
});

describe('readiness while PostgreSQL refuses connections', () => {
  let server: TestServer;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    name = new URL(server.ctx.config.databaseUrl).pathname.slice(1);
    admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await server.close();
  });

  const setReachable = async (reachable: boolean) => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${reachable}`);
    if (!reachable)
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
  };

  it('says 503 with Retry-After until the database answers again, alive all along', async () => {
    const client = new ApiClient(server.app);
    expect((await client.get('ready')).status).toBe(200);
    await setReachable(false);
    try {
      const ready = await client.get('ready');
      expect([ready.status, slugOf(ready), Number(ready.headers['retry-after'])]).toEqual([
        503,
        'service_unavailable',
        NOT_READY_RETRY_AFTER_S,
      ]);
      expect((await client.get('health')).status).toBe(200);
    } finally {
      await setReachable(true);
    }
    // Each pooled connection the server ended is dropped at its first failure: ready again
    // within a few checks.
    let ready = await client.get('ready');
    for (let tries = 0; ready.status !== 200 && tries < 20; tries++) {
      await sleep(50);
      ready = await client.get('ready');
    }
    expect(ready.status).toBe(200);
  });
});
