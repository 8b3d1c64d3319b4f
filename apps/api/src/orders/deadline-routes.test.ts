import { describe, expect, it, vi } from 'vitest';
import { slugOf } from '../testing/api-client';
import { orderDraft } from '../testing/customer-fixtures';
import {
  auditActionsOf,
  orderPartiesSuite,
  notificationKindsAbout as toldAbout,
} from '../testing/order-parties';
import { ENGINES } from '../testing/test-server';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const WAIT = { timeout: 15_000, interval: 200 };

describe.each(ENGINES)('deadlines and their extensions on %s', (engine) => {
  const p = orderPartiesSuite(engine, '10.29.2');

  /** Accepted by the expert, due in three days. */
  async function orderInProgress(): Promise<{ id: number; deadline: number }> {
    const order = await p.steps.assignedOrder();
    expect((await p.expert.post(`writers/orders/${order.id}/accept`)).status).toBe(200);
    const { deadline_datetime } = (await p.customer.get(`customers/orders/${order.id}`)).json.body
      .order;
    return { id: order.id, deadline: deadline_datetime };
  }

  const views = async (id: number) => ({
    customer: (await p.customer.get(`customers/orders/${id}`)).json.body.order,
    expert: (await p.expert.get(`writers/orders/${id}`)).json.body.order,
    operator: (await p.operator.get(`operators/orders/${id}`)).json.body.order,
  });
  const lateEventsOf = async (id: number) =>
    (await auditActionsOf(p.operator, id)).filter((action) => action === 'order_late');

  it('marks an order late for every party once its deadline passes with work due, and records it', async () => {
    const { id, deadline } = await orderInProgress();
    for (const view of Object.values(await views(id))) expect(view.is_late).toBe(false);
    await p.advance(deadline - p.server.clock.now + HOUR);
    for (const view of Object.values(await views(id))) expect(view.is_late).toBe(true);
    await vi.waitFor(async () => expect(await lateEventsOf(id)).toHaveLength(1), WAIT);
    // Each party is told.
    for (const client of [p.customer, p.expert])
      expect(await toldAbout(client, id)).toContain('late');
    // The customer's list says it too.
    const listed = (await p.customer.get('customers/orders?status=in_progress')).json.body.orders;
    expect(listed.find((order: { id: number }) => order.id === id).is_late).toBe(true);
  });

  it('lets the customer move the deadline later, and the old deadline passes without a late order', async () => {
    const { id, deadline } = await orderInProgress();
    const path = `customers/orders/${id}/deadline`;
    for (const refusedDeadline of [deadline, deadline - HOUR]) {
      const refused = await p.customer.post(path, { deadline_datetime: String(refusedDeadline) });
      expect([refused.status, slugOf(refused)]).toEqual([400, 'deadline_not_later']);
    }
    expect(slugOf(await p.customer.post(path, { deadline_datetime: 'soon' }))).toBe(
      'invalid_request',
    );
    const later = deadline + 2 * DAY;
    const extended = await p.customer.post(path, { deadline_datetime: String(later) });
    expect(extended.status).toBe(200);
    expect(extended.json.body.order).toMatchObject({
      status: 'in_progress',
      deadline_datetime: later,
      is_late: false,
    });
    for (const view of Object.values(await views(id))) expect(view.deadline_datetime).toBe(later);

    await p.advance(deadline - p.server.clock.now + HOUR);
    expect((await views(id)).expert.is_late).toBe(false);
    await p.advance(later - p.server.clock.now + HOUR);
    expect((await views(id)).expert.is_late).toBe(true);
    await vi.waitFor(async () => expect(await lateEventsOf(id)).toHaveLength(1), WAIT);
  });

  it('lets the expert ask for a later deadline, one request at a time, which the customer declines or accepts', async () => {
    const { id, deadline } = await orderInProgress();
    const ask = (proposed: number, reason = 'Two of the sources arrive next week.') =>
      p.expert.post(`writers/orders/${id}/extension-request`, {
        deadline_datetime: String(proposed),
        reason,
      });
    const blank = await ask(deadline + DAY, '  ');
    expect([blank.status, slugOf(blank)]).toEqual([400, 'extension_reason_required']);
    expect(slugOf(await ask(deadline))).toBe('deadline_not_later');

    const asked = await ask(deadline + DAY);
    expect(asked.status).toBe(200);
    const request = {
      id: expect.any(Number),
      proposed_deadline_datetime: deadline + DAY,
      reason: 'Two of the sources arrive next week.',
      create_datetime: p.server.clock.now,
    };
    expect(asked.json.body.order.extension_request).toEqual(request);
    expect((await views(id)).customer.extension_request).toEqual(request);
    const again = await ask(deadline + 2 * DAY);
    expect([again.status, slugOf(again)]).toEqual([409, 'extension_pending']);

    const declined = await p.customer.post(`customers/orders/${id}/extension-request/decline`);
    expect(declined.json.body.order).toMatchObject({
      deadline_datetime: deadline,
      extension_request: null,
    });
    const none = await p.customer.post(`customers/orders/${id}/extension-request/accept`);
    expect([none.status, slugOf(none)]).toEqual([409, 'order_action_refused']);

    expect((await ask(deadline + 2 * DAY)).status).toBe(200);
    const accepted = await p.customer.post(`customers/orders/${id}/extension-request/accept`);
    expect(accepted.json.body.order).toMatchObject({
      status: 'in_progress',
      deadline_datetime: deadline + 2 * DAY,
      extension_request: null,
    });
    expect((await views(id)).expert.deadline_datetime).toBe(deadline + 2 * DAY);
    // The customer was asked twice; the expert heard of each answer.
    expect(
      (await toldAbout(p.customer, id)).filter((kind) => kind === 'request_extension'),
    ).toHaveLength(2);
    expect((await toldAbout(p.expert, id)).slice(0, 2)).toEqual([
      'accept_extension',
      'decline_extension',
    ]);
  });

  it('refuses the extension steps to every other party and to other people’s orders', async () => {
    const { id, deadline } = await orderInProgress();
    const form = { deadline_datetime: String(deadline + DAY), reason: 'More time, please.' };
    const stranger = p.newClient();
    await stranger.post('customers', { login: `stranger-${engine}@bb.example`, policy_agree: '1' });
    const refusals = [
      [stranger, `customers/orders/${id}/deadline`, [404, 'not_found']],
      [stranger, `customers/orders/${id}/extension-request/accept`, [404, 'not_found']],
      [p.expert, `customers/orders/${id}/deadline`, [403, 'user_role_required_user_not_matched']],
      [
        p.customer,
        `writers/orders/${id}/extension-request`,
        [403, 'user_role_required_user_not_matched'],
      ],
      [
        p.operator,
        `writers/orders/${id}/extension-request`,
        [403, 'user_role_required_user_not_matched'],
      ],
      [
        p.operator,
        `customers/orders/${id}/extension-request/decline`,
        [403, 'user_role_required_user_not_matched'],
      ],
    ] as const;
    for (const [client, path, expected] of refusals) {
      const refused = await client.post(path, form);
      expect([path, refused.status, slugOf(refused)]).toEqual([path, ...expected]);
    }
    // An order the expert was not given is not found for them.
    const { order: other } = (await p.customer.post('customers/pre-orders', orderDraft(p.server)))
      .json.body;
    const notTheirs = await p.expert.post(`writers/orders/${other.id}/extension-request`, form);
    expect([notTheirs.status, slugOf(notTheirs)]).toEqual([404, 'not_found']);
    expect((await views(id)).customer).toMatchObject({
      deadline_datetime: deadline,
      extension_request: null,
    });
  });

  it('counts one of two answers to the same request sent together', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, deadline } = await orderInProgress();
      await p.expert.post(`writers/orders/${id}/extension-request`, {
        deadline_datetime: String(deadline + DAY),
        reason: 'The data set is late.',
      });
      const answers = await Promise.all([
        p.customer.post(`customers/orders/${id}/extension-request/accept`),
        p.customer.post(`customers/orders/${id}/extension-request/decline`),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const acceptedFirst = answers[0]?.status === 200;
      expect((await views(id)).customer.deadline_datetime).toBe(
        acceptedFirst ? deadline + DAY : deadline,
      );
      const { ok } = await p.server.ctx.db
        .selectFrom('deadline_extensions')
        .select((eb) => eb.fn.countAll<number>().as('ok'))
        .where('order_id', '=', id)
        .where('status', 'in', ['accepted', 'declined'])
        .executeTakeFirstOrThrow();
      expect(Number(ok)).toBe(1);
    }
  });
});
