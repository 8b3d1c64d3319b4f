import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

// An order's discount (src/discounts/): its price before the discount, which discount it got and
// at what percent; price_cents stays what the customer pays. Orders before had no discount.
export function orderDiscounts(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('orders')
        .addColumn('list_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('discount_kind', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE orders SET list_price_cents = price_cents`.execute(db);
    },
  };
}
