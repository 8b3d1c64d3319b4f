import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SHED_RETRY_AFTER_S, SHED_START_GRACE_MS } from './load-shedding';

// Shedding depends on the process, not on the engine: SQLite alone.
describe('load shedding', () => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    // A heap limit every process is over: under pressure from the first sample (after a second).
    server = await startTestServer('sqlite', { SHED_HEAP_USED_MB: '1' });
    client = new ApiClient(server.app);
  });
  afterAll(() => server.close());

  it('answers 503 service_unavailable with Retry-After under pressure, before any work', async () => {
    let shed = await client.post('widgets/data-boxes', { data: '{"a":1}' });
    for (let tries = 0; shed.status === 200 && tries < 50; tries++) {
      await sleep(100);
      shed = await client.post('widgets/data-boxes', { data: '{"a":1}' });
    }
    expect([shed.status, slugOf(shed), Number(shed.headers['retry-after'])]).toEqual([
      503,
      'service_unavailable',
      SHED_RETRY_AFTER_S,
    ]);
    const stored = await server.ctx.db.selectFrom('data_boxes').select('key_hash').execute();
    const before = stored.length;
    expect((await client.post('widgets/data-boxes', { data: '{"b":2}' })).status).toBe(503);
    expect(await server.ctx.db.selectFrom('data_boxes').select('key_hash').execute()).toHaveLength(
      before,
    );
    // Not ready, so the balancer sends traffic elsewhere; alive, so nothing restarts it.
    expect((await client.get('ready')).status).toBe(503);
    expect((await client.get('health')).status).toBe(200);
  });
});

describe('the default heap limit', () => {
  it('leaves room for a running server: nothing is shed', async () => {
    const server = await startTestServer('sqlite');
    try {
      await sleep(1_200);
      expect((await new ApiClient(server.app).get('common/settings')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('a lagging event loop', () => {
  /** Keeps the event loop busy, as a long synchronous task would, for `ms`. */
  function block(ms: number) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Busy on purpose: nothing else may run meanwhile.
    }
  }

  /** Requests until one is shed or `ms` pass; the last answer's status. */
  async function statusUnderLag(client: ApiClient, ms: number) {
    const until = performance.now() + ms;
    let status = 200;
    while (status === 200 && performance.now() < until) {
      block(150);
      await sleep(50);
      status = (await client.get('common/settings')).status;
    }
    return status;
  }

  it('is not pressure in the first seconds after the start, and is after them', async () => {
    const server = await startTestServer('sqlite', { SHED_EVENT_LOOP_DELAY_MS: '20' });
    try {
      const client = new ApiClient(server.app);
      // Lagging for well over a sample right after the start: every request is served.
      expect(await statusUnderLag(client, SHED_START_GRACE_MS - 2_000)).toBe(200);
      await sleep(2_200);
      expect(await statusUnderLag(client, 3_000)).toBe(503);
    } finally {
      await server.close();
    }
  });
});
