import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { pageThrough } from '../testing/order-rows';
import { reviewParties } from '../testing/review-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('the reviews staff see on %s', (engine) => {
  let server: TestServer;
  const clients = clientFactory(() => server, '10.7.9');
  let parties: Awaited<ReturnType<typeof reviewParties>>;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
    parties = await reviewParties(server, clients, `staff-${engine}`);
  });
  afterAll(() => server.close());

  it("keeps the expert's rating of the customer for staff, never the customer", async () => {
    const { customer, expert, operator, steps, customerUserId } = parties;
    const running = await steps.deliveredOrder();
    const path = (id: number) => `writers/orders/${id}/customer-rating`;
    expect((await expert.get(path(running.id))).json.body).toEqual({
      can_submit: false,
      window_ends_at: null,
      customer_rating: null,
    });
    expect((await expert.post(path(running.id), { rating: '5' })).status).toBe(409);

    const order = await steps.approvedOrder();
    expect((await expert.get(path(order.id))).json.body.can_submit).toBe(true);
    const rated = await expert.post(path(order.id), { rating: '4', comment: 'Late answers.' });
    expect(rated.json.body.customer_rating).toMatchObject({ rating: 4, comment: 'Late answers.' });
    expect(slugOf(await expert.post(path(order.id), { rating: '12' }))).toBe('invalid_request');

    // Staff read it on the order and on the customer's account.
    const reviews = (await operator.get(`operators/orders/${order.id}/reviews`)).json.body;
    expect(reviews).toMatchObject({ review: null, customer_rating: { rating: 4 } });
    const listed = await pageThrough(
      operator,
      `operators/customers/${customerUserId}/customer-ratings`,
      {
        key: 'customer_ratings',
      },
    );
    expect(listed.items).toEqual([expect.objectContaining({ order_id: order.id, rating: 4 })]);

    // The customer reads none of it: not on their order, not through the staff's routes.
    const own = JSON.stringify((await customer.get(`customers/orders/${order.id}`)).json);
    expect(own).not.toContain('Late answers.');
    expect((await customer.get(path(order.id))).status).toBe(403);
    expect((await customer.get(`operators/orders/${order.id}/reviews`)).status).toBe(403);
    expect(
      (await customer.get(`operators/customers/${customerUserId}/customer-ratings`)).status,
    ).toBe(403);
    // Another expert's order is not found.
    expect((await (await clients.signedIn('writer')).get(path(order.id))).status).toBe(404);
    expect(
      (await operator.get(`operators/customers/${customerUserId}/customer-ratings?limit=101`))
        .status,
    ).toBe(400);
  });

  it('lets only an operator hide a review, which leaves the public pages and the rating', async () => {
    const { customer, expert, operator, steps, writer } = parties;
    const visitor = clients.newClient();
    const card = async () => (await visitor.get(`widgets/writers/${writer.slug}`)).json.body;
    const kept = await steps.approvedOrder();
    await customer.post('widgets/order-post-experience', {
      order_id: String(kept.id),
      rating: '9',
      comment: 'Helpful.',
    });
    const order = await steps.approvedOrder();
    await customer.post('widgets/order-post-experience', {
      order_id: String(order.id),
      rating: '2',
      comment: 'Call me at 555-0100, cheaper outside the site.',
    });
    const before = await card();
    expect(before.rating).toBeLessThan(9);

    const hide = `operators/orders/${order.id}/review/hide`;
    expect((await customer.post(hide)).status).toBe(403);
    expect((await expert.post(hide)).status).toBe(403);
    expect((await clients.newClient().post(hide)).status).toBe(401);
    expect((await operator.post(hide)).json.body.review).toMatchObject({ is_hidden: true });
    expect(slugOf(await operator.post(hide))).toBe('order_action_refused');

    expect(await card()).toMatchObject({ rating: 9, reviews_qty: before.reviews_qty - 1 });
    const texts = JSON.stringify(
      (await visitor.get(`widgets/writers/${writer.slug}/testimonials`)).json.body,
    );
    expect(texts).toContain('Helpful.');
    expect(texts).not.toContain('555-0100');
    const latest = (await visitor.get('widgets/orders-latest')).json.body.orders as Array<{
      id: number;
      rating: number | null;
    }>;
    expect(latest.find((listed) => listed.id === order.id)?.rating).toBeNull();

    // Hidden, the customer cannot put it back.
    const read = await customer.get('widgets/order-post-experience', {
      query: { order_id: String(order.id) },
    });
    expect(read.json.body).toMatchObject({ can_submit: false, experience: { is_hidden: true } });
    const again = await customer.post('widgets/order-post-experience', {
      order_id: String(order.id),
      rating: '10',
    });
    expect(slugOf(again)).toBe('order_action_refused');

    const events = (await operator.get(`operators/orders/${order.id}/audit-events`)).json.body
      .events as Array<{ action: string; detail: string }>;
    expect(events[0]).toMatchObject({ action: 'review_hidden', detail: '2/10' });
  });
});
