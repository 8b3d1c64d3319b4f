import { FOUNDATION_YEAR } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('statistics on %s', (engine) => {
  let server: TestServer;
  const newClient = () => new ApiClient(server.app, '10.6.1.1');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('reports live statistics with the statistics badges', async () => {
    const { body } = (await newClient().get('widgets/statistics')).json;
    expect(body.writers_qty).toBe(24);
    expect(body.writers_online_qty).toBeLessThanOrEqual(24);
    expect(body.quality_score).toBeGreaterThan(0);
    expect(body.quality_score).toBeLessThanOrEqual(10);
    expect(body.foundation_year).toBe(FOUNDATION_YEAR);
    expect(body.badges.map((badge: { name: string }) => badge.name)).toEqual([
      'writers_count',
      'writers_online',
      'quality_score',
    ]);
  });

  it('counts a new customer after the cache expires', async () => {
    const before = (await newClient().get('widgets/statistics')).json.body.customers_qty;
    await newClient().post('customers', { login: 'counted@bb.example', policy_agree: '1' });
    expect((await newClient().get('widgets/statistics')).json.body.customers_qty).toBe(before);
    server.clock.advance(61_000);
    expect((await newClient().get('widgets/statistics')).json.body.customers_qty).toBe(before + 1);
  });
});
