import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing/api-client';
import { slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { reviewParties } from '../testing/review-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('order post-experience on %s', (engine) => {
  let server: TestServer;
  const clients = clientFactory(() => server, '10.7.2');
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
  });
  afterAll(() => server.close());

  const review = (customer: ApiClient, orderId: number, rating: number, comment = '') =>
    customer.post('widgets/order-post-experience', {
      order_id: String(orderId),
      rating: String(rating),
      comment,
      would_recommend: '1',
    });

  it('records the post-order experience for a finished order and rates it', async () => {
    const customer = await clients.signedIn();
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
    expect(before.json.body).toMatchObject({ can_submit: true, experience: null });
    const saved = await review(customer, finished.id, 9, 'Clear and on time.');
    expect(saved.json.body.experience).toMatchObject({
      rating: 9,
      comment: 'Clear and on time.',
      would_recommend: true,
      is_hidden: false,
    });
    const changed = await review(customer, finished.id, 10);
    expect(changed.json.body.experience.rating).toBe(10);
    expect((await customer.get(`customers/orders/${finished.id}`)).json.body.order.rating).toBe(10);

    expect((await review(customer, running.id, 5)).status).toBe(409);
    expect(slugOf(await review(customer, finished.id, 11))).toBe('invalid_request');
  });

  it("changes the expert's public page and the reviews page, by the weighted average", async () => {
    const { customer, writer, steps } = await reviewParties(server, clients, `rated-${engine}`);
    const public_ = clients.newClient();
    const card = async () => (await public_.get(`widgets/writers/${writer.slug}`)).json.body;
    expect(await card()).toMatchObject({ rating: 0, reviews_qty: 0, orders_finished_qty: 0 });

    // Three orders finished one after another, rated 6, 8 and 10: the latest counts most.
    const orders: Array<{ id: number; rating: number }> = [];
    for (const rating of [6, 8, 10]) {
      const order = await steps.approvedOrder();
      server.clock.advance(1000);
      orders.push({ ...order, rating });
    }
    for (const { id, rating } of orders) {
      expect((await review(customer, id, rating, `Rated ${rating} of ten.`)).status).toBe(200);
    }
    // (18·6 + 19·8 + 20·10) / 57 = 8.14: 8.1.
    expect(await card()).toMatchObject({ rating: 8.1, reviews_qty: 3, orders_finished_qty: 3 });

    const testimonials = (await public_.get(`widgets/writers/${writer.slug}/testimonials`)).json
      .body.testimonials as Array<{ text: string; rating: number; customer_label: string }>;
    expect(testimonials.map((testimonial) => [testimonial.text, testimonial.rating])).toEqual([
      ['Rated 10 of ten.', 10],
      ['Rated 8 of ten.', 8],
      ['Rated 6 of ten.', 6],
    ]);
    for (const testimonial of testimonials)
      expect(testimonial.customer_label).toMatch(/^Customer #\d+$/);

    const latest = (await public_.get('widgets/orders-latest')).json.body.orders as Array<{
      id: number;
      rating: number | null;
      writer: { slug: string };
    }>;
    expect(latest.slice(0, 3).map((order) => [order.id, order.rating, order.writer.slug])).toEqual(
      [...orders].reverse().map((order) => [order.id, order.rating, writer.slug]),
    );

    // Changing a review changes the rating, and counts no new review.
    const [first] = orders;
    if (!first) throw new Error('three orders');
    await review(customer, first.id, 10);
    // (18·10 + 19·8 + 20·10) / 57 = 9.33: 9.3; its comment gone, so is its testimonial.
    expect(await card()).toMatchObject({ rating: 9.3, reviews_qty: 3 });
    expect(
      (await public_.get(`widgets/writers/${writer.slug}/testimonials`)).json.body.testimonials,
    ).toHaveLength(2);
  });

  it('takes reviews only within the review window after the order is finished', async () => {
    const { steps } = await reviewParties(server, clients, `window-${engine}`);
    const order = await steps.approvedOrder();
    // Signed in again after each move of the clock: a session ends after hours idle.
    let customer = await clients.signedIn();
    const read = async () =>
      (
        await customer.get('widgets/order-post-experience', {
          query: { order_id: String(order.id) },
        })
      ).json.body;
    const opened = await read();
    expect(opened.can_submit).toBe(true);
    expect(opened.window_ends_at).toBe(server.clock.now + 30 * DAY);

    server.clock.advance(30 * DAY - 1);
    customer = await clients.signedIn();
    expect((await review(customer, order.id, 7)).status).toBe(200);
    server.clock.advance(1);
    expect(await read()).toMatchObject({ can_submit: false, experience: { rating: 7 } });
    const refused = await review(customer, order.id, 3);
    expect([refused.status, slugOf(refused)]).toEqual([409, 'order_action_refused']);
    expect((await read()).experience.rating).toBe(7);
  });
});
