import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { EXPERTS } from '../seed/writers-data';
import { clientFactory, demoExpertId } from '../testing/customer-fixtures';
import { startServerFrom } from '../testing/earlier-schema';
import { ENGINES, type TestServer } from '../testing/test-server';

const ORPHAN = 'orphan_before_storage';
const ATTACHED = 'attached_before_storage';
const BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0xff, 0x0a]);

describe.each(ENGINES)('files kept in the database before the file storage, on %s', (engine) => {
  let server: TestServer;
  let orderId: number;
  const { signedIn } = clientFactory(() => server, '10.12.0');

  beforeAll(async () => {
    // The schema and data of the version before: content in order_files.content.
    server = await startServerFrom(engine, '0005_order_messages', async (db, userId) => {
      const now = Date.now();
      const [order] = (
        await sql<{ id: number }>`insert into orders (customer_user_id, customer_label, status,
          title, description, paper_type_id, discipline_id, pages_qty, words_qty, deadline_at,
          created_at) values (${userId}, 'Customer #1', 'paid', 'Before', '', 1, 101, 1, 275,
          ${now + 86_400_000}, ${now}) returning id`.execute(db)
      ).rows;
      orderId = order?.id ?? 0;
      for (const [id, attachedTo, expiresAt] of [
        [ORPHAN, null, now + 3_600_000],
        [ATTACHED, orderId, null],
      ] as const) {
        await sql`insert into order_files (id, order_id, user_id, name, content_type, size,
          content, created_at, expires_at) values (${id}, ${attachedTo}, ${userId},
          ${`${id}.pdf`}, 'application/pdf', ${BYTES.length}, ${BYTES}, ${now}, ${expiresAt})`.execute(
          db,
        );
      }
    });
  });
  afterAll(() => server.close());

  it('moves every file’s content to the storage, so both stay readable and downloadable', async () => {
    const dir = path.join(server.ctx.config.dataDir, 'files');
    for (const id of [ORPHAN, ATTACHED]) {
      expect(new Uint8Array(readFileSync(path.join(dir, id)))).toEqual(BYTES);
    }
    const operator = await signedIn('operator');
    const download = await operator.get(`operators/orders/${orderId}/files/${ATTACHED}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(download.bytes)).toEqual(BYTES);
    const { files } = (await operator.get(`operators/orders/${orderId}/files`)).json.body;
    expect(files).toEqual([
      expect.objectContaining({ id: ATTACHED, party: 'customer', is_result: false, size: 7 }),
    ]);
    const customer = await signedIn('customer');
    const own = await customer.get(`customers/orders/${orderId}/files/${ATTACHED}`);
    expect(new Uint8Array(own.bytes)).toEqual(BYTES);
    const orphan = await operator.get(`widgets/orphanage-file/${ORPHAN}`);
    expect(orphan.json.body.file).toMatchObject({ id: ORPHAN, size: 7 });
  });

  it('keeps no content in the database any more', async () => {
    await expect(sql`select content from order_files`.execute(server.ctx.db)).rejects.toThrow(
      /content/,
    );
  });
});

describe.each(ENGINES)('the ledger before top-ups, on %s', (engine) => {
  let server: TestServer;
  let userId: number;
  const { signedIn } = clientFactory(() => server, '10.12.1');

  beforeAll(async () => {
    server = await startServerFrom(engine, '0006_order_file_storage', async (db, customerId) => {
      userId = customerId;
      await sql`insert into balance_entries (user_id, amount_cents, reason, created_at)
        values (${customerId}, 700, 'top_up', 2)`.execute(db);
    });
  });
  afterAll(() => server.close());

  it('keeps the entries made before, and takes one entry per top-up from now on', async () => {
    const customer = await signedIn('customer');
    const { entries } = (await customer.get('customers/balance?limit=100')).json.body;
    expect(entries).toContainEqual(
      expect.objectContaining({
        amount_cents: 700,
        reason: 'top_up',
        order_id: null,
        created_at: 2,
      }),
    );
    const { db } = server.ctx;
    const topUp = await db
      .insertInto('top_ups')
      .values({
        user_id: userId,
        amount_cents: 1000,
        status: 'paid',
        order_id: null,
        checkout_session_id: 'cs_test_migrated',
        created_at: 3,
        paid_at: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const credit = {
      user_id: userId,
      amount_cents: 1000,
      reason: 'top_up',
      order_id: null,
      top_up_id: topUp.id,
      created_at: 3,
    };
    await db.insertInto('balance_entries').values(credit).execute();
    await expect(db.insertInto('balance_entries').values(credit).execute()).rejects.toThrow();
  });
});

describe.each(ENGINES)('orders taken before the expert earnings ledger, on %s', (engine) => {
  let server: TestServer;
  let before: Array<{ id: number; status: string; price_cents: number }>;
  const { signedIn } = clientFactory(() => server, '10.12.2');

  beforeAll(async () => {
    server = await startServerFrom(engine, '0007_top_ups', async (db) => {
      before = await db
        .selectFrom('orders')
        .innerJoin('writers', 'writers.id', 'orders.writer_id')
        .innerJoin('users', 'users.id', 'writers.user_id')
        .select(['orders.id', 'orders.status', 'orders.price_cents'])
        .where('users.email', '=', DEMO_ACCOUNTS.writer)
        .execute();
    });
  });
  afterAll(() => server.close());

  it('gives the expert an earning at 70% for each order they took, available once finished', async () => {
    const expert = await signedIn('writer');
    // Every page: the demo expert's history is longer than one.
    const earnings = [];
    for (let cursor = ''; ; ) {
      const page = (
        await expert.get('writers/earnings', { query: { limit: '100', ...(cursor && { cursor }) } })
      ).json.body;
      earnings.push(...page.earnings);
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    const { payouts } = (await expert.get('writers/payouts')).json.body;
    expect(before.some((order) => order.status === 'in_progress')).toBe(true);
    expect(
      earnings
        .map((earning: { order_id: number; amount_cents: number; status: string }) => [
          earning.order_id,
          earning.amount_cents,
          earning.status,
        ])
        .sort(),
    ).toEqual(
      before
        .map((order) => [
          order.id,
          Math.floor((order.price_cents * 70) / 100),
          order.status === 'finished' ? 'available' : 'expected',
        ])
        .sort(),
    );
    // No payout method was set before, so nothing has been paid.
    expect(payouts).toEqual([]);
  });
});

describe.each(ENGINES)('payouts made before they were sent through PayPal, on %s', (engine) => {
  let server: TestServer;
  const { signedIn } = clientFactory(() => server, '10.12.3');

  beforeAll(async () => {
    server = await startServerFrom(engine, '0009_expert_earnings', async (db) => {
      const writerId = await demoExpertId(db);
      await db
        .insertInto('expert_payouts')
        .values({
          writer_id: writerId,
          amount_cents: 4200,
          paid_on: '2026-11-16',
          paypal_email: DEMO_ACCOUNTS.writer,
          created_at: 5,
        })
        .execute();
    });
  });
  afterAll(() => server.close());

  it('counts them paid (the team paid them by hand), so none is sent a second time', async () => {
    const expert = await signedIn('writer');
    const { payouts } = (await expert.get('writers/payouts')).json.body;
    expect(payouts).toEqual([
      expect.objectContaining({ amount_cents: 4200, status: 'paid', failure_reason: null }),
    ]);
  });
});

describe.each(ENGINES)('experts listed before profiles could be incomplete, on %s', (engine) => {
  let server: TestServer;
  const { newClient } = clientFactory(() => server, '10.12.4');

  beforeAll(async () => {
    server = await startServerFrom(engine, '0019_staff_audit', async () => {});
  });
  afterAll(() => server.close());

  it('marks every expert with a pen name, a bio and a discipline complete, so each stays listed and requestable', async () => {
    const { db } = server.ctx;
    const writers = await db
      .selectFrom('writers')
      .select(['slug', 'is_profile_complete', 'is_available'])
      .execute();
    expect(writers.length).toBe(EXPERTS.length);
    expect(writers.every((writer) => writer.is_profile_complete === 1)).toBe(true);
    expect(writers.every((writer) => writer.is_available === 1)).toBe(true);
    const listed = (await newClient().get('widgets/writers-top', { query: { reviews_qty: '0' } }))
      .json.body.writers as Array<{ slug: string }>;
    expect(listed.map((writer) => writer.slug).sort()).toEqual(
      writers.map((writer) => writer.slug).sort(),
    );
  });
});

describe.each(ENGINES)('orders placed before discounts, on %s', (engine) => {
  let server: TestServer;
  let before: Array<{ id: number; price_cents: number }>;
  const { signedIn } = clientFactory(() => server, '10.12.5');

  beforeAll(async () => {
    server = await startServerFrom(engine, '0024_counts_and_statistics', async (db, customerId) => {
      before = await db
        .selectFrom('orders')
        .select(['id', 'price_cents'])
        .where('customer_user_id', '=', customerId)
        .execute();
    });
  });
  afterAll(() => server.close());

  it('keeps what each cost as its list price, with no discount in it', async () => {
    const customer = await signedIn();
    const { orders } = (await customer.get('customers/orders?limit=100')).json.body;
    expect(before.length).toBeGreaterThan(0);
    expect(orders).toEqual(
      expect.arrayContaining(
        before.map((order) =>
          expect.objectContaining({
            id: order.id,
            price_cents: order.price_cents,
            list_price_cents: order.price_cents,
            discount_kind: null,
            discount_percent: 0,
            discount_cents: 0,
          }),
        ),
      ),
    );
  });
});
