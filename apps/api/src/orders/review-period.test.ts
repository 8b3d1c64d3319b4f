import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { uploadResult } from '../testing/customer-fixtures';
import {
  auditActionsOf,
  orderPartiesSuite,
  notificationKindsAbout as toldAbout,
} from '../testing/order-parties';
import { ENGINES } from '../testing/test-server';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Long enough for a job made due to have run: the runner looks every half second. */
const RUNNER_LOOKS = 2_000;
const WAIT = { timeout: 15_000, interval: 200 };

describe.each(ENGINES)('the review period on %s', (engine) => {
  const p = orderPartiesSuite(engine, '10.29.1');

  const orderOf = async (id: number) =>
    (await p.customer.get(`customers/orders/${id}`)).json.body.order;

  /** The expert's earning for the order, from every page of their earnings. */
  async function earningOf(id: number) {
    let cursor = '';
    do {
      const { body } = (
        await p.expert.get(`writers/earnings?limit=50${cursor && `&cursor=${cursor}`}`)
      ).json;
      const found = body.earnings.find((earning: { order_id: number }) => earning.order_id === id);
      if (found) return found;
      cursor = body.next_cursor ?? '';
    } while (cursor);
    return undefined;
  }

  const reviewRemindersOf = async (id: number) =>
    (await p.customer.get('widgets/reminders')).json.body.reminders.filter(
      (reminder: { type: string; order_id?: number }) =>
        reminder.type === 'review_period_ending' && reminder.order_id === id,
    );

  /** Lets the runner take whatever is due, then the order's state. */
  const settledStatus = async (id: number) => {
    await sleep(RUNNER_LOOKS);
    return (await orderOf(id)).status;
  };

  it('approves a delivered order 14 days after its delivery, its earning then available, the customer reminded before', async () => {
    const { id } = await p.steps.deliveredOrder();
    const deliveredAt = p.server.clock.now;
    const delivered = await orderOf(id);
    expect(delivered.review_ends_datetime).toBe(deliveredAt + 14 * DAY);
    expect(await reviewRemindersOf(id)).toEqual([]);

    await p.advance(11 * DAY);
    expect(await reviewRemindersOf(id)).toEqual([
      expect.objectContaining({
        due_datetime: deliveredAt + 14 * DAY,
        url_path: `/dashboard/customer/orders/${id}`,
      }),
    ]);
    await p.advance(3 * DAY - HOUR);
    expect(await settledStatus(id)).toBe('delivered');
    expect(await earningOf(id)).toMatchObject({ status: 'expected' });

    await p.advance(HOUR);
    await vi.waitFor(async () => expect((await orderOf(id)).status).toBe('finished'), WAIT);
    const approved = await orderOf(id);
    expect(approved.finished_datetime).toBe(deliveredAt + 14 * DAY);
    expect(approved.review_ends_datetime).toBeNull();
    expect(await earningOf(id)).toMatchObject({ status: 'available', order_status: 'finished' });
    expect(await reviewRemindersOf(id)).toEqual([]);
    // The customer was reminded twice and told of the approval; the expert, of the approval.
    expect((await toldAbout(p.customer, id)).slice(0, 3)).toEqual([
      'auto_approve',
      'review_period_ending',
      'review_period_ending',
    ]);
    expect((await toldAbout(p.expert, id))[0]).toBe('auto_approve');
    // The operator sees who approved it, and the reminders' times before.
    expect(await auditActionsOf(p.operator, id)).toEqual([
      'order_auto_approved',
      'review_period_ending',
      'review_period_ending',
      'order_assigned',
    ]);
  });

  it('approves 14 days after the last delivery, not the first, when the order came back for a revision', async () => {
    const { id } = await p.steps.deliveredOrder();
    await p.advance(2 * DAY);
    expect(
      (await p.customer.post(`customers/orders/${id}/revision`, { reason: 'Add the tests' }))
        .status,
    ).toBe(200);
    await p.advance(3 * DAY);
    await uploadResult(p.expert, id);
    expect((await p.expert.post(`writers/orders/${id}/deliver`)).status).toBe(200);
    const redeliveredAt = p.server.clock.now;
    expect((await orderOf(id)).review_ends_datetime).toBe(redeliveredAt + 14 * DAY);

    // The first delivery's end (day 14) and reminders pass: the order stays delivered.
    await p.advance(9 * DAY);
    expect(await settledStatus(id)).toBe('delivered');
    await p.advance(5 * DAY - HOUR);
    expect(await settledStatus(id)).toBe('delivered');
    await p.advance(HOUR);
    await vi.waitFor(async () => expect((await orderOf(id)).status).toBe('finished'), WAIT);
    expect((await orderOf(id)).finished_datetime).toBe(redeliveredAt + 14 * DAY);
  });

  it('does nothing when the customer approved first, or while a revision is pending', async () => {
    const approvedFirst = await p.steps.deliveredOrder();
    await p.advance(DAY);
    expect((await p.customer.post(`customers/orders/${approvedFirst.id}/approve`)).status).toBe(
      200,
    );
    const approvedAt = p.server.clock.now;
    const revised = await p.steps.deliveredOrder();
    expect(
      (
        await p.customer.post(`customers/orders/${revised.id}/revision`, {
          reason: 'Add the tests',
        })
      ).status,
    ).toBe(200);

    await p.advance(15 * DAY);
    expect(await settledStatus(revised.id)).toBe('revision');
    const approved = await orderOf(approvedFirst.id);
    expect([approved.status, approved.finished_datetime]).toEqual(['finished', approvedAt]);
    expect(await auditActionsOf(p.operator, approvedFirst.id)).not.toContain('order_auto_approved');
  });
});
