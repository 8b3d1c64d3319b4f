import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../testing/api-client';
import { clientFactory, expertOrderSteps, uploadResult } from '../testing/customer-fixtures';
import { advanceJobsClock } from '../testing/job-clock';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Long enough for a job made due to have run: the runner looks every half second. */
const RUNNER_LOOKS = 2_000;
const WAIT = { timeout: 15_000, interval: 200 };

describe.each(ENGINES)('the review period on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  const { signedInParties } = clientFactory(() => server, '10.29.1');
  const { deliveredOrder } = expertOrderSteps(
    () => server,
    () => ({ customer, operator, expert, expertSlug }),
  );

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ customer, operator, expert } = await signedInParties());
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
  });
  afterAll(() => server.close());

  /** Days pass (the jobs due by then run); the parties sign in again, their sessions ended. */
  async function advance(ms: number) {
    await advanceJobsClock(server, ms);
    ({ customer, operator, expert } = await signedInParties());
  }

  const orderOf = async (id: number) =>
    (await customer.get(`customers/orders/${id}`)).json.body.order;

  /** The expert's earning for the order, from every page of their earnings. */
  async function earningOf(id: number) {
    let cursor = '';
    do {
      const { body } = (
        await expert.get(`writers/earnings?limit=50${cursor && `&cursor=${cursor}`}`)
      ).json;
      const found = body.earnings.find((earning: { order_id: number }) => earning.order_id === id);
      if (found) return found;
      cursor = body.next_cursor ?? '';
    } while (cursor);
    return undefined;
  }

  const reviewRemindersOf = async (id: number) =>
    (await customer.get('widgets/reminders')).json.body.reminders.filter(
      (reminder: { type: string; order_id?: number }) =>
        reminder.type === 'review_period_ending' && reminder.order_id === id,
    );

  /** Lets the runner take whatever is due, then the order's state. */
  const settledStatus = async (id: number) => {
    await sleep(RUNNER_LOOKS);
    return (await orderOf(id)).status;
  };

  it('approves a delivered order 14 days after its delivery, its earning then available, the customer reminded before', async () => {
    const { id } = await deliveredOrder();
    const deliveredAt = server.clock.now;
    const delivered = await orderOf(id);
    expect(delivered.review_ends_datetime).toBe(deliveredAt + 14 * DAY);
    expect(await reviewRemindersOf(id)).toEqual([]);

    await advance(11 * DAY);
    expect(await reviewRemindersOf(id)).toEqual([
      expect.objectContaining({
        due_datetime: deliveredAt + 14 * DAY,
        url_path: `/dashboard/customer/orders/${id}`,
      }),
    ]);
    await advance(3 * DAY - HOUR);
    expect(await settledStatus(id)).toBe('delivered');
    expect(await earningOf(id)).toMatchObject({ status: 'expected' });

    await advance(HOUR);
    await vi.waitFor(async () => expect((await orderOf(id)).status).toBe('finished'), WAIT);
    const approved = await orderOf(id);
    expect(approved.finished_datetime).toBe(deliveredAt + 14 * DAY);
    expect(approved.review_ends_datetime).toBeNull();
    expect(await earningOf(id)).toMatchObject({ status: 'available', order_status: 'finished' });
    expect(await reviewRemindersOf(id)).toEqual([]);
    // The customer was reminded twice and told of the approval; the expert, of the approval.
    const toldAbout = async (client: ApiClient) =>
      (await client.get('users/notifications', { query: { limit: '100' } })).json.body.notifications
        .filter((notice: { order_id: number }) => notice.order_id === id)
        .map((notice: { kind: string }) => notice.kind);
    expect((await toldAbout(customer)).slice(0, 3)).toEqual([
      'auto_approve',
      'review_period_ending',
      'review_period_ending',
    ]);
    expect((await toldAbout(expert))[0]).toBe('auto_approve');
    // The operator sees who approved it, and the reminders' times before.
    const { events } = (await operator.get(`operators/orders/${id}/audit-events`)).json.body;
    expect(events.map((event: { action: string }) => event.action)).toEqual([
      'order_auto_approved',
      'review_period_ending',
      'review_period_ending',
      'order_assigned',
    ]);
  });

  it('approves 14 days after the last delivery, not the first, when the order came back for a revision', async () => {
    const { id } = await deliveredOrder();
    await advance(2 * DAY);
    expect(
      (await customer.post(`customers/orders/${id}/revision`, { reason: 'Add the tests' })).status,
    ).toBe(200);
    await advance(3 * DAY);
    await uploadResult(expert, id);
    expect((await expert.post(`writers/orders/${id}/deliver`)).status).toBe(200);
    const redeliveredAt = server.clock.now;
    expect((await orderOf(id)).review_ends_datetime).toBe(redeliveredAt + 14 * DAY);

    // The first delivery's end (day 14) and reminders pass: the order stays delivered.
    await advance(9 * DAY);
    expect(await settledStatus(id)).toBe('delivered');
    await advance(5 * DAY - HOUR);
    expect(await settledStatus(id)).toBe('delivered');
    await advance(HOUR);
    await vi.waitFor(async () => expect((await orderOf(id)).status).toBe('finished'), WAIT);
    expect((await orderOf(id)).finished_datetime).toBe(redeliveredAt + 14 * DAY);
  });

  it('does nothing when the customer approved first, or while a revision is pending', async () => {
    const approvedFirst = await deliveredOrder();
    await advance(DAY);
    expect((await customer.post(`customers/orders/${approvedFirst.id}/approve`)).status).toBe(200);
    const approvedAt = server.clock.now;
    const revised = await deliveredOrder();
    expect(
      (await customer.post(`customers/orders/${revised.id}/revision`, { reason: 'Add the tests' }))
        .status,
    ).toBe(200);

    await advance(15 * DAY);
    expect(await settledStatus(revised.id)).toBe('revision');
    const approved = await orderOf(approvedFirst.id);
    expect([approved.status, approved.finished_datetime]).toEqual(['finished', approvedAt]);
    const { events } = (await operator.get(`operators/orders/${approvedFirst.id}/audit-events`))
      .json.body;
    expect(events.map((event: { action: string }) => event.action)).not.toContain(
      'order_auto_approved',
    );
  });
});
