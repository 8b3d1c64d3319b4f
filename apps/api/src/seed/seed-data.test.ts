import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { createDiskFileStorage } from '../files/disk-file-storage';
import { balanceOf } from '../orders/balance-ledger';
import { DISCIPLINE_GROUPS } from './catalogue-data';
import { DEMO_ACCOUNTS, DEMO_BALANCE_CENTS, seedDatabase } from './seed-data';

const options = {
  now: Date.UTC(2026, 0, 1),
  publicOrigin: 'http://bb.localhost',
  site: { name: 'BB', supportEmail: 'support@bb.example' },
  demo: true,
};
/** An empty database has no file content to move: this folder is never written. */
const files = createDiskFileStorage(path.join(tmpdir(), 'bb-seed-test-files'));

async function seededSnapshot() {
  const { db } = openDatabase(':memory:');
  await migrateToLatest(db, 'sqlite', files);
  expect(await seedDatabase(db, options)).toBe(true);
  expect(await seedDatabase(db, options)).toBe(false);
  const snapshot = {
    writers: await db
      .selectFrom('writers')
      .select(['slug', 'rating_x10', 'reviews_qty', 'is_online'])
      .orderBy('id')
      .execute(),
    testimonials: await db
      .selectFrom('testimonials')
      .select(['writer_id', 'text', 'rating_x10'])
      .orderBy('id')
      .execute(),
    orders: await db
      .selectFrom('orders')
      .select(['title', 'status', 'writer_id'])
      .orderBy('id')
      .execute(),
  };
  await db.destroy();
  return snapshot;
}

describe('seedDatabase', () => {
  it('gives the same demo data at every seeding, once per database', async () => {
    const first = await seededSnapshot();
    const second = await seededSnapshot();
    expect(second).toEqual(first);
    expect(first.writers).toHaveLength(24);
    expect(
      first.orders.filter((order) => order.status === 'finished').length,
    ).toBeGreaterThanOrEqual(1000);
    expect(first.testimonials.length).toBeGreaterThan(100);
  });

  it("prices every order, and the demo customer's ledger pays their orders and leaves the demo balance", async () => {
    const { db } = openDatabase(':memory:');
    await migrateToLatest(db, 'sqlite', files);
    await seedDatabase(db, options);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'price_cents', 'customer_user_id'])
      .execute();
    expect(orders.filter((order) => order.price_cents <= 0)).toEqual([]);
    const demoCustomer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.customer)
      .executeTakeFirstOrThrow();
    // The demo partner's customers have orders of their own (seed/partner-data.ts).
    const customerOrders = orders.filter((order) => order.customer_user_id === demoCustomer.id);
    expect(customerOrders).toHaveLength(2);
    const [customerId] = customerOrders.map((order) => order.customer_user_id ?? 0);
    const ledger = await db
      .selectFrom('balance_entries')
      .select(['reason', 'amount_cents', 'order_id'])
      .where('user_id', '=', customerId ?? 0)
      .orderBy('created_at')
      .execute();
    expect(ledger.map((entry) => [entry.reason, entry.order_id, entry.amount_cents])).toEqual([
      [
        'top_up',
        null,
        DEMO_BALANCE_CENTS + customerOrders.reduce((sum, o) => sum + o.price_cents, 0),
      ],
      ...customerOrders.map((order) => ['order_payment', order.id, -order.price_cents]),
    ]);
    expect(await balanceOf(db, customerId ?? 0)).toBe(DEMO_BALANCE_CENTS);
    await db.destroy();
  });

  it('keeps discipline ids unique and clear of the custom discipline 30000', () => {
    const ids = DISCIPLINE_GROUPS.flatMap((group) =>
      group.disciplines.map((_, index) => group.id * 100 + index + 1),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(30000);
    const ranks = DISCIPLINE_GROUPS.flatMap((group) =>
      group.disciplines.map((discipline) => discipline.popular ?? 0),
    ).filter((rank) => rank > 0);
    expect(new Set(ranks).size).toBe(ranks.length);
  });

  it('seeds only dictionaries and content without demo data', async () => {
    const { db } = openDatabase(':memory:');
    await migrateToLatest(db, 'sqlite', files);
    await seedDatabase(db, { ...options, demo: false });
    expect(await db.selectFrom('writers').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(
      (await db.selectFrom('disciplines').select('id').execute()).length,
    ).toBeGreaterThanOrEqual(60);
    expect((await db.selectFrom('content_variables').select('name').execute()).length).toBe(9);
    await db.destroy();
  });
});
