import { TESTIMONIALS_DEFAULT_QTY } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { LATEST_ORDERS_PAGE } from './review-routes';

describe.each(ENGINES)('reviews on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new ApiClient(server.app);
  });
  afterAll(() => server.close());

  it('rotates 20 testimonials by default, highlighted first, each with its writer', async () => {
    const response = await client.get('widgets/testimonials-rotator');
    const { testimonials } = response.json.body;
    expect(testimonials).toHaveLength(TESTIMONIALS_DEFAULT_QTY);
    expect(testimonials[0]).toMatchObject({
      text: expect.any(String),
      rating: expect.any(Number),
      writer: { slug: expect.any(String), avatar_url: expect.stringContaining('{size}') },
      discipline: { id: expect.any(Number), title: expect.any(String) },
    });
    expect(
      (await client.get('widgets/testimonials-rotator', { query: { qty: '5' } })).json.body
        .testimonials,
    ).toHaveLength(5);
  });

  it('lists the latest finished orders, newest first, with the total', async () => {
    const response = await client.get('widgets/orders-latest');
    const { orders, total_qty } = response.json.body;
    expect(total_qty).toBeGreaterThan(LATEST_ORDERS_PAGE);
    expect(orders).toHaveLength(LATEST_ORDERS_PAGE);
    const finished = orders.map((order: { finished_at: number }) => order.finished_at);
    expect(finished).toEqual([...finished].sort((a, b) => b - a));
    expect(orders[0]).toMatchObject({
      title: expect.any(String),
      writer: { slug: expect.any(String) },
      paper_type: { title: expect.any(String) },
    });
  });

  it('filters latest orders by discipline', async () => {
    const { orders: all, total_qty: allQty } = (await client.get('widgets/orders-latest')).json
      .body;
    const disciplineId = all[0].discipline.id;
    const response = await client.get('widgets/orders-latest', {
      query: { discipline: String(disciplineId) },
    });
    expect(response.json.body.orders.length).toBeGreaterThan(0);
    for (const order of response.json.body.orders) expect(order.discipline.id).toBe(disciplineId);
    expect(response.json.body.total_qty).toBeLessThan(allQty);
  });

  it.each([
    ['widgets/testimonials-rotator', { qty: '0' }],
    ['widgets/testimonials-rotator', { qty: '101' }],
    ['widgets/orders-latest', { discipline: 'python' }],
  ])('refuses %s %j', async (path, query) => {
    const response = await client.get(path, { query });
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('invalid_request');
  });
});
