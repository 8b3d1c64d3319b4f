import { ORDER_STATUSES, type OrderStatus } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceTransaction,
  chargeOrder,
  recordCardRefund,
  refundOrder,
} from '../orders/balance-ledger';
import { recordEarning, reduceEarning, releaseEarning } from '../orders/expert-earnings';
import {
  recordCommission,
  reduceCommission,
  releaseCommission,
} from '../orders/partner-commissions';
import { PARTNER_LEDGER, payOutExpert, payOutOwner } from '../payouts/payout-ledgers';
import { settlePayoutOfBatch } from '../payouts/payout-transfers';
import {
  addTicketMessage,
  closeTicket,
  openTicket,
  waitingTicketCount,
} from '../support/support-tickets';
import { assignTicket, takeTicket } from '../support-agents/agent-tickets';
import { keptTotals, recountedTotals } from '../testing/kept-totals';
import { insertCustomerRow, insertOrderRows } from '../testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { transact } from './transactions';

const DAY = 24 * 60 * 60 * 1000;
const COMMISSION_PERCENT = 10;

/** Operations of the random sequence, and rounds of the race. */
const OPERATIONS = 160;
const RACE_ROUNDS = 5;
/** Tickets written at once in each round of the tickets' race, of as many customers. */
const RACING_TICKETS = 8;

