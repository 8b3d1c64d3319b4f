import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('order post-experience on %s', (engine) => {
  let server: TestServer;
  const { signedIn } = clientFactory(() => server, '10.7.2');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('records the post-order experience for a finished order and rates it', async () => {
    const customer = await signedIn();
    const orders = (await customer.get('customers/orders')).json.body.orders as Array<{
      id: number;
      status: string;
    }>;
    const finished = orders.find((order) => order.status === 'finished');
    const running = orders.find((order) => order.status === 'in_progress');
    if (!finished || !running)
      throw new Error('the demo customer has a finished and a running order');

    const before = await customer.get('widgets/order-post-experience', {
      query: { order_id: String(finished.id) },
    });
    expect(before.json.body).toEqual({ can_submit: true, experience: null });
    const saved = await customer.post('widgets/order-post-experience', {
      order_id: String(finished.id),
      rating: '9',
      comment: 'Clear and on time.',
      would_recommend: '1',
    });
    expect(saved.json.body.experience).toMatchObject({
      rating: 9,
      comment: 'Clear and on time.',
      would_recommend: true,
    });
    const changed = await customer.post('widgets/order-post-experience', {
      order_id: String(finished.id),
      rating: '10',
      comment: '',
      would_recommend: '1',
    });
    expect(changed.json.body.experience.rating).toBe(10);
    expect((await customer.get(`customers/orders/${finished.id}`)).json.body.order.rating).toBe(10);

    expect(
      (
        await customer.post('widgets/order-post-experience', {
          order_id: String(running.id),
          rating: '5',
        })
      ).status,
    ).toBe(409);
    expect(
      slugOf(
        await customer.post('widgets/order-post-experience', {
          order_id: String(finished.id),
          rating: '11',
        }),
      ),
    ).toBe('invalid_request');
  });
});
