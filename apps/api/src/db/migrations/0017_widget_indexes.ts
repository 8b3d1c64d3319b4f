import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

/**
 * Indexes for the public widgets' and the accounts' reads that read a growing table whole
 * (db/list-query-plans.test.ts): each serves a lookup or a list's filter, then its order.
 */
const WIDGET_INDEXES: Array<{ name: string; table: string; columns: string[] }> = [
  // An expert's account to their expert: every /writers/… route finds it first.
  { name: 'writers_by_user', table: 'writers', columns: ['user_id'] },
  // The top experts of a language, best rated first (the widget's default order).
  { name: 'writers_top_by_rating', table: 'writers', columns: ['lang', 'rating_x10'] },
  // An expert's portfolio, newest first.
  {
    name: 'portfolio_items_by_writer',
    table: 'portfolio_items',
    columns: ['writer_id', 'created_at'],
  },
  // The testimonials rotator: highlighted first, then the most recent, a page of them.
  {
    name: 'testimonials_rotator',
    table: 'testimonials',
    columns: ['is_highlighted', 'created_at', 'id'],
  },
  // The latest finished orders of one discipline, and how many there are.
  {
    name: 'orders_finished_by_discipline',
    table: 'orders',
    columns: ['status', 'discipline_id', 'finished_at'],
  },
  // How many customers there are (the statistics widget): counted in this index alone.
  { name: 'users_by_role', table: 'users', columns: ['role'] },
];

export function widgetIndexes(): Migration {
  return {
    async up(db: Db) {
      for (const index of WIDGET_INDEXES) {
        await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
      }
    },
  };
}