/** A small seeded generator, so a failing sequence is the same on every run. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

describe.each(ENGINES)('the totals kept beside the ledgers on %s', (engine) => {
  let server: TestServer;
  const db = () => server.ctx.db;

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
  });
  afterAll(() => server?.close());

  async function parties() {
    const customers = await db()
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'customer')
      .orderBy('id')
      .limit(4)
      .execute();
    const writers = await db().selectFrom('writers').select('id').orderBy('id').limit(3).execute();
    const operator = await db()
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'operator')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const agents = await db()
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'support_contract')
      .where('is_blocked', '=', 0)
      .orderBy('id')
      .execute();
    const partner = await db()
      .selectFrom('referral_partners')
      .select('user_id')
      .orderBy('user_id')
      .executeTakeFirstOrThrow();
    return {
      customers: customers.map((row) => row.id),
      writers: writers.map((row) => row.id),
      partner: partner.user_id,
      operator: operator.id,
      agents: agents.map((row) => row.id),
    };
  }

  /** A new customer who signed up through `partner`'s link. */
  async function referredCustomer(partner: number, name: string) {
    const id = await insertCustomerRow(db(), `${name}@bb.example`, server.clock.now);
    await db()
      .insertInto('referral_attributions')
      .values({ customer_user_id: id, partner_user_id: partner, attributed_at: server.clock.now })
      .execute();
    return id;
  }

  const visit = (partner: number) =>
    db()
      .insertInto('referral_visits')
      .values({ partner_user_id: partner, visited_at: server.clock.now })
      .execute();

  /** A ticket of `customer`'s opened, about nothing or an order. */
  const ticketOf = (customer: number, orderId: number | null) =>
    openTicket(db(), {
      customerUserId: customer,
      orderId,
      subject: 'About my order',
      message: 'Where is it?',
      at: server.clock.now,
    });

  /** A message on the ticket `id`, by the customer (it waits again) or support (answered). */
  async function writeOnTicket(id: number, party: 'customer' | 'operator', author: number) {
    await db()
      .transaction()
      .execute(async (trx) => {
        const ticket = await trx
          .selectFrom('support_tickets')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await addTicketMessage(trx, ticket, {
          userId: author,
          party,
          body: 'A message.',
          at: server.clock.now,
        });
      });
  }

  /** A testimonial of `writer`'s, highlighted or not. */
  const testimonialOf = (writer: number, highlighted: boolean) =>
    db()
      .insertInto('testimonials')
      .values({
        writer_id: writer,
        order_id: null,
        discipline_id: 101,
        customer_label: 'Customer #1001',
        rating_x10: 90,
        text: 'Thorough and on time.',
        is_highlighted: highlighted ? 1 : 0,
        created_at: server.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  /** `partner`'s payouts made on the payout date before now, sent as batch `kept-…-partner-{id}`. */
  async function payOutPartner(partner: number) {
    await transact(db(), (trx) =>
      payOutOwner(
        trx,
        PARTNER_LEDGER,
        partner,
        'partner@paypal.example',
        server.clock.now - DAY,
        server.clock.now,
      ),
    );
    const made = await db()
      .selectFrom('partner_payouts')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    for (const { id } of made)
      await db()
        .updateTable('partner_payouts')
        .set({ status: 'sent', batch_id: `kept-${engine}-partner-${id}` })
        .where('id', '=', id)
        .execute();
    return made.map(({ id }) => `kept-${engine}-partner-${id}`);
  }

  it('match the demo data as seeded', async () => {
    const totals = await keptTotals(db());
    expect(Object.keys(totals.balances).length).toBeGreaterThan(0);
    expect(Object.keys(totals.earnings).length).toBeGreaterThan(0);
    expect(Object.keys(totals.expertCounts).length).toBeGreaterThan(0);
    expect(Object.keys(totals.stateCounts).length).toBeGreaterThan(0);
    expect(Object.keys(totals.funnels).length).toBeGreaterThan(0);
    expect(Object.keys(totals.commissions).length).toBeGreaterThan(0);
    expect(Object.keys(totals.partnerCustomers).length).toBeGreaterThan(0);
    expect(Object.keys(totals.months).length).toBeGreaterThan(1);
    expect(Object.keys(totals.ticketCounts).length).toBeGreaterThan(0);
    expect(Object.keys(totals.ticketStateCounts).length).toBeGreaterThan(1);
    expect(Object.keys(totals.paidHistories).length).toBeGreaterThan(0);
    expect(Object.keys(totals.testimonialCounts).length).toBeGreaterThan(0);
    expect(totals).toEqual(await recountedTotals(db()));
  });

  it('match a full recount after a random sequence of every kind of write', async () => {
    const { customers, writers, partner, operator, agents } = await parties();
    const random = randomOf(engine === 'sqlite' ? 27 : 36);
    const orderOf = (id: number) =>
      db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const ordersMade: number[] = [];
    const tickets: number[] = [];
    const testimonials: number[] = [];
    const batches: string[] = [];
    const done: string[] = [];
    const operations: Record<string, () => Promise<unknown>> = {
      async 'order placed and paid'() {
        const customer = random.pick(customers);
        const [id] = await insertOrderRows(server, [
          {
            customer_user_id: customer,
            status: 'pre_order',
            price_cents: 1000 + random.below(40) * 250,
          },
        ]);
        ordersMade.push(id ?? 0);
        const order = await orderOf(id ?? 0);
        await balanceTransaction(server.ctx, customer, async (trx) => {
          if (await chargeOrder(trx, order, server.clock.now)) {
            await trx
              .updateTable('orders')
              .set({ status: 'paid' })
              .where('id', '=', order.id)
              .execute();
            await recordCommission(trx, COMMISSION_PERCENT, order, server.clock.now);
          }
        });
      },
      async 'partner link visited'() {
        await visit(partner);
      },
      async 'customer signs up through the link'() {
        customers.push(await referredCustomer(partner, `referred-${random.below(1e9)}`));
      },
      async 'balance topped up'() {
        await db()
          .insertInto('balance_entries')
          .values({
            user_id: random.pick(customers),
            amount_cents: 5000 + random.below(20) * 1000,
            reason: 'top_up',
            order_id: null,
            created_at: server.clock.now,
          })
          .execute();
      },
      async 'order refunded, part to the card'() {
        if (ordersMade.length === 0) return;
        const order = await orderOf(random.pick(ordersMade));
        const refund = Math.floor(order.price_cents / (1 + random.below(3)));
        await balanceTransaction(server.ctx, order.customer_user_id, async (trx) => {
          await refundOrder(trx, order, server.clock.now, refund);
          if (random.below(2) === 0) await recordCardRefund(trx, order, server.clock.now, refund);
          await reduceEarning(trx, order, refund);
          await reduceCommission(trx, order, refund);
        }).catch(() => 'refunded before: the ledger takes one refund per order');
      },
      async 'order changes state'() {
        if (ordersMade.length === 0) return;
        await db()
          .updateTable('orders')
          .set({ status: random.pick(ORDER_STATUSES) as OrderStatus })
          .where('id', '=', random.pick(ordersMade))
          .execute();
      },
      async 'expert accepts'() {
        if (ordersMade.length === 0) return;
        const writer = random.pick(writers);
        const order = await db()
          .updateTable('orders')
          .set({ writer_id: writer, status: 'in_progress' })
          .where('id', '=', random.pick(ordersMade))
          .where('writer_id', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (order) await transact(db(), (trx) => recordEarning(trx, order, server.clock.now));
      },
      async 'expert reassigned'() {
        const writer = random.pick(writers);
        const assigned = await db()
          .selectFrom('orders')
          .select('id')
          .where('id', 'in', [0, ...ordersMade])
          .where('writer_id', '<>', writer)
          .execute();
        if (assigned.length === 0) return;
        await db()
          .updateTable('orders')
          .set({ writer_id: writer })
          .where('id', '=', random.pick(assigned).id)
          .execute();
      },
      async 'customer approves'() {
        if (ordersMade.length === 0) return;
        const order = await orderOf(random.pick(ordersMade));
        await transact(db(), async (trx) => {
          await trx
            .updateTable('orders')
            .set({ status: 'finished' })
            .where('id', '=', order.id)
            .execute();
          await releaseEarning(trx, order, server.clock.now);
          await releaseCommission(trx, order, server.clock.now);
        });
      },
      async 'partner payout made'() {
        server.clock.advance(16 * DAY);
        batches.push(...(await payOutPartner(partner)));
      },
      async 'payout made'() {
        server.clock.advance(16 * DAY);
        const writer = random.pick(writers);
        await transact(db(), (trx) =>
          payOutExpert(
            trx,
            writer,
            'payee@paypal.example',
            server.clock.now - DAY,
            server.clock.now,
          ),
        );
        const made = await db()
          .selectFrom('expert_payouts')
          .select('id')
          .where('status', '=', 'pending')
          .execute();
        for (const { id } of made) {
          await db()
            .updateTable('expert_payouts')
            .set({ status: 'sent', batch_id: `kept-${engine}-${id}` })
            .where('id', '=', id)
            .execute();
          batches.push(`kept-${engine}-${id}`);
        }
      },
      async 'payout settled'() {
        if (batches.length === 0) return;
        const outcome =
          random.below(3) === 0
            ? ({ state: 'failed', reason: 'Receiver unregistered' } as const)
            : ({ state: 'paid' } as const);
        await settlePayoutOfBatch(db(), random.pick(batches), outcome, server.clock.now);
      },
      async 'a change rolled back'() {
        await balanceTransaction(server.ctx, customers[0] ?? null, async (trx) => {
          await trx
            .insertInto('balance_entries')
            .values({
              user_id: customers[0] ?? 0,
              amount_cents: 777,
              reason: 'top_up',
              order_id: null,
              created_at: server.clock.now,
            })
            .execute();
          throw new Error('rolled back');
        }).catch(() => 'rolled back, with the total it changed');
      },
      async 'ticket opened'() {
        const order =
          ordersMade.length > 0 && random.below(2) === 0 ? random.pick(ordersMade) : null;
        const customer =
          order === null ? random.pick(customers) : (await orderOf(order)).customer_user_id;
        if (customer === null) return;
        tickets.push((await ticketOf(customer, order)).id);
      },
      async 'ticket answered or written on'() {
        if (tickets.length === 0) return;
        const id = random.pick(tickets);
        const { customer_user_id } = await db()
          .selectFrom('support_tickets')
          .select('customer_user_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (random.below(2) === 0) await writeOnTicket(id, 'customer', customer_user_id);
        else await writeOnTicket(id, 'operator', operator);
      },
      async 'ticket closed'() {
        if (tickets.length === 0) return;
        await closeTicket(db(), random.pick(tickets), server.clock.now);
      },
      async 'ticket taken by an agent, or given to another or back'() {
        if (tickets.length === 0) return;
        const ticket = await db()
          .selectFrom('support_tickets')
          .selectAll()
          .where('id', '=', random.pick(tickets))
          .executeTakeFirstOrThrow();
        const to = random.below(3) === 0 ? null : random.pick(agents);
        if (ticket.assigned_user_id === null && to !== null) await takeTicket(db(), ticket, to);
        else await assignTicket(db(), ticket, to, 'operator');
      },
      async 'testimonial written'() {
        testimonials.push((await testimonialOf(random.pick(writers), random.below(3) === 0)).id);
      },
      async 'testimonial highlighted, unhighlighted or moved'() {
        if (testimonials.length === 0) return;
        await db()
          .updateTable('testimonials')
          .set(
            random.below(3) === 0
              ? { writer_id: random.pick(writers) }
              : { is_highlighted: random.below(2) },
          )
          .where('id', '=', random.pick(testimonials))
          .execute();
      },
      async 'testimonial removed'() {
        if (testimonials.length === 0) return;
        const id = random.pick(testimonials);
        await db().deleteFrom('testimonials').where('id', '=', id).execute();
        testimonials.splice(testimonials.indexOf(id), 1);
      },
      async 'customer deleted, their orders kept'() {
        const id = await insertCustomerRow(
          db(),
          `gone-${random.below(1e9)}@bb.example`,
          server.clock.now,
        );
        const [order] = await insertOrderRows(server, [{ customer_user_id: id }]);
        ordersMade.push(order ?? 0);
        await db().deleteFrom('users').where('id', '=', id).execute();
      },
    };
    const names = Object.keys(operations);
    for (let step = 0; step < OPERATIONS; step++) {
      const name = random.pick(names);
      await operations[name]?.();
      done.push(name);
    }
    expect(new Set(done).size).toBe(names.length);
    expect(await keptTotals(db())).toEqual(await recountedTotals(db()));
  });

  it('match a full recount after writers of one customer and one expert race', async () => {
    const { customers, writers, operator } = await parties();
    const [customer, writer] = [customers[1] ?? 0, writers[1] ?? 0];
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const ids = await insertOrderRows(
        server,
        Array.from({ length: 6 }, () => ({
          customer_user_id: customer,
          status: 'pre_order' as const,
        })),
      );
      const orders = await db().selectFrom('orders').selectAll().where('id', 'in', ids).execute();
      await Promise.all([
        // Each pays an order of the customer and has an expert accept it; a top-up beside them.
        ...orders.map((order) =>
          balanceTransaction(server.ctx, customer, async (trx) => {
            await chargeOrder(trx, order, server.clock.now);
            const taken = await trx
              .updateTable('orders')
              .set({ status: 'in_progress', writer_id: writer })
              .where('id', '=', order.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            await recordEarning(trx, taken, server.clock.now);
            await releaseEarning(trx, taken, server.clock.now);
          }),
        ),
        db()
          .insertInto('balance_entries')
          .values({
            user_id: customer,
            amount_cents: 10_000,
            reason: 'top_up',
            order_id: null,
            created_at: server.clock.now,
          })
          .execute(),
      ]);
      // The customer's tickets opened at once, then answered, written on and closed at once;
      // the expert's testimonials written, highlighted and removed at once.
      const opened = await Promise.all(
        orders.slice(0, 3).map((order) => ticketOf(customer, order.id)),
      );
      const [kept, moved, gone] = await Promise.all(
        [0, 1, 2].map(() => testimonialOf(writer, false)),
      );
      await Promise.all([
        ...opened.map(({ id }, at) =>
          at === 0
            ? closeTicket(db(), id, server.clock.now)
            : writeOnTicket(id, at === 1 ? 'operator' : 'customer', at === 1 ? operator : customer),
        ),
        writeOnTicket(opened[0]?.id ?? 0, 'operator', operator),
        testimonialOf(writer, true),
        db()
          .updateTable('testimonials')
          .set({ is_highlighted: 1 })
          .where('id', '=', kept?.id ?? 0)
          .execute(),
        db()
          .updateTable('testimonials')
          .set({ writer_id: writers[0] ?? 0, is_highlighted: 1 })
          .where('id', '=', moved?.id ?? 0)
          .execute(),
        db()
          .deleteFrom('testimonials')
          .where('id', '=', gone?.id ?? 0)
          .execute(),
      ]);
      // The expert's payout races the customer's refund of one of those orders.
      server.clock.advance(16 * DAY);
      const [refunded] = orders;
      await Promise.all([
        transact(db(), (trx) =>
          payOutExpert(trx, writer, 'payee@paypal.example', server.clock.now, server.clock.now),
        ),
        refunded &&
          balanceTransaction(server.ctx, customer, async (trx) => {
            await refundOrder(trx, refunded, server.clock.now);
            await reduceEarning(trx, refunded, refunded.price_cents);
          }),
      ]);
      expect(await keptTotals(db())).toEqual(await recountedTotals(db()));
    }
  });

  it('count the waiting tickets as a fresh count after tickets of many customers race', async () => {
    const { customers, operator, agents } = await parties();
    for (let round = 0; round < RACE_ROUNDS; round++) {
      // Tickets of different customers opened at once (their ids fall in different count rows
      // and the same ones), then each answered, written on, closed or given to an agent at once.
      const opened = await Promise.all(
        Array.from({ length: RACING_TICKETS }, (_, at) =>
          ticketOf(customers[at % customers.length] ?? 0, null),
        ),
      );
      await Promise.all(
        opened.map((ticket, at) => {
          switch ((at + round) % 4) {
            case 0:
              return writeOnTicket(ticket.id, 'operator', operator);
            case 1:
              return closeTicket(db(), ticket.id, server.clock.now);
            case 2:
              return takeTicket(db(), ticket, agents[0] ?? 0);
            default:
              return writeOnTicket(ticket.id, 'customer', ticket.customer_user_id);
          }
        }),
      );
      // And again, each ticket moved once more while new ones open.
      await Promise.all([
        ...opened.map((ticket, at) =>
          at % 2 === 0
            ? writeOnTicket(ticket.id, 'customer', ticket.customer_user_id)
            : closeTicket(db(), ticket.id, server.clock.now),
        ),
        ticketOf(customers[0] ?? 0, null),
        ticketOf(customers[1] ?? 0, null),
      ]);
      const { count } = await db()
        .selectFrom('support_tickets')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'waiting')
        .executeTakeFirstOrThrow();
      expect(await waitingTicketCount(db())).toBe(Number(count));
      expect(await keptTotals(db())).toEqual(await recountedTotals(db()));
    }
  });

  it('match a full recount after writers of one partner race', async () => {
    const { partner, writers } = await parties();
    for (let round = 0; round < RACE_ROUNDS; round++) {
      // Sign-ups and visits through the link at once.
      const [signedUp] = await Promise.all([
        Promise.all(
          [0, 1, 2].map((at) => referredCustomer(partner, `race-${engine}-${round}-${at}`)),
        ),
        visit(partner),
        visit(partner),
      ]);
      // Two first orders of each customer paid at once (outside the customer's balance lock, so
      // only the database orders them), and their experts changed at once.
      const ids = await insertOrderRows(
        server,
        signedUp.flatMap((customer) =>
          [0, 1].map(() => ({ customer_user_id: customer, status: 'pre_order' as const })),
        ),
      );
      const orders = await db().selectFrom('orders').selectAll().where('id', 'in', ids).execute();
      await Promise.all(
        orders.map((order, at) =>
          transact(db(), async (trx) => {
            await trx
              .updateTable('orders')
              .set({ status: 'finished', writer_id: writers[at % writers.length] ?? null })
              .where('id', '=', order.id)
              .execute();
            await recordCommission(trx, COMMISSION_PERCENT, order, server.clock.now);
            await releaseCommission(trx, order, server.clock.now);
          }),
        ),
      );
      // The partner's payout races a refund of one of those orders.
      server.clock.advance(16 * DAY);
      const [refunded] = orders;
      const [batches] = await Promise.all([
        payOutPartner(partner),
        refunded && transact(db(), (trx) => reduceCommission(trx, refunded, refunded.price_cents)),
      ]);
      await Promise.all(
        batches.map((batch) =>
          settlePayoutOfBatch(db(), batch, { state: 'paid' }, server.clock.now),
        ),
      );
      expect(await keptTotals(db())).toEqual(await recountedTotals(db()));
    }
  });
});
